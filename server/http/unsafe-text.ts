import type { HonoRequest, MiddlewareHandler } from 'hono';
import { errorCodes, findUnsafeText, isSafeText, UNSAFE_TEXT_MESSAGE_SUFFIX } from '../../contract';
import { HttpError } from '../http-error';
import type { AppEnv } from './app-env';
import { labelFor } from './validation';

const jsonType = /^application\/([a-z-.]+\+)?json/i;
const formType = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;

/** The raw body as the call's validator will read it (both reads are cached), or nothing when it cannot be read. */
async function rawBody(req: HonoRequest): Promise<unknown> {
  const type = req.header('Content-Type') ?? '';
  try {
    if (jsonType.test(type)) return await req.json();
    if (formType.test(type)) return await req.parseBody({ all: true });
  } catch {
    // A malformed or oversized body is the validator's (or the body limit's) to answer.
  }
  return undefined;
}

function unsafeTextError(path: (string | number)[]): HttpError {
  const last = path.at(-1);
  const isKey = typeof last === 'string' && !isSafeText(last);
  const named = isKey ? path.slice(0, -1) : path;
  const message = `${isKey ? 'A field name' : labelFor(named)} ${UNSAFE_TEXT_MESSAGE_SUFFIX}`;
  const key = named.length > 0 ? named.map(String).join('.') : '_body';
  return new HttpError(errorCodes.validation, message, { fields: { [key]: message } });
}

/**
 * Refuses NUL characters and unpaired surrogates (contract/text.ts) in every path parameter, query parameter,
 * body field, key and file name of a call, before its validator and handler see them: 400 naming the field.
 */
export function refuseUnsafeText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // A query parameter may repeat: every value is checked, and the parameter is named, not its position.
    const queryPath = findUnsafeText(c.req.queries());
    const path = findUnsafeText(c.req.param()) ?? queryPath?.slice(0, 1) ?? findUnsafeText(await rawBody(c.req));
    if (path) throw unsafeTextError(path);
    await next();
  };
}
