// A typed or scanned pack barcode, checked before it goes to the gateway: EAN-8, UPC-A
// (12) or EAN-13 digits (contracts/src/kiosk.ts barcodeSchema) with a valid GS1 check
// digit, so a mistyped digit says "check the digits" at once instead of "unknown product".
export type BarcodeCheck = { ok: true; code: string } | { ok: false; reason: 'length' | 'check-digit' };

/** GS1's check digit over the digits before it: weights 3 and 1 alternating from the right. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function checkBarcode(input: string): BarcodeCheck {
  const code = input.replace(/[\s-]/g, '');
  if (!/^(\d{8}|\d{12}|\d{13})$/.test(code)) return { ok: false, reason: 'length' };
  if (gs1CheckDigit(code.slice(0, -1)) !== Number(code.at(-1))) return { ok: false, reason: 'check-digit' };
  return { ok: true, code };
}

/** A Beauty Pass card number (11 digits), typed or read from the member's QR code. */
export function cardNumberFrom(scanned: string): string | undefined {
  const text = scanned.trim();
  if (/^\d{11}$/.test(text)) return text;
  // The QR code may carry more than the number (a URL or a prefix): its only 11-digit run.
  const runs = text.match(/(?<!\d)\d{11}(?!\d)/g);
  return runs?.length === 1 ? runs[0] : undefined;
}
