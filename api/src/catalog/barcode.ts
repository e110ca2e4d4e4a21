// The packs' barcodes (issue 18, decision 0119). The data set has none, so each variant gets
// an EAN-13 in GS1's restricted-circulation range (first digit 2: numbers a retailer may give
// its own goods for use in its own stores, never clashing with a manufacturer's), derived
// from the variant id so every database seeds the same codes. Migration 0097 computes the
// very same digits in SQL for a catalogue seeded before barcodes existed: md5 is in both.
import { createHash } from 'node:crypto';

/** The GS1 check digit of 7, 11 or 12 digits (EAN-8, UPC-A, EAN-13 without their last). */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  // Weights 3, 1, 3, … from the rightmost digit of the body.
  for (let i = 0; i < body.length; i += 1) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function hasValidCheckDigit(code: string): boolean {
  return /^\d{8,14}$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/**
 * The variant's EAN-13: "2", eleven digits from md5(id) (or md5("id#attempt") when an earlier
 * variant already holds that number; see assignBarcodes), and the check digit.
 */
export function barcodeFor(variantId: string, attempt = 0): string {
  const hex = createHash('md5')
    .update(attempt === 0 ? variantId : `${variantId}#${attempt}`)
    .digest('hex');
  const digits = (BigInt(`0x${hex.slice(0, 15)}`) % 100_000_000_000n).toString().padStart(11, '0');
  const body = `2${digits}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/**
 * Codes for many variants, unique: in id order, each takes its first attempt no earlier
 * variant holds. With eleven digits a clash is rare (about one in 40 at 50,000 variants), but
 * the column is unique, so the rare one must not fail a seed.
 */
export function assignBarcodes(variantIds: readonly string[], codeOf: (id: string, attempt: number) => string = barcodeFor): Map<string, string> {
  const taken = new Set<string>();
  const codes = new Map<string, string>();
  for (const id of [...variantIds].sort()) {
    let attempt = 0;
    let code = codeOf(id, 0);
    while (taken.has(code)) code = codeOf(id, ++attempt);
    taken.add(code);
    codes.set(id, code);
  }
  return codes;
}

/** What a scanner or a keypad gave, as the EAN-13 (or EAN-8) we store: a UPC-A is an EAN-13 with a leading 0. */
export const asStoredBarcode = (code: string): string => (code.length === 12 ? `0${code}` : code);
