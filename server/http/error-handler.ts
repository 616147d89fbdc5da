import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, type ErrorBody } from '../../contract';
import type { AppEnv } from './app-env';
import { HttpError } from '../http-error';

const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

function send(c: Context<AppEnv>, status: ContentfulStatusCode, body: ErrorBody, headers?: Record<string, string>) {
  for (const [name, value] of Object.entries(headers ?? {})) c.header(name, value);
  // A body refused as too large is left unread on the socket, so the connection cannot serve another request:
  // say so, rather than promise keep-alive and then close under the client's next request.
  if (status === 413) c.header('Connection', 'close');
  return c.json(body, status);
}

/** Hono and its validators throw HTTPException for transport-level problems; give them our codes and words. */
function fromHttpException(error: HTTPException): HttpError {
  switch (error.status) {
    case 400:
      return new HttpError(
        errorCodes.validation,
        /malformed json/i.test(error.message) ? 'The request body is not valid JSON.' : 'The request is not valid.',
      );
    case 401:
      return new HttpError(errorCodes.unauthorized, 'Please log in to continue.');
    case 404:
      return new HttpError(errorCodes.notFound, 'Not found.');
    case 413:
      return new HttpError(errorCodes.payloadTooLarge, 'The request body is too large.');
    case 415:
      return new HttpError(errorCodes.unsupportedMediaType, 'Send the request body as JSON (Content-Type: application/json).');
    default:
      return new HttpError(errorCodes.validation, 'The request is not valid.');
  }
}

/** The one error handler: 4xx answers carry their message, anything unexpected is logged and answered blandly. */
export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  const known = error instanceof HttpError ? error : error instanceof HTTPException ? fromHttpException(error) : null;
  if (known) {
    const body: ErrorBody = { message: known.message, code: known.code };
    if (known.details) body.details = known.details;
    return send(c, known.status, body, known.headers);
  }
  const logger = c.get('logger');
  const fields = { error, method: c.req.method, path: c.req.path, requestId: c.get('requestId') };
  if (logger) logger.error('Unhandled error', fields);
  else console.error('Unhandled error', fields);
  return send(c, 500, { message: INTERNAL_ERROR_MESSAGE, code: errorCodes.internal });
};

export const handleNotFound: NotFoundHandler<AppEnv> = (c) => {
  const isApi = c.req.path === '/api' || c.req.path.startsWith('/api/');
  const message = isApi ? `There is no API call ${c.req.method} ${c.req.path}.` : 'Not found.';
  return send(c, 404, { message, code: errorCodes.notFound });
};
