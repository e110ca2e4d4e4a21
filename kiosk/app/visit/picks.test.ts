import { describe, expect, it } from 'vitest';
import { MAX_PICKS, type Pick, addPick, removePick } from './picks';

const pick = (n: number): Pick => ({ productId: `P${n}`, variantId: `P${n}-1`, name: `Product ${n}`, brand: 'Lumi', imageUrl: '/images/x.png' });

describe('my picks', () => {
  it('keeps a shade once, in the order chosen, and removes it', () => {
    const picks = addPick(addPick([pick(1)], pick(2))!, pick(1))!;
    expect(picks.map((p) => p.variantId)).toEqual(['P1-1', 'P2-1']);
    expect(removePick(picks, 'P1-1').map((p) => p.variantId)).toEqual(['P2-1']);
  });

  it('holds no more than the website picks page takes', () => {
    let picks: Pick[] = [];
    for (let n = 0; n < MAX_PICKS; n += 1) picks = addPick(picks, pick(n))!;
    expect(addPick(picks, pick(99))).toBeUndefined();
  });
});
