// Named shades with swatch colours for generated shade variants. The data set gives only
// each product's default shade, so its siblings are drawn from a palette that fits the
// product: skin tones for face makeup, lip and cheek colours, and eye/nail colours.

export interface Shade {
  name: string;
  hex: string;
}

const SKIN: Shade[] = [
  { name: '100 Porcelain', hex: '#f6e0cf' },
  { name: '110 Fair Cool', hex: '#f3d9c4' },
  { name: '120 Fair Neutral', hex: '#efd2b8' },
  { name: '140 Light Warm', hex: '#e8c4a0' },
  { name: '160 Light Neutral', hex: '#e2bc98' },
  { name: '200 Light Medium', hex: '#d8ab84' },
  { name: '220 Medium Cool', hex: '#cc9d78' },
  { name: '240 Medium Warm', hex: '#c6915f' },
  { name: '260 Medium Olive', hex: '#bb8a5c' },
  { name: '300 Tan', hex: '#ae7a4f' },
  { name: '320 Tan Golden', hex: '#a46e43' },
  { name: '360 Deep Warm', hex: '#8c5a36' },
  { name: '400 Deep Neutral', hex: '#7a4b2e' },
  { name: '440 Rich Cool', hex: '#643b25' },
  { name: '480 Espresso', hex: '#4e2d1c' },
];

const LIP_AND_CHEEK: Shade[] = [
  { name: 'Bare Nude', hex: '#c99a86' },
  { name: 'Rosewood', hex: '#a8605e' },
  { name: 'Petal Pink', hex: '#e8a0a8' },
  { name: 'Classic Red', hex: '#b3202c' },
  { name: 'Coral Crush', hex: '#f0735a' },
  { name: 'Berry Bliss', hex: '#8a2d4f' },
  { name: 'Mauve Moment', hex: '#a87589' },
  { name: 'Peach Glow', hex: '#f4a582' },
  { name: 'Brick', hex: '#9c3d2c' },
  { name: 'Plum', hex: '#6b2548' },
  { name: 'Fuchsia Pop', hex: '#d63384' },
  { name: 'Cinnamon', hex: '#9a5b3e' },
  { name: 'Toffee', hex: '#a9765a' },
  { name: 'Wine', hex: '#5e1a2a' },
  { name: 'Rose Gold', hex: '#c98f86' },
];

const EYE_AND_NAIL: Shade[] = [
  { name: 'Jet Black', hex: '#1b1b1b' },
  { name: 'Espresso Brown', hex: '#4a3024' },
  { name: 'Taupe', hex: '#8b7d70' },
  { name: 'Champagne', hex: '#e8d3a9' },
  { name: 'Bronze', hex: '#a8733b' },
  { name: 'Olive', hex: '#6b6b3a' },
  { name: 'Navy', hex: '#22315c' },
  { name: 'Emerald', hex: '#1f7a5a' },
  { name: 'Violet', hex: '#6a4c93' },
  { name: 'Copper', hex: '#b06a3b' },
  { name: 'Soft Grey', hex: '#9a9a9e' },
  { name: 'Sky Blue', hex: '#6fa8dc' },
  { name: 'Gold Dust', hex: '#c9a54c' },
  { name: 'Plum Smoke', hex: '#5c3a4e' },
  { name: 'Ivory', hex: '#f1e8d6' },
];

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
  if (/\bface\b|foundation|concealer|powder|complexion|tinted/.test(path)) return SKIN;
  if (/\blip|cheek|blush/.test(path)) return LIP_AND_CHEEK;
  return EYE_AND_NAIL;
}

/** A swatch colour read from a shade's own words, when they name one. */
export function colourFromWords(...texts: readonly (string | null)[]): string | null {
  const words = texts.filter(Boolean).join(' ');
  for (const [pattern, hex] of COLOUR_WORDS) if (pattern.test(words)) return hex;
  return null;
}
