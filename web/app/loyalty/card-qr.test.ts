import { describe, expect, it } from 'vitest';
import { cardQr, QUIET_ZONE } from './card-qr';

/** The dark modules the path draws, read back as a matrix. */
function modules(qr: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: qr.size }, () => Array<boolean>(qr.size).fill(false));
  for (const [, x, y, width] of qr.path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(width); i += 1) grid[Number(y)]![Number(x) + i] = true;
  }
  return grid;
}

describe('the Beauty Pass card’s QR code', () => {
  it('is a version 1 code (21 modules) with the quiet zone around it, for an 11-digit card number', () => {
    const qr = cardQr('60123456789');
    expect(qr?.size).toBe(21 + 2 * QUIET_ZONE);
  });

  it('has the three finder squares in its corners and nothing dark in the quiet zone', () => {
    const grid = modules(cardQr('60123456789')!);
    const at = (x: number, y: number) => grid[y + QUIET_ZONE]![x + QUIET_ZONE];
    for (const [ox, oy] of [
      [0, 0],
      [14, 0],
      [0, 14],
    ] as const) {
      // A finder: a dark 7×7 ring, a light ring, a dark 3×3 centre.
      expect(at(ox, oy) && at(ox + 6, oy) && at(ox, oy + 6) && at(ox + 6, oy + 6)).toBe(true);
      expect(at(ox + 1, oy + 1)).toBe(false);
      expect(at(ox + 3, oy + 3)).toBe(true);
    }
    const border = grid.flatMap((row, y) =>
      row.filter((dark, x) => dark && (x < QUIET_ZONE || y < QUIET_ZONE || x >= grid.length - QUIET_ZONE || y >= grid.length - QUIET_ZONE)),
    );
    expect(border).toEqual([]);
  });

  it('differs from one card number to another', () => {
    expect(cardQr('60123456789')!.path).not.toBe(cardQr('60123456788')!.path);
  });

  it('is not drawn for anything but 11 digits', () => {
    for (const value of [null, undefined, '', '6012345678', '601234567890', '6012345678a', ' 60123456789']) expect(cardQr(value)).toBeNull();
  });
});
