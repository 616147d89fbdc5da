import { z } from 'zod';
import { API_BASE, type CallDefinition } from '../../contract';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  contentMediaType?: string;
}

/** A schema of the contract as JSON Schema (what a client reads in the OpenAPI document). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The top-level fields of a call's params, query or body. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  return schema ? Object.keys(jsonSchemaOf(schema).properties ?? {}) : [];
}

/** The call's URL with every path parameter set to `value` (or a harmless id). */
export function callUrl(call: CallDefinition, params: Record<string, string> = {}, query = ''): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? '00000000-0000-4000-8000-000000000000'),
  );
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

/** Whether a body field carries a file in a multipart call. */
export function isFileField(call: CallDefinition, field: string): boolean {
  const property = call.body ? jsonSchemaOf(call.body).properties?.[field] : undefined;
  return property?.format === 'binary' || property?.contentMediaType !== undefined;
}
