import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Scalar } from '@scalar/hono-api-reference';
import { API_BASE } from '../../contract';
import type { ApiRouter } from './api-router';
import { webhookDocs } from './webhook-docs';

// The reference page's script is served from our own package, not a CDN: the product works on closed networks.
const scalarScript = fileURLToPath(new URL('browser/standalone.js', import.meta.resolve('@scalar/api-reference')));

/** The OpenAPI 3.1 document generated from the contract, and a reference page reading it. */
export function registerApiDocs(router: ApiRouter, options: { version: string }): void {
  let document: object | undefined;
  let script: Buffer | undefined;
  router.app.get('/openapi.json', (c) => {
    if (!document) {
      const generated = router.app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Studio API',
          version: options.version,
          description: 'Every call of the studio. Errors answer `{ message, code?, details? }`.',
        },
        servers: [{ url: API_BASE }],
      });
      // OpenAPI 3.1 names a license by its SPDX identifier (the generator's options know 3.0's only).
      generated.info.license = { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' };
      (generated as { webhooks?: Record<string, unknown> }).webhooks = webhookDocs();
      document = generated;
    }
    return c.json(document);
  });
  router.app.get('/docs/scalar.js', async (c) => {
    script ??= await readFile(scalarScript);
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(new Uint8Array(script));
  });
  router.app.get(
    '/docs',
    // Its default fonts come from Scalar's CDN, which the page's policy (and a closed network) does not allow.
    Scalar({
      url: `${API_BASE}/openapi.json`,
      pageTitle: 'Studio API reference',
      cdn: `${API_BASE}/docs/scalar.js`,
      withDefaultFonts: false,
    }),
  );
}
