import { describe, expect, it } from 'vitest';
import { MAX_PICKS, parsePicks, picksHref } from './picks-items';

const parse = (query: string) => parsePicks(new URLSearchParams(query));

describe('the items of a kiosk’s picks link', () => {
  it('keeps the kiosk’s order, ignoring blanks and spaces around ids', () => {
    expect(parse('items=P448733-2, P100001-1,,P2-3')).toEqual({ ids: ['P448733-2', 'P100001-1', 'P2-3'], invalid: 0, leftOut: 0 });
  });

  it('reads a comma written as %2C and repeated items parameters', () => {
    expect(parse('items=P1-1%2CP2-1&items=P3-1').ids).toEqual(['P1-1', 'P2-1', 'P3-1']);
  });

  it('counts entries that cannot be variant ids and never sends them on', () => {
    const parsed = parse(`items=P1-1,<script>,${'x'.repeat(80)},../P2,P2-1`);
    expect(parsed.ids).toEqual(['P1-1', 'P2-1']);
    expect(parsed.invalid).toBe(3);
  });

  it('asks for the same variant once', () => {
    expect(parse('items=P1-1,P2-1,P1-1').ids).toEqual(['P1-1', 'P2-1']);
  });

  it('takes the first 20 when there are more, and says how many were left out', () => {
    const ids = Array.from({ length: 23 }, (_, i) => `P${i}-1`);
    const parsed = parse(`items=${ids.join(',')}`);
    expect(parsed.ids).toEqual(ids.slice(0, MAX_PICKS));
    expect(parsed.leftOut).toBe(3);
  });

  it('is empty without an items parameter', () => {
    expect(parse('')).toEqual({ ids: [], invalid: 0, leftOut: 0 });
  });

  it('builds the path that parses back to the same ids', () => {
    const href = picksHref(['P1-1', 'P2-1']);
    expect(href).toBe('/picks?items=P1-1,P2-1');
    expect(parse(href.split('?')[1]!).ids).toEqual(['P1-1', 'P2-1']);
  });
});
