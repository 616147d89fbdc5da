import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { errorCodes, errorStatus, idempotencyKeySchema, type CallDefinition, type ErrorCode } from '../../contract';
import type { AppEnv } from './app-env';

const statusText: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  402: 'Not enough points',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  422: 'Unprocessable content',
  413: 'Payload too large',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  429: 'Too many requests',
  500: 'Server error',
  503: 'Unavailable',
};

/** The codes a call may answer with: its declared ones plus what every call of its kind can give. */
function errorCodesOf(call: CallDefinition): ErrorCode[] {
  const codes = new Set<string>(call.errors);
  // Every call refuses a NUL character or an unpaired surrogate in any parameter, declared or not (unsafe-text.ts).
  codes.add(errorCodes.validation);
  if (call.body) {
    codes.add(errorCodes.unsupportedMediaType);
    codes.add(errorCodes.payloadTooLarge);
  }
  if (call.idempotencyKey) {
    codes.add(errorCodes.validation);
    codes.add(errorCodes.idempotencyKeyInUse);
    codes.add(errorCodes.idempotencyKeyMismatch);
  }
  if (call.auth !== 'none') {
    codes.add(errorCodes.unauthorized);
    // Any authenticated call refuses an API key without the right scope.
    codes.add(errorCodes.insufficientScope);
  }
  codes.add(errorCodes.internal);
  return [...codes].filter((code): code is ErrorCode => code in errorStatus);
}

function errorResponses(call: CallDefinition, errorSchema: z.ZodType): RouteConfig['responses'] {
  const byStatus = new Map<number, string[]>();
  for (const code of errorCodesOf(call)) {
    const status = errorStatus[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [
      status,
      {
        description: `${statusText[status] ?? 'Error'}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
        content: { 'application/json': { schema: errorSchema } },
      },
    ]),
  );
}

/** OpenAPI parameters come from object shapes; anything else in the contract is a mistake worth failing fast on. */
function parameterSchema(call: CallDefinition, schema: z.ZodType): z.ZodObject | z.ZodPipe {
  if (schema instanceof z.ZodObject || schema instanceof z.ZodPipe) return schema;
  throw new Error(`Call ${call.name}: params and query must be zod objects.`);
}

/**
 * A plain JSON Schema for documentation only: @hono/zod-openapi adds no validator for it (the adapter
 * validates multipart bodies itself), and zod's own converter knows `z.file()` as a binary string.
 */
function documentedSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function successContent(call: CallDefinition) {
  switch (call.answerKind ?? 'json') {
    case 'json':
      return { 'application/json': { schema: call.answer } };
    case 'event-stream':
      return { 'text/event-stream': { schema: documentedSchema(call.answer) } };
    case 'file':
      return { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } };
  }
}

function requestBody(call: CallDefinition) {
  if (!call.body) return {};
  const content =
    call.bodyKind === 'multipart'
      ? { 'multipart/form-data': { schema: documentedSchema(call.body) } }
      : { 'application/json': { schema: call.body } };
  return { body: { required: true, content } };
}

/** Turns a contract call into a @hono/zod-openapi route: the request is validated and documented from it. */
export function routeFromCall(call: CallDefinition, options: { errorSchema: z.ZodType; middleware: MiddlewareHandler<AppEnv>[] }) {
  const status = call.status ?? 200;
  const success = status === 204 ? { description: call.summary } : { description: call.summary, content: successContent(call) };
  return createRoute({
    method: call.method,
    path: call.path,
    operationId: call.name,
    summary: call.summary,
    tags: call.tags,
    security: call.auth === 'none' ? [] : [{ bearerAuth: typeof call.auth === 'object' ? [call.auth.scope] : [] }],
    middleware: options.middleware,
    request: {
      ...(call.params ? { params: parameterSchema(call, call.params) } : {}),
      ...(call.query ? { query: parameterSchema(call, call.query) } : {}),
      ...requestBody(call),
      ...(call.idempotencyKey ? { headers: z.object({ 'idempotency-key': idempotencyKeySchema.optional() }) } : {}),
    },
    responses: { [status]: success, ...errorResponses(call, options.errorSchema) },
  });
}
