import { describe, expect, it } from 'vitest';
import { chosenSegments, parseSegments, previewSearch } from './preview-params';

describe('parseSegments', () => {
  it('reads a comma list and repeated segment params, without duplicates', () => {
    expect(parseSegments(new URLSearchParams('segments=gold,new-customer&segment=gold&segment=vip'))).toEqual(['gold', 'new-customer', 'vip']);
  });

  it('drops what cannot be a segment id', () => {
    expect(parseSegments(new URLSearchParams('segments=,<b>,gold,a b'))).toEqual(['gold']);
    expect(parseSegments(new URLSearchParams(''))).toEqual([]);
  });
});

describe('previewSearch', () => {
  it('puts the locale and the segments in the query, dropping a token', () => {
    const query = previewSearch(new URLSearchParams('token=x&segment=a&other=1'), {
      country: 'TH',
      language: 'th',
      segments: ['gold', 'vip'],
    });
    expect(query).toBe('?other=1&country_code=TH&language=th&segments=gold,vip');
  });

  it('keeps an empty segments parameter when none is chosen', () => {
    const query = previewSearch(new URLSearchParams('segments=a'), { country: 'SG', language: 'en', segments: [] });
    expect(query).toBe('?segments=&country_code=SG&language=en');
    expect(chosenSegments(new URLSearchParams(query))).toEqual([]);
  });

  it('chooses nothing when the URL has no segments parameter', () => {
    expect(chosenSegments(new URLSearchParams('country_code=SG'))).toBeUndefined();
    expect(chosenSegments(new URLSearchParams('segment=gold'))).toEqual(['gold']);
  });
});
