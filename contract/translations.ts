import { z } from 'zod';

/**
 * Texts given in other interface languages than English, by language code (`ar`): the browser shows the
 * interface language's text, else the English one (a text left out is shown in English).
 */
export const translationsOf = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.record(z.string().regex(/^[a-z]{2}$/, 'a two-letter language code'), z.object(shape).partial()).optional();
