import { describe, expect, it } from 'vitest';
import { entityTagOf } from './entity-tags.ts';

describe('entity tags', () => {
  const tag = entityTagOf('{"products":[]}');

  it('are the same for the same bytes, as text or Buffer, and quoted', () => {
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(entityTagOf(Buffer.from('{"products":[]}'))).toBe(tag);
    expect(entityTagOf('{"products":[1]}')).not.toBe(tag);
  });
});
