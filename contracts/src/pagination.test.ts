import { describe, expect, it } from 'vitest';
import { afterForStart, offsetCursor, offsetOfCursor } from './pagination.ts';

describe('positional cursors', () => {
  it('read back the position they were made for, and start a page right after it', () => {
    for (const offset of [0, 1, 23, 47, 9999]) expect(offsetOfCursor(offsetCursor(offset))).toBe(offset);
    expect(offsetOfCursor(null)).toBe(-1);
    expect(afterForStart(0)).toBeNull();
    expect(offsetOfCursor(afterForStart(48))).toBe(47);
  });

  it('refuse what they did not make', () => {
    for (const bad of ['', 'not base64!', btoa('at:-1'), btoa('at:1e3'), btoa('x:3'), btoa('at:12345678')]) {
      expect(offsetOfCursor(bad)).toBeUndefined();
    }
  });
});
