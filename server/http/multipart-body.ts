import type { Context } from 'hono';
import type { z } from 'zod';
import { errorCodes } from '../../contract';
import type { AppEnv } from './app-env';
import { HttpError } from '../http-error';
import { validationError } from './validation';

/**
 * Reads a multipart form and validates it with the call's schema (files arrive as `File`, other fields as
 * text). @hono/zod-openapi cannot validate `z.file()` fields itself, so multipart calls come through here.
 */
export async function readMultipartBody<B extends z.ZodType>(c: Context<AppEnv>, schema: B): Promise<z.output<B>> {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    throw new HttpError(errorCodes.unsupportedMediaType, 'Send the request body as multipart/form-data.');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    // The body limit's refusal travels through the parser; only a malformed form is ours to word.
    if (error instanceof HttpError) throw error;
    throw new HttpError(errorCodes.validation, 'The request body is not a valid multipart form.');
  }
  const result = schema.safeParse(form);
  if (!result.success) throw validationError(result.error);
  return result.data;
}
