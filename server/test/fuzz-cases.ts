import type { RawRequest } from './raw-http';

/** The parts of an OpenAPI 3.1 document the fuzz run reads. */
export interface OpenApiSchema {
  type?: string | string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
}
export interface OpenApiOperation {
  operationId: string;
  parameters?: Array<{ in: 'path' | 'query'; name: string; schema: OpenApiSchema }>;
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
}

export interface FuzzCase {
  name: string;
  request: RawRequest;
  /** Sent as it is; every other case carries a signed-in user's token, so it reaches the call's validation. */
  isAnonymous?: boolean;
}

/** A plausible value of a schema: what a well-meaning client would send. */
export function sampleOf(schema: OpenApiSchema | undefined): unknown {
  if (!schema) return 'sample';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sampleOf(variant);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]));
    case 'array':
      return [sampleOf(schema.items)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return schema.format === 'email' ? 'fuzz@example.com' : 'sample';
  }
}

const HUGE = 'x'.repeat(100_000);
const CONTROL = '\u0001\u0008\u001b[31m\u007f\u0085\u2028\u202e\ufeff';
const wrongTypes: unknown[] = [1e308, true, null, [], 'text'];
const pathValues = ['x'.repeat(5000), '%01%1F%7F', '%E2%80%AE', '..%2F..%2Fetc%2Fpasswd', '%C0%AF', '%ED%A0%80', '-1', '%20', '%25'];
const queryValues = ['abc', '-1', '0', '1e309', '99999999999999999999', 'x'.repeat(5000), '%01%1F%7F', '%ED%A0%80', ''];

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const malformedJson: Array<[string, Buffer | string]> = [
  ['empty', ''],
  ['cut short', '{"a":'],
  ['a bare null', 'null'],
  ['an array', '[]'],
  ['a string', '"x"'],
  ['a huge number', '1e999'],
  ['trailing garbage', '{"a":1}garbage'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['UTF-16 with its BOM', Buffer.from('\ufeff{"a":"b"}', 'utf16le')],
  ['deeply nested', `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
  ['a prototype key', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'],
];

function pathWith(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? 'sample');
}

function multipart(parts: Array<{ name: string; value: string; filename?: string }>, boundary = 'fuzzboundary'): Buffer {
  const body = parts
    .map(
      (part) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        `${part.filename === undefined ? '' : 'Content-Type: image/png\r\n'}\r\n${part.value}\r\n`,
    )
    .join('');
  return Buffer.from(`${body}--${boundary}--\r\n`);
}

/** Every hostile variant of one operation: its path, query and body turned against it, one thing at a time. */
export function fuzzCases(method: string, pathTemplate: string, operation: OpenApiOperation, base: string): FuzzCase[] {
  const verb = method.toUpperCase();
  const params = operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const samplePath = `${base}${pathWith(pathTemplate, {})}`;
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['multipart/form-data']?.schema;
  const json = (body: Buffer | string, type = 'application/json'): RawRequest => ({
    method: verb,
    path: samplePath,
    headers: type ? { 'Content-Type': type } : {},
    body,
  });
  const cases: FuzzCase[] = [];
  const add = (name: string, request: RawRequest) => cases.push({ name, request });

  add('as documented', jsonSchema ? json(JSON.stringify(sampleOf(jsonSchema))) : { method: verb, path: samplePath });
  for (const param of pathParams) {
    for (const value of pathValues)
      add(`path ${param.name}=${value.slice(0, 20)}`, { method: verb, path: `${base}${pathWith(pathTemplate, { [param.name]: value })}` });
  }
  for (const param of queryParams) {
    for (const value of queryValues)
      add(`query ${param.name}=${value.slice(0, 20)}`, { method: verb, path: `${samplePath}?${param.name}=${value}` });
    add(`query ${param.name} repeated`, { method: verb, path: `${samplePath}?${param.name}=1&${param.name}=2` });
  }
  if (jsonSchema) {
    const sample = sampleOf(jsonSchema) as Record<string, unknown>;
    add('an empty object', json('{}'));
    add('extra fields', json(JSON.stringify({ ...sample, extra: 1, nested: { deep: [1, 2] } })));
    for (const field of Object.keys(jsonSchema.properties ?? {})) {
      const without = { ...sample };
      delete without[field];
      add(`without ${field}`, json(JSON.stringify(without)));
      for (const value of wrongTypes) add(`${field}=${JSON.stringify(value)}`, json(JSON.stringify({ ...sample, [field]: value })));
      add(`${field} huge`, json(JSON.stringify({ ...sample, [field]: HUGE })));
      add(`${field} control characters`, json(JSON.stringify({ ...sample, [field]: CONTROL })));
    }
    add('a byte-order mark', json(Buffer.concat([BOM, Buffer.from(JSON.stringify(sample))])));
    for (const [name, body] of malformedJson) add(`malformed: ${name}`, json(body));
    add('too large', { ...json(JSON.stringify(sample)), declaredLength: 1_500_000 });
    add('as text/plain', json(JSON.stringify(sample), 'text/plain'));
    add('with no content type', json(JSON.stringify(sample), ''));
    add('as a url-encoded form', json('a=b&c=d', 'application/x-www-form-urlencoded'));
    add('as multipart without a boundary', json(JSON.stringify(sample), 'multipart/form-data'));
    add('in UTF-16', json(Buffer.from(JSON.stringify(sample), 'utf16le'), 'application/json; charset=utf-16'));
  }
  if (formSchema) {
    const type = 'multipart/form-data; boundary=fuzzboundary';
    const fields = Object.entries(formSchema.properties ?? {});
    const sampleParts = fields.map(([name, schema]) =>
      schema.format === 'binary' ? { name, value: 'not an image', filename: 'a.png' } : { name, value: String(sampleOf(schema)) },
    );
    const form = (name: string, body: Buffer | string, contentType = type) => add(name, json(body, contentType));
    form('a form as documented, with a file that is no image', multipart(sampleParts));
    form('an empty form', multipart([]));
    form('a file as a text field', multipart(fields.map(([name]) => ({ name, value: 'text' }))));
    form('a huge file name', multipart(sampleParts.map((p) => (p.filename ? { ...p, filename: HUGE } : p))));
    form('control characters in the file name', multipart(sampleParts.map((p) => (p.filename ? { ...p, filename: CONTROL } : p))));
    form('a cut-short form', multipart(sampleParts).subarray(0, 60));
    form('another boundary', multipart(sampleParts), 'multipart/form-data; boundary=other');
    form('without a boundary', multipart(sampleParts), 'multipart/form-data');
    form('JSON instead', JSON.stringify(sampleOf(formSchema)), 'application/json');
    form('garbage', Buffer.from([0, 1, 2, 0xff, 0xfe, 0x0d, 0x0a]));
  }
  return cases;
}

/** Who is asking: nobody, a stranger with a made-up token, a malformed header. */
export function authCases(method: string, pathTemplate: string, base: string): FuzzCase[] {
  const path = `${base}${pathWith(pathTemplate, {})}`;
  return [
    ['no token', {}],
    ['a made-up token', { Authorization: 'Bearer 0123456789abcdef' }],
    ['a made-up API key', { Authorization: 'Bearer sk_live_0000000000000000' }],
    ['a huge token', { Authorization: `Bearer ${'y'.repeat(6000)}` }],
    ['another scheme', { Authorization: 'Basic dXNlcjpwYXNz' }],
  ].map(([name, headers]) => ({
    name: `auth: ${name as string}`,
    request: { method: method.toUpperCase(), path, headers: headers as Record<string, string> },
    isAnonymous: true,
  }));
}
