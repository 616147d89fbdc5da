import { fakeNodes, type FakeState, type InputSpec } from './fake-nodes';

export type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

interface ErrorItem {
  type: string;
  message: string;
  details: string;
  extra_info: Record<string, unknown>;
}

export type Validation =
  | { ok: true; graph: Graph; outputs: string[] }
  | {
      ok: false;
      body: { error: ErrorItem; node_errors: Record<string, { errors: ErrorItem[]; dependent_outputs: string[]; class_type: string }> };
    };

const item = (type: string, message: string, details: string, extra: Record<string, unknown> = {}): ErrorItem => ({
  type,
  message,
  details,
  extra_info: extra,
});
const refuse = (error: ErrorItem): Validation => ({ ok: false, body: { error, node_errors: {} } });
const isLink = (value: unknown): value is [string, number] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && Number.isInteger(value[1]);

function checkValue(name: string, value: unknown, spec: InputSpec, graph: Graph, state: FakeState): ErrorItem | null {
  const [type, options = {}] = spec;
  const info = { input_name: name, input_config: spec, received_value: value };
  if (isLink(value)) {
    const source = graph[value[0]];
    if (!source) return item('bad_linked_input', 'Bad linked input, must be a length-2 list of [node_id, slot_index]', name, info);
    const produced = fakeNodes[source.class_type]?.outputs[value[1]];
    if (produced !== type)
      return item(
        'return_type_mismatch',
        'Return type mismatch between linked nodes',
        `${name}, received_type(${produced}) mismatch input_type(${String(type)})`,
        info,
      );
    return null;
  }
  if (options.image_upload) {
    // LoadImage checks the file exists itself (VALIDATE_INPUTS), so files in subfolders need not be listed.
    return state.uploads.has(String(value))
      ? null
      : item('custom_validation_failed', 'Custom validation failed for node', `image - Invalid image file: ${String(value)}`, info);
  }
  if (Array.isArray(type)) {
    return type.includes(value as string)
      ? null
      : item('value_not_in_list', 'Value not in list', `${name}: '${String(value)}' not in ${JSON.stringify(type)}`, info);
  }
  if (type === 'INT' || type === 'FLOAT') {
    const number = Number(value);
    if (typeof value === 'boolean' || !Number.isFinite(number) || (type === 'INT' && !Number.isInteger(number))) {
      return item('invalid_input_type', `Failed to convert an input value to a ${type} value`, `${name}, ${String(value)}`, info);
    }
    if (typeof options.min === 'number' && number < options.min)
      return item('value_smaller_than_min', `Value ${number} smaller than min of ${options.min}`, name, info);
    if (typeof options.max === 'number' && number > options.max)
      return item('value_bigger_than_max', `Value ${number} bigger than max of ${options.max}`, name, info);
  }
  if (type === 'STRING' && typeof value !== 'string')
    return item('invalid_input_type', 'Failed to convert an input value to a STRING value', name, info);
  if (type === 'BOOLEAN' && typeof value !== 'boolean')
    return item('invalid_input_type', 'Failed to convert an input value to a BOOLEAN value', name, info);
  if (type !== 'INT' && type !== 'FLOAT' && type !== 'STRING' && type !== 'BOOLEAN') {
    return item('invalid_input_type', `${name} must be a link to a ${type} output`, name, info);
  }
  return null;
}

/** What POST /prompt checks before queuing, with ComfyUI's error types and shapes (execution.validate_prompt). */
export function validatePrompt(prompt: unknown, state: FakeState): Validation {
  if (!prompt || typeof prompt !== 'object' || Array.isArray(prompt))
    return refuse(item('invalid_prompt', 'Invalid prompt', 'the prompt must be an object of nodes'));
  const graph = prompt as Graph;
  for (const [id, node] of Object.entries(graph)) {
    if (typeof node?.class_type !== 'string')
      return refuse(item('invalid_prompt', 'Cannot execute because a node is missing the class_type property.', `Node ID '#${id}'`));
    if (!fakeNodes[node.class_type]) {
      return refuse(
        item('missing_node_type', `Node '${node.class_type}' not found. The custom node may not be installed.`, `Node ID '#${id}'`, {
          node_id: id,
          class_type: node.class_type,
        }),
      );
    }
  }
  const outputs = Object.keys(graph).filter((id) => fakeNodes[graph[id]!.class_type]!.isOutput);
  if (outputs.length === 0) return refuse(item('prompt_no_outputs', 'Prompt has no outputs', ''));
  const nodeErrors: Extract<Validation, { ok: false }>['body']['node_errors'] = {};
  for (const [id, node] of Object.entries(graph)) {
    const definition = fakeNodes[node.class_type]!;
    const inputs = node.inputs ?? {};
    const errors: ErrorItem[] = [];
    for (const [name, spec] of Object.entries(definition.required(state))) {
      if (!(name in inputs)) errors.push(item('required_input_missing', 'Required input is missing', name, { input_name: name }));
      else errors.push(...[checkValue(name, inputs[name], spec, graph, state)].filter((error) => error !== null));
    }
    for (const [name, spec] of Object.entries(definition.optional ?? {})) {
      if (name in inputs) errors.push(...[checkValue(name, inputs[name], spec, graph, state)].filter((error) => error !== null));
    }
    if (errors.length > 0) nodeErrors[id] = { errors, dependent_outputs: outputs, class_type: node.class_type };
  }
  if (Object.keys(nodeErrors).length > 0) {
    return {
      ok: false,
      body: { error: item('prompt_outputs_failed_validation', 'Prompt outputs failed validation', ''), node_errors: nodeErrors },
    };
  }
  return { ok: true, graph, outputs };
}
