import { OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, Handler } from 'hono';
import { z } from 'zod';
import { errorBody, type CallDefinition } from '../../contract';
import type { Executor } from '../db/database';
import type { Logger } from '../logger';
import type { AuthSession, Caller } from '../callers';
import type { AppEnv } from './app-env';
import { authenticateCall, type Authenticator } from './authenticate';
import { routeFromCall } from './contract-route';
import { once, requestHash, type IdempotencyStore, type RecordAnswer } from './idempotency';
import { unauthorized } from '../http-error';
import { readMultipartBody } from './multipart-body';
import { clientIp } from './request-context';
import { routeShadowingGuard } from './route-shadowing';
import { refuseUnsafeText } from './unsafe-text';
import { validationError } from './validation';

/** What a handler of a contract call receives: validated inputs and who is calling. */
interface CallContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  c: Context<AppEnv>;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  /** Set when the caller used a session token (always, for calls declared `auth: 'session'`). */
  session: AuthSession | null;
  /** Set for every call that is not `auth: 'none'`: a session or an API key holding the call's scope. */
  caller: Caller | null;
  ip: string | null;
  logger: Logger;
  /**
   * Set when the call came with an Idempotency-Key: a handler that changes data in one transaction passes it that
   * transaction and its answer, so the answer a retry replays commits with the changes.
   */
  recordAnswer?: (tx: Executor, answer: unknown) => Promise<void>;
}

export interface ApiRouter {
  app: OpenAPIHono<AppEnv>;
  /** Serves `call` with `handler`; the answer is checked against the contract before it leaves. */
  implement<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
    call: CallDefinition<P, Q, B, A>,
    handler: (ctx: CallContext<P, Q, B>) => Promise<z.input<A>>,
  ): void;
  /** Serves a call whose answer is not JSON (an event stream, a file): the handler builds the response. */
  implementRaw<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
    call: CallDefinition<P, Q, B, A>,
    handler: (ctx: CallContext<P, Q, B>) => Promise<Response>,
  ): void;
  implementedCalls(): string[];
}

export function requireSession(ctx: { session: AuthSession | null }): AuthSession {
  if (!ctx.session) throw unauthorized();
  return ctx.session;
}

/** For scoped calls: whoever is calling, by session or by API key. */
export function requireCaller(ctx: { caller: Caller | null }): Caller {
  if (!ctx.caller) throw unauthorized();
  return ctx.caller;
}

/** `proxyHops`: how many trusted proxies append to X-Forwarded-For (0: use the socket's address). */
export function createApiRouter(options: {
  authenticator: Authenticator;
  proxyHops: number;
  /** Keeps Idempotency-Keys for the calls that take them; without it the header is ignored. */
  idempotency?: IdempotencyStore;
}): ApiRouter {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token from /login, /verify_email or /auth/google. Calls that name a scope also take an API key ' +
      '(`sk_live_…`) holding that scope; every other call refuses API keys with `insufficient_scope`.',
  });
  // A fresh object: contract schemas may predate @hono/zod-openapi's `.openapi()` extension, which `register` needs.
  const errorSchema = app.openAPIRegistry.register('Error', z.object(errorBody.shape));
  const implemented: string[] = [];
  const refuseShadowed = routeShadowingGuard();
  // The route's typed handler signature is computed per route; the contract adapter checks inputs and
  // answers itself, so it registers through the untyped signature.
  const openapi = app.openapi as unknown as (route: RouteConfig, handler: Handler<AppEnv>) => void;

  function register<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>(
    call: CallDefinition<P, Q, B>,
    respond: (c: Context<AppEnv>, ctx: CallContext<P, Q, B>) => Promise<Response>,
  ): void {
    // Authentication first (401 before anything else), then the text rule every call shares.
    const middleware = [...(call.auth === 'none' ? [] : [authenticateCall(options.authenticator, call.auth)]), refuseUnsafeText()];
    refuseShadowed(call.method, call.path);
    const route = routeFromCall(call, { errorSchema, middleware });
    openapi(route, async (c) => {
      const valid = c.req.valid.bind(c.req) as (target: 'param' | 'query' | 'json') => unknown;
      let body: unknown;
      if (call.body) body = call.bodyKind === 'multipart' ? await readMultipartBody(c, call.body) : valid('json');
      return respond(c, {
        c,
        params: (call.params ? valid('param') : undefined) as z.output<P>,
        query: (call.query ? valid('query') : undefined) as z.output<Q>,
        body: body as z.output<B>,
        session: c.get('session'),
        caller: c.get('caller'),
        ip: clientIp(c, options.proxyHops),
        logger: c.get('logger'),
      });
    });
    implemented.push(call.name);
  }

  function implement<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
    call: CallDefinition<P, Q, B, A>,
    handler: (ctx: CallContext<P, Q, B>) => Promise<z.input<A>>,
  ): void {
    register(call, async (c, ctx) => {
      const success = call.status ?? 200;
      const check = (result: unknown): unknown => {
        const checked = call.answer.safeParse(result);
        if (!checked.success) {
          throw new Error(`The answer of ${call.name} does not match the contract`, { cause: checked.error });
        }
        return checked.data;
      };
      const produce = async (record?: RecordAnswer) => {
        const recordAnswer = record && ((tx: Executor, answer: unknown) => record(tx, success, check(answer)));
        const result = await handler(recordAnswer ? { ...ctx, recordAnswer } : ctx);
        return { status: success, answer: check(result) };
      };
      const key = call.idempotencyKey ? c.req.header('Idempotency-Key') : undefined;
      const hash = () => requestHash(call.name, { params: ctx.params, query: ctx.query, body: ctx.body });
      const { status, answer, isReplay } =
        key !== undefined && ctx.caller && options.idempotency
          ? await once(options.idempotency, { userId: ctx.caller.userId, key, hash: hash() }, produce)
          : { ...(await produce()), isReplay: false };
      if (isReplay) c.header('Idempotent-Replayed', 'true');
      if (status === 204) return c.body(null, 204);
      // Its length goes with it, so the compression step can pass a small answer by without reading it back.
      const json = JSON.stringify(answer);
      return c.body(json, status as 200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(json)) });
    });
  }

  function implementRaw<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, A extends z.ZodType>(
    call: CallDefinition<P, Q, B, A>,
    handler: (ctx: CallContext<P, Q, B>) => Promise<Response>,
  ): void {
    if ((call.answerKind ?? 'json') === 'json') throw new Error(`${call.name} answers JSON: serve it with implement()`);
    register(call, (_c, ctx) => handler(ctx));
  }

  return { app, implement, implementRaw, implementedCalls: () => [...implemented] };
}
