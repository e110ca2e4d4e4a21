import { describe, expect, it } from 'vitest';
import { HOP_SECRET_HEADER, hopHeaders, isRequestId, newRequestId, REQUEST_ID_HEADER, requestIdFor } from './request-id.ts';

describe('request ids', () => {
  it('are 16 upper-case hex digits, different every time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newRequestId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(isRequestId(id)).toBe(true);
  });

  it('take a well-formed id from the previous hop, and make one for anything else', () => {
    const ours = newRequestId();
    expect(requestIdFor({ [REQUEST_ID_HEADER]: ours })).toBe(ours);
    for (const made of ['', 'abc', ours.toLowerCase(), `${ours}0`, 'x'.repeat(5000), '0123456789ABCDE\n']) {
      const id = requestIdFor({ [REQUEST_ID_HEADER]: made });
      expect(id).not.toBe(made);
      expect(isRequestId(id)).toBe(true);
    }
  });

  it('with INTERNAL_HOP_SECRET set, take the id only from a hop that carries the secret', () => {
    const hopSecret = 'a-secret-the-hops-share-0123456789';
    const ours = newRequestId();
    expect(requestIdFor({ ...hopHeaders(ours, { hopSecret }) }, { hopSecret })).toBe(ours);
    expect(requestIdFor({ [REQUEST_ID_HEADER]: ours }, { hopSecret })).not.toBe(ours);
    expect(requestIdFor({ [REQUEST_ID_HEADER]: ours, [HOP_SECRET_HEADER]: 'a-guess' }, { hopSecret })).not.toBe(ours);
  });
});
