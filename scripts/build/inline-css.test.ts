import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-css';

describe('inlineEntryCss', () => {
  it("puts the entry's stylesheets into the page and keeps each link, switched off, for Vite's loader", () => {
    const plugin = inlineEntryCss();
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    const html =
      '<head>\n    <link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css">\n    <link rel="stylesheet" href="/assets/other.css">\n</head>';
    const bundle = { 'assets/index-AbCd1234.css': { type: 'asset', source: 'body{color:red}</style>' } };
    const transform = plugin.transformIndexHtml as { handler: (html: string, context: { bundle: object }) => string };
    const result = transform.handler(html, { bundle });
    expect(result).toContain('<style>body{color:red}<\\/style></style>');
    expect(result).toContain('<link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css" media="not all">');
    // A sheet the build does not know stays as it was.
    expect(result).toContain('<link rel="stylesheet" href="/assets/other.css">');
  });
});
