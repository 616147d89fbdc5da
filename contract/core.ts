import { z } from 'zod';

export { API_BASE, buildPath } from './base';

/** Every non-OK answer has this shape (spec part 1 §8). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** How a call authenticates: none, a session token, or a session token or an API key with the given scope. */
export type CallAuth = 'none' | 'session' | { scope: string };

export interface CallDefinition<
  TParams extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TBody extends z.ZodType = z.ZodType,
  TAnswer extends z.ZodType = z.ZodType,
> {
  /** A stable name, used as the OpenAPI operationId. */
  name: string;
  method: HttpMethod;
  /** Path below API_BASE in OpenAPI style, e.g. `/user/api-keys/{id}`. */
  path: string;
  summary: string;
  tags: string[];
  auth: CallAuth;
  params?: TParams;
  query?: TQuery;
  /** The request body's schema. */
  body?: TBody;
  /** How the body travels: JSON, or a multipart form for file uploads (fields as `z.file()` / strings). @default 'json' */
  bodyKind?: 'json' | 'multipart';
  /** The status of a successful answer. @default 200 */
  status?: 200 | 201 | 202 | 204;
  /**
   * How the answer travels: JSON checked against `answer`; a server-sent event stream whose events' data
   * `answer` describes; or the bytes of a file (`answer` only documents it). @default 'json'
   */
  answerKind?: 'json' | 'event-stream' | 'file';
  /**
   * Takes an `Idempotency-Key` header (calls that move points, and later money): the same key from the same
   * account within 24 hours answers the first request's answer and does nothing else, concurrent retries too;
   * the same key with another request is refused. Its server handler passes `ctx.recordAnswer` the transaction that
   * makes its changes, so the answer commits with them (a key left unanswered by a dead process is freed after
   * two minutes, which is only safe when nothing it did committed). @default false
   */
  idempotencyKey?: boolean;
  answer: TAnswer;
  /** Error codes this call may answer with, besides generic validation and server errors. */
  errors: readonly string[];
}

// Remembers what defineCall made, so the list of every call can be gathered from the areas' exports.
const definedCalls = new WeakSet<object>();

export function defineCall<
  TParams extends z.ZodType = z.ZodNever,
  TQuery extends z.ZodType = z.ZodNever,
  TBody extends z.ZodType = z.ZodNever,
  TAnswer extends z.ZodType = z.ZodType,
>(call: CallDefinition<TParams, TQuery, TBody, TAnswer>): CallDefinition<TParams, TQuery, TBody, TAnswer> {
  definedCalls.add(call);
  return call;
}

/** Whether a value is a call made by `defineCall` (and not a schema or a value exported beside it). */
export function isCallDefinition(value: unknown): value is CallDefinition {
  return typeof value === 'object' && value !== null && definedCalls.has(value);
}

type Present<K extends string, T> = [T] extends [z.ZodNever]
  ? { [P in K]?: never }
  : T extends z.ZodType
    ? { [P in K]: z.input<T> }
    : never;

/** The definition a call stands for: itself, or the one a schema-free route (contract/browser.ts) carries. */
type DefinitionOf<C> = C extends CallDefinition ? C : C extends { readonly definition?: infer D } ? D : never;

/** What a caller passes to make a call: params, query and body as the contract declares them. */
export type CallInput<C> =
  DefinitionOf<C> extends CallDefinition<infer P, infer Q, infer B, z.ZodType>
    ? Present<'params', P> & Present<'query', Q> & Present<'body', B>
    : never;

/** What a successful call answers. */
export type CallAnswer<C> = DefinitionOf<C> extends CallDefinition<z.ZodType, z.ZodType, z.ZodType, infer A> ? z.output<A> : never;

/** An Idempotency-Key: what a client may choose (a UUID is the usual choice). */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.');

/** How long the server remembers an Idempotency-Key and its answer. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
