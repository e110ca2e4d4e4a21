import { describe, expect, it } from 'vitest';
import { asStoredBarcode, assignBarcodes, barcodeFor, gs1CheckDigit, hasValidCheckDigit } from './barcode.ts';

describe('barcodes', () => {
  it('computes the GS1 check digit of real packs', () => {
    expect(gs1CheckDigit('400638133393')).toBe(1); // EAN-13 4006381333931
    expect(gs1CheckDigit('03600029145')).toBe(2); // UPC-A 036000291452
    expect(gs1CheckDigit('9638507')).toBe(4); // EAN-8 96385074
    expect(hasValidCheckDigit('4006381333931')).toBe(true);
    expect(hasValidCheckDigit('4006381333932')).toBe(false);
  });

  it('gives a variant the same in-store EAN-13 every time, with a valid check digit', () => {
    const code = barcodeFor('P448733-2');
    expect(code).toMatch(/^2\d{12}$/);
    expect(hasValidCheckDigit(code)).toBe(true);
    expect(barcodeFor('P448733-2')).toBe(code);
    expect(barcodeFor('P448733-3')).not.toBe(code);
    expect(barcodeFor('P448733-2', 1)).not.toBe(code);
    expect(hasValidCheckDigit(barcodeFor('P448733-2', 1))).toBe(true);
  });

  it('keeps codes unique when two variants would share one', () => {
    const ids = Array.from({ length: 2_000 }, (_, i) => `P${i}-1`);
    const codes = assignBarcodes(ids);
    expect(new Set(codes.values()).size).toBe(ids.length);
    expect(codes.get('P7-1')).toBe(barcodeFor('P7-1'));
    // A clash forced by hand: the first in id order keeps its code, the next takes its attempt 1.
    const clashing = (id: string, attempt: number) => (attempt === 0 ? barcodeFor('same') : barcodeFor(id, attempt));
    const forced = assignBarcodes(['P2-1', 'P1-1'], clashing);
    expect(forced.get('P1-1')).toBe(barcodeFor('same'));
    expect(forced.get('P2-1')).toBe(barcodeFor('P2-1', 1));
  });

  it('reads a 12-digit UPC-A as the EAN-13 with a leading zero', () => {
    expect(asStoredBarcode('036000291452')).toBe('0036000291452');
    expect(asStoredBarcode('2123456789012')).toBe('2123456789012');
  });
});
