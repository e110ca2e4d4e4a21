import { describe, expect, it } from 'vitest';
import { cardNumberFrom, checkBarcode, gs1CheckDigit } from './barcode';
import { keyFromKeyboard, pressKey } from './keypad';

describe('barcode check', () => {
  it('accepts EAN-13, UPC-A and EAN-8 codes with a valid check digit', () => {
    expect(checkBarcode('4006381333931')).toEqual({ ok: true, code: '4006381333931' });
    expect(checkBarcode('036000291452')).toEqual({ ok: true, code: '036000291452' });
    expect(checkBarcode('96385074')).toEqual({ ok: true, code: '96385074' });
    // The kiosk's in-store codes: GS1 restricted circulation, prefix 2 (decision 0119).
    expect(gs1CheckDigit('200000000001')).toBe(5);
    expect(checkBarcode('2000000000015').ok).toBe(true);
    expect(checkBarcode('4006 3813 3393 1')).toEqual({ ok: true, code: '4006381333931' });
  });

  it('says which is wrong: the length, or a mistyped digit', () => {
    expect(checkBarcode('')).toEqual({ ok: false, reason: 'length' });
    expect(checkBarcode('12345')).toEqual({ ok: false, reason: 'length' });
    expect(checkBarcode('40063813339310')).toEqual({ ok: false, reason: 'length' });
    expect(checkBarcode('40063813339a1')).toEqual({ ok: false, reason: 'length' });
    expect(checkBarcode('4006381333932')).toEqual({ ok: false, reason: 'check-digit' });
    expect(checkBarcode('4006381333913')).toEqual({ ok: false, reason: 'check-digit' });
  });
});

describe('Beauty Pass card from a scan', () => {
  it('takes 11 digits as they are, or the one 11-digit run in a longer text', () => {
    expect(cardNumberFrom(' 60123456789 ')).toBe('60123456789');
    expect(cardNumberFrom('https://shop.example/beauty-pass?card=60123456789')).toBe('60123456789');
    expect(cardNumberFrom('6012345678')).toBeUndefined();
    expect(cardNumberFrom('601234567890')).toBeUndefined();
    expect(cardNumberFrom('60123456789 60123456780')).toBeUndefined();
  });
});

describe('the number pad', () => {
  it('types digits up to the length, deletes and clears', () => {
    let value = '';
    for (const key of ['1', '2', '3'] as const) value = pressKey(value, key, 2);
    expect(value).toBe('12');
    expect(pressKey(value, 'delete', 2)).toBe('1');
    expect(pressKey(value, 'clear', 2)).toBe('');
    expect(pressKey('', 'delete', 2)).toBe('');
  });

  it('maps a keyboard or a USB scanner onto the pad', () => {
    expect(keyFromKeyboard('7')).toBe('7');
    expect(keyFromKeyboard('Backspace')).toBe('delete');
    expect(keyFromKeyboard('a')).toBeUndefined();
  });
});
