import { describe, expect, it } from 'vitest';
import { classifyHref } from './rich-text-href';

describe('classifyHref', () => {
  it('keeps site paths for the router, query and hash included', () => {
    expect(classifyHref('/pages/summer-glow')).toEqual({ kind: 'site', path: '/pages/summer-glow' });
    expect(classifyHref('/brands/fenty-beauty?sort=NEWEST#top')).toEqual({ kind: 'site', path: '/brands/fenty-beauty?sort=NEWEST#top' });
  });

  it('lets absolute https links open normally', () => {
    expect(classifyHref('https://example.com/care')).toEqual({ kind: 'external', url: 'https://example.com/care' });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'http://example.com',
    '//evil.example/x',
    '/\\evil.example',
    'mailto:a@b.c',
    'pages/relative',
    '',
    null,
    undefined,
  ])('treats %j as plain text', (href) => {
    expect(classifyHref(href)).toEqual({ kind: 'unsafe' });
  });
});
