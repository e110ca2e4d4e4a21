// Named shades with swatch colours for generated shade variants. The data set gives only
// each product's default shade, so its siblings are drawn from a palette that fits the
// product: skin tones for face makeup, lip and cheek colours, and eye/nail colours
// (shade-palettes.json).
import palettes from './shade-palettes.json' with { type: 'json' };

export interface Shade {
  name: string;
  hex: string;
}

/** Words in a shade name or description that tell its colour, checked in this order. */
const COLOUR_WORDS: [RegExp, string][] = [
  [/black|noir|onyx|jet/i, '#1b1b1b'],
  [/white|snow|ivory/i, '#f1ece4'],
  [/red|cherry|scarlet|ruby/i, '#b3202c'],
  [/coral/i, '#f0735a'],
  [/pink|rose|blush|petal/i, '#e39aa5'],
  [/berry|plum|wine|burgundy|mahogany/i, '#7a2943'],
  [/mauve|lilac|lavender/i, '#a87589'],
  [/purple|violet/i, '#6a4c93'],
  [/blue|navy|sapphire/i, '#34508c'],
  [/green|emerald|olive/i, '#2f7a5a'],
  [/gold|champagne|golden/i, '#c9a54c'],
  [/bronze|copper/i, '#a8733b'],
  [/silver|grey|gray|pearl/i, '#b9b9bf'],
  [/peach|apricot/i, '#f4a582'],
  [/brown|cocoa|chocolate|espresso|taupe|deep|rich/i, '#6b4430'],
  [/nude|beige|sand|tan|medium/i, '#c99a74'],
  [/fair|light|porcelain/i, '#efd2b8'],
];

/** The palette that suits a product from its category path (names, not slugs). */
export function paletteFor(categoryNames: readonly string[]): Shade[] {
  const path = categoryNames.join(' / ').toLowerCase();
  if (/\bface\b|foundation|concealer|powder|complexion|tinted/.test(path)) return palettes.skin;
  if (/\blip|cheek|blush/.test(path)) return palettes.lipAndCheek;
  return palettes.eyeAndNail;
}

/** A swatch colour read from a shade's own words, when they name one. */
export function colourFromWords(...texts: readonly (string | null)[]): string | null {
  const words = texts.filter(Boolean).join(' ');
  for (const [pattern, hex] of COLOUR_WORDS) if (pattern.test(words)) return hex;
  return null;
}
