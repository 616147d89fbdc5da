import fs from 'node:fs';
import path from 'node:path';
import type { CatalogTemplate } from '../../../catalog/catalog-schema';
import { CatalogError, defaultCatalogDir, readJson } from '../../../catalog/load-catalog';
import type { TemplateType } from '../provider';
import { apiGraphSchema, isLink, mappingSchema, splitTarget, type ComfyWorkflow, type ValueKey } from './workflow-schema';

/** The shipped workflows: one folder each in the catalog. */
export const defaultWorkflowDir = path.join(defaultCatalogDir, 'comfyui');

const imageTypes = new Set<TemplateType>([
  'image-to-image',
  'image-variations',
  'image-inpainting',
  'image-outpainting',
  'upscale',
  'image-to-video',
]);
const promptedTypes = new Set<TemplateType>(['text-to-image', 'text-to-video', 'image-to-image', 'image-inpainting', 'image-to-video']);

/** Links must point at nodes that exist; mapped targets must be literal inputs the node already has. */
function checkWorkflow(workflow: ComfyWorkflow): string[] {
  const problems: string[] = [];
  const { graph, mapping } = workflow;
  for (const [id, node] of Object.entries(graph)) {
    for (const [input, value] of Object.entries(node.inputs)) {
      if (isLink(value) && !graph[value[0]]) problems.push(`node ${id} (${node.class_type}) links ${input} to missing node ${value[0]}`);
    }
  }
  const mapped = [...Object.entries(mapping.inputs), ...Object.entries(mapping.models)];
  for (const [key, targets] of mapped) {
    for (const target of targets) {
      const { nodeId, input } = splitTarget(target);
      const node = graph[nodeId];
      if (!node) problems.push(`${key} maps to node ${nodeId}, which the workflow does not have`);
      else if (!(input in node.inputs))
        problems.push(`${key} maps to ${target}, but ${node.class_type} node ${nodeId} has no input ${input}`);
      else if (isLink(node.inputs[input])) problems.push(`${key} maps to ${target}, which is a link, not a value`);
    }
  }
  for (const id of mapping.outputs ?? []) if (!graph[id]) problems.push(`output node ${id} is not in the workflow`);
  if (mapping.inputs.frameCount && !mapping.frames) problems.push('frameCount is mapped, so the mapping needs frames: { fps, multiple }');
  return problems.map((problem) => `${workflow.name}: ${problem}`);
}

/** What a template's type needs its workflow to take: its image, mask, sides, prompt and result count. */
function checkTemplate(template: CatalogTemplate, workflow: ComfyWorkflow): string[] {
  const type = template.type[0]!;
  const needs: ValueKey[] = [];
  if (imageTypes.has(type)) needs.push('image');
  if (type === 'image-inpainting') needs.push('mask');
  if (type === 'image-outpainting') needs.push('outpaintTop', 'outpaintRight', 'outpaintBottom', 'outpaintLeft');
  if (promptedTypes.has(type)) needs.push('prompt');
  if (type === 'upscale' && !workflow.mapping.inputs.upscaleFactor) needs.push('width', 'height');
  const params = template.configurable_tasks.flatMap((task) => [
    ...task.individual_params,
    ...task.param_groups.flatMap((group) => group.params),
  ]);
  if (params.some((param) => param.key === 'numberResults')) needs.push('numberResults');
  return needs
    .filter((key) => !workflow.mapping.inputs[key])
    .map((key) => `template ${template.template_id} (${type}) uses workflow ${workflow.name}, which maps no ${key}`);
}

/**
 * Reads every workflow folder (`<name>/workflow.json` in API format and `<name>/mapping.json`) and checks them
 * against each other and against the templates that name them. Any problem stops start-up with the whole list,
 * as a bad catalog does: a broken mapping would otherwise only show when a user's run fails.
 */
export function loadWorkflows(dir: string, templates: readonly CatalogTemplate[]): ReadonlyMap<string, ComfyWorkflow> {
  const problems: string[] = [];
  const names = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .toSorted()
    : [];
  const workflows = new Map<string, ComfyWorkflow>();
  for (const name of names) {
    const graph = readJson(path.join(dir, name, 'workflow.json'), apiGraphSchema, problems);
    const mapping = readJson(path.join(dir, name, 'mapping.json'), mappingSchema, problems);
    if (!graph || !mapping) continue;
    const workflow = { name, graph, mapping };
    const found = checkWorkflow(workflow);
    problems.push(...found);
    if (found.length === 0) workflows.set(name, workflow);
  }
  for (const template of templates) {
    const name = template.providers.comfyui?.workflow;
    if (!name) continue;
    const workflow = workflows.get(name);
    if (workflow) problems.push(...checkTemplate(template, workflow));
    else if (!names.includes(name)) problems.push(`template ${template.template_id} names workflow ${name}, which ${dir} does not have`);
  }
  if (problems.length > 0) {
    throw new CatalogError(
      `The ComfyUI workflows are not valid, so the server will not start:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
  }
  return workflows;
}
