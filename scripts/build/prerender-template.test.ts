import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPageTemplate } from './prerender-template.ts';

// index.html as the build leaves it: the entry and the chunk it imports in tags of their own.
const template = readFileSync('index.html', 'utf8').replace(
  '<script type="module" src="/src/app/main.tsx"></script>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
);
const fill = { markup: '<main>Welcome back</main>', language: 'ar', direction: 'rtl' as const, audience: 'guest' as const, styles: [] };

describe('fillPageTemplate', () => {
  it('puts the markup in #root and names its language and audience on <html>', () => {
    const page = fillPageTemplate(template, fill);
    expect(page).toContain('<div id="root"><main>Welcome back</main></div>');
    expect(page).toContain('<html lang="ar" dir="rtl" data-prerendered="ar" data-prerendered-for="guest" ');
    expect(fillPageTemplate(template, { ...fill, audience: 'member' })).toContain('data-prerendered-for="member"');
  });

  it('keeps the boot screen beside #root, on standby', () => {
    const page = fillPageTemplate(template, fill);
    const afterRoot = page.slice(page.indexOf('<main>Welcome back</main></div>'));
    expect(afterRoot).toContain('class="boot-screen boot-screen-standby"');
    expect(page.match(/class="boot-screen[ "]/g)).toHaveLength(1);
  });

  it('inlines each stylesheet in the head and keeps its link switched off for the app’s loader', () => {
    const page = fillPageTemplate(template, { ...fill, styles: [{ href: '/assets/auth-1.css', text: 'a{color:red}</style><b>' }] });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style>a{color:red}<\\/style><b></style>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-1.css" media="not all">');
  });

  it('names the entry and its imports on <html> for the boot script to start, instead of in tags', () => {
    const page = fillPageTemplate(template, fill);
    expect(page).toContain('data-entry="/assets/index-1.js /assets/runtime-1.js">');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('rel="modulepreload"');
  });

  it('takes markup with $ signs as it is', () => {
    expect(fillPageTemplate(template, { ...fill, markup: '<p>$& $1 $$</p>' })).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('refuses a template without the app markers', () => {
    expect(() => fillPageTemplate(template.replace('<!--app-->', ''), fill)).toThrow(/app/);
  });
});
