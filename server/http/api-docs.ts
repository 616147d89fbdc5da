import { Scalar } from '@scalar/hono-api-reference';
import { API_BASE } from '../../contract';
import type { ApiRouter } from './api-router';

/** The OpenAPI 3.1 document generated from the contract, and a reference page reading it. */
export function registerApiDocs(router: ApiRouter, options: { version: string }): void {
  let document: object | undefined;
  router.app.get('/openapi.json', (c) => {
    document ??= router.app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: {
        title: 'Studio API',
        version: options.version,
        description: 'Every call of the studio. Errors answer `{ message, code?, details? }`.',
      },
      servers: [{ url: API_BASE }],
    });
    return c.json(document);
  });
  router.app.get('/docs', Scalar({ url: `${API_BASE}/openapi.json`, pageTitle: 'Studio API reference' }));
}
