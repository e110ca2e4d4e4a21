// Colour arithmetic for the generated product pictures: #rrggbb in, #rrggbb out.

const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const toHex = (values: number[]) =>
  `#${values
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mixes towards white (amount 0..1). */
export const tint = (hex: string, amount: number) => toHex(channels(hex).map((c) => c + (255 - c) * amount));

/** Mixes towards black (amount 0..1). */
export const shade = (hex: string, amount: number) => toHex(channels(hex).map((c) => c * (1 - amount)));

/** Relative lightness 0..1, to choose legible ink over a colour. */
export function lightness(hex: string): number {
  const [r, g, b] = channels(hex) as [number, number, number];
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export const isHexColour = (value: string | null | undefined): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);
