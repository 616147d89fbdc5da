import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPageTemplate } from './prerender-template.ts';

const template = readFileSync('index.html', 'utf8');
const fill = { markup: '<main>Welcome back</main>', language: 'ar', direction: 'rtl' as const, audience: 'guest' as const, styles: [] };

describe('fillPageTemplate', () => {
  it('puts the markup in #root and names its language and audience on <html>', () => {
    const page = fillPageTemplate(template, fill);
    expect(page).toContain('<div id="root"><main>Welcome back</main></div>');
    expect(page).toContain('<html lang="ar" dir="rtl" data-prerendered="ar" data-prerendered-for="guest">');
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

  it('takes markup with $ signs as it is', () => {
    expect(fillPageTemplate(template, { ...fill, markup: '<p>$& $1 $$</p>' })).toContain('<div id="root"><p>$& $1 $$</p></div>');
  });

  it('refuses a template without the app markers', () => {
    expect(() => fillPageTemplate(template.replace('<!--app-->', ''), fill)).toThrow(/app/);
  });
});
