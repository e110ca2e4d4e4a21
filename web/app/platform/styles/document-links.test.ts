import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentLinks } from './DocumentLinks';
import { inlinedStylesheets, StylesheetTextContext, type StylesheetText } from './inline-stylesheets';
import { builtStylesheets } from './stylesheet-files.server';

// Two matched routes as React Router's manifest describes them: the root with its CSS and
// links(), and a page with its own CSS (one file shared with the root).
const manifest = {
  routes: {
    root: { css: ['/assets/root-a.css', '/assets/shared-b.css'] },
    page: { css: ['/assets/shared-b.css', '/assets/page-c.css'] },
  },
};
const routeModules = {
  root: {
    links: () => [
      { rel: 'stylesheet', href: '/assets/app-d.css' },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  },
  page: {},
};
const matches = [{ route: { id: 'root' } }, { route: { id: 'page' } }];

function render(text: StylesheetText, errors: Record<string, unknown> | null = null): string {
  const tree = createElement(
    UNSAFE_FrameworkContext.Provider,
    { value: { manifest, routeModules } as never },
    createElement(
      UNSAFE_DataRouterStateContext.Provider,
      { value: { matches, errors } as never },
      createElement(StylesheetTextContext.Provider, { value: text }, createElement(DocumentLinks)),
    ),
  );
  return renderToStaticMarkup(tree);
}

const css: Record<string, string> = {
  '/assets/root-a.css': '.a{color:red}',
  '/assets/shared-b.css': '.b{color:green}',
  '/assets/page-c.css': '.c{color:blue}',
  '/assets/app-d.css': '.d{color:black}',
};

describe('the document’s stylesheets', () => {
  it('writes each stylesheet inline, in the order <Links> would link them, each once', () => {
    const html = render((href) => css[href]);
    // React writes the icon link where it puts such links (first); the sheets keep their order.
    expect(html.replace('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>', '')).toBe(
      '<style data-href="/assets/root-a.css">.a{color:red}</style>' +
        '<style data-href="/assets/shared-b.css">.b{color:green}</style>' +
        '<style data-href="/assets/app-d.css">.d{color:black}</style>' +
        '<style data-href="/assets/page-c.css">.c{color:blue}</style>',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('links a stylesheet whose text it does not have (development, a later navigation)', () => {
    const html = render((href) => (href === '/assets/root-a.css' ? css[href] : undefined));
    expect(html).toContain('<style data-href="/assets/root-a.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/page-c.css"/>');
    expect(html).not.toContain('<style data-href="/assets/page-c.css">');
  });

  it('leaves out the routes below the one whose error boundary shows, as <Links> does', () => {
    const html = render((href) => css[href], { root: new Error('boom') });
    expect(html).not.toContain('page-c.css');
    expect(html).toContain('root-a.css');
  });

  it('hydrates with the text the server wrote, read back from the document', () => {
    const styles = [
      { getAttribute: () => '/assets/root-a.css', textContent: '.a{color:red}' },
      { getAttribute: () => '/assets/page-c.css', textContent: '.c{color:blue}' },
    ];
    const document = { head: { querySelectorAll: () => styles } } as unknown as Document;
    const text = inlinedStylesheets(document);
    expect(text('/assets/root-a.css')).toBe('.a{color:red}');
    expect(text('/assets/page-c.css')).toBe('.c{color:blue}');
    expect(text('/assets/other.css')).toBeUndefined();
  });
});

describe('the built stylesheets on the server', () => {
  const directory = mkdtempSync(join(tmpdir(), 'built-css-'));
  mkdirSync(join(directory, 'assets'));
  writeFileSync(join(directory, 'assets/root-a.css'), '.a{color:red}');
  writeFileSync(join(directory, 'secret.css'), '.secret{}');
  const text = builtStylesheets(`${directory}/`);

  it('reads a hashed file of the build’s /assets/', () => {
    expect(text('/assets/root-a.css')).toBe('.a{color:red}');
  });

  it('finds nothing outside /assets/, nor a file that is not there, so the page links it', () => {
    expect(text('/secret.css')).toBeUndefined();
    expect(text('/assets/../secret.css')).toBeUndefined();
    expect(text('/assets/missing.css')).toBeUndefined();
    expect(text('https://elsewhere.example/assets/root-a.css')).toBeUndefined();
  });

  it('inlines nothing without a build (development and tests)', () => {
    expect(builtStylesheets(undefined)('/assets/root-a.css')).toBeUndefined();
  });
});
