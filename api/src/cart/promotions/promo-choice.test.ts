import { describe, expect, it } from 'vitest';
import { choosePromo } from './promo-choice.ts';

const money = (amount: number) => ({ amount, currency: 'SGD' });

describe('choosePromo (one promo per order)', () => {
  it('replaces the bag’s code with one that saves strictly more', () => {
    expect(choosePromo({ code: 'WELCOME10', discount: 700 }, { code: 'SAVE10', discount: 1000 }, 'SGD')).toEqual({
      replaces: true,
      choice: { kept: 'SAVE10', keptDiscount: money(1000), dropped: 'WELCOME10', droppedDiscount: money(700) },
    });
  });

  it('keeps the bag’s code when the tried one saves less, or the same', () => {
    const worse = choosePromo({ code: 'SAVE10', discount: 1000 }, { code: 'WELCOME10', discount: 700 }, 'SGD');
    expect(worse).toEqual({ replaces: false, choice: { kept: 'SAVE10', keptDiscount: money(1000), dropped: 'WELCOME10', droppedDiscount: money(700) } });
    const tie = choosePromo({ code: 'SAVE10', discount: 1000 }, { code: 'WELCOME10', discount: 1000 }, 'SGD');
    expect(tie.replaces).toBe(false);
    expect(tie.choice.kept).toBe('SAVE10');
  });

  it('lets any code that saves something replace one that stopped applying (saving 0)', () => {
    expect(choosePromo({ code: 'BIGSPEND', discount: 0 }, { code: 'WELCOME10', discount: 1 }, 'SGD').replaces).toBe(true);
    expect(choosePromo({ code: 'BIGSPEND', discount: 0 }, { code: 'CLINIQUE20', discount: 0 }, 'SGD').replaces).toBe(false);
  });
});
