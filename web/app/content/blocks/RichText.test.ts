// The rich-text renderer as a shopper's browser gets it from the server: one element per
// node kind, and no link content could smuggle in.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichTextNodes } from './RichText';

type Nodes = Parameters<typeof RichTextNodes>[0]['nodes'];

const span = (text: string, extra: { bold?: boolean; italic?: boolean; href?: string | null } = {}) => ({
  text,
  bold: false,
  italic: false,
  href: null,
  ...extra,
});

function render(nodes: unknown[]): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(RichTextNodes, { nodes: nodes as Nodes })));
}

describe('RichTextNodes', () => {
  it('renders each node kind with its element and groups bullets in one list', () => {
    const html = render([
      { kind: 'HEADING_2', spans: [span('Gift tips')] },
      { kind: 'PARAGRAPH', spans: [span('Wrap it '), span('twice', { bold: true }), span(' or ', {}), span('not', { italic: true })] },
      { kind: 'BULLET', spans: [span('Minis')] },
      { kind: 'BULLET', spans: [span('Sets')] },
      { kind: 'QUOTE', spans: [span('Glow on')] },
      { kind: 'HEADING_3', spans: [span('More')] },
    ]);
    expect(html).toBe(
      '<h2>Gift tips</h2><p>Wrap it <strong>twice</strong> or <em>not</em></p><ul><li>Minis</li><li>Sets</li></ul>' +
        '<blockquote>Glow on</blockquote><h3>More</h3>',
    );
  });

  it('links site paths and https URLs, and shows anything else as text', () => {
    const html = render([
      {
        kind: 'PARAGRAPH',
        spans: [
          span('About', { href: '/about' }),
          span('Care', { href: 'https://example.com/care' }),
          span('Click', { href: 'javascript:alert(1)' }),
          span('Data', { href: 'data:text/html,<script>alert(1)</script>' }),
          span('Other', { href: '//evil.example' }),
        ],
      },
    ]);
    expect(html).toContain('<a href="/about"');
    // An https link leaves the shop in a new tab and says so to a screen reader (SmartLink).
    expect(html).toContain('<a href="https://example.com/care" target="_blank" rel="noopener noreferrer">Care<span class="visually-hidden">');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:');
    expect(html).not.toContain('evil.example');
    expect(html).toContain('ClickDataOther</p>');
  });

  it('escapes markup in text', () => {
    expect(render([{ kind: 'PARAGRAPH', spans: [span('<img src=x onerror=alert(1)>')] }])).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
