// The block contract refuses what must never reach a page: links that run script or leave
// for another host, HTML-ish kinds, duplicate ids.
import { describe, expect, it } from 'vitest';
import { isSafeHref, storedBlocksSchema } from '@beauty/contracts/content';

const richText = (href: string) => [{ type: 'rich_text', id: 'text', nodes: [{ kind: 'paragraph', spans: [{ text: 'Read more', href }] }] }];

describe('content links', () => {
  it.each(['/about', '/pages/holiday-gift-guide', '/pages/categories/makeup?sort=newest#top', 'https://www.example.com/beauty', '/'])('accepts %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
    expect(storedBlocksSchema.safeParse(richText(href)).success).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example.com/login',
    '/\\evil.example.com',
    'http://example.com/',
    'https://user:pass@example.com/',
    'about',
    '../admin',
    '/pages/\nfoo',
    '',
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
    const parsed = storedBlocksSchema.safeParse(richText(href));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('A link is a site path starting with "/" or an https URL');
  });

  it('refuses the same in a call to action and an announcement link', () => {
    const hero = { type: 'hero_banner', id: 'h', heading: 'Hi', cta: { label: 'Go', href: 'javascript:void(0)' } };
    expect(storedBlocksSchema.safeParse([hero]).success).toBe(false);
    const announcement = { type: 'announcement', id: 'a', text: 'Hi', link: { label: 'Go', href: '//evil' } };
    expect(storedBlocksSchema.safeParse([announcement]).success).toBe(false);
  });
});

describe('blocks', () => {
  it('refuses an unknown kind, a rich text node that is not one of ours, and duplicate ids', () => {
    expect(storedBlocksSchema.safeParse([{ type: 'html', id: 'x', html: '<b>hi</b>' }]).success).toBe(false);
    expect(storedBlocksSchema.safeParse([{ type: 'rich_text', id: 'x', nodes: [{ kind: 'script', spans: [{ text: 'x' }] }] }]).success).toBe(false);
    const text = richText('/about')[0]!;
    expect(storedBlocksSchema.safeParse([text, text]).success).toBe(false);
  });

  it('fills the defaults a shopper-facing block needs', () => {
    const [hero] = storedBlocksSchema.parse([{ type: 'hero_banner', id: 'h', heading: 'Hi' }]);
    expect(hero).toEqual({ type: 'hero_banner', id: 'h', userSegments: [], heading: 'Hi', eyebrow: null, body: null, cta: null, theme: 'light', image: null });
  });

  it('keeps a carousel rule within bounds', () => {
    const carousel = (rule: object) => [{ type: 'product_carousel', id: 'c', heading: 'New', rule }];
    expect(storedBlocksSchema.safeParse(carousel({ kind: 'query', limit: 25 })).success).toBe(false);
    expect(storedBlocksSchema.safeParse(carousel({ kind: 'query', category: '../x' })).success).toBe(false);
    expect(storedBlocksSchema.safeParse(carousel({ kind: 'products', products: [] })).success).toBe(false);
    expect(storedBlocksSchema.parse(carousel({ kind: 'query' }))[0]).toMatchObject({ rule: { kind: 'query', sort: 'featured', limit: 12 } });
  });
});
