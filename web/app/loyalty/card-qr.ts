// The Beauty Pass card as a QR code (decision 0119): a store kiosk's scanner reads the card
// number from the member's phone to start the kiosk sign-in. The code holds the 11 digits
// and nothing else, so any scanner that types what it reads types the card number. Drawn
// as SVG path data from uqr's module matrix: the same picture on the server and in the
// browser, no canvas, and it stays sharp at any size.
import { cardNumberSchema } from '@beauty/contracts/kiosk';
import { encode } from 'uqr';

/** The quiet zone the QR standard asks for around the code: four modules. */
export const QUIET_ZONE = 4;

export interface CardQr {
  /** Modules across, quiet zone included: the SVG's viewBox is 0 0 size size. */
  size: number;
  /** One rectangle per horizontal run of dark modules. */
  path: string;
}

/** The card's QR code, or null for anything that is not a card number (never a wrong code). */
export function cardQr(cardNumber: string | null | undefined): CardQr | null {
  const parsed = cardNumberSchema.safeParse(cardNumber);
  if (!parsed.success) return null;
  // Level M: a phone screen with a scratch or glare still reads, and 11 digits stay at version 1.
  const { data, size } = encode(parsed.data, { ecc: 'M', border: QUIET_ZONE });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size, path: runs.join('') };
}
