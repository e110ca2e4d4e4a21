// A generated product picture, so that no page is blank while the data set has no
// images: a soft background, a container shaped for the category (perfume bottle,
// lipstick, compact, jar, pump bottle, brush) in the product's colour, the brand's
// initial on its label and the brand's name beneath.
import { hash32 } from './seed/seeded-hash.ts';

export interface ImageProduct {
  id: string;
  name: string;
  brandName: string;
  categoryPath: string | null;
  swatchColor: string | null;
}

const PALETTE = ['#d98f9a', '#c7a27c', '#8fb1a5', '#a99bc9', '#e0b16a', '#7fa7c9', '#c98ab4', '#9fbf7a', '#d4a19a', '#b48c6b'];

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

/** Mixes a #rrggbb colour towards white (amount 0..1). */
function tint(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels.map((c) => Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0')).join('')}`;
}

function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels.map((c) => Math.round(c * (1 - amount)).toString(16).padStart(2, '0')).join('')}`;
}

type Shape = 'perfume' | 'lipstick' | 'compact' | 'jar' | 'pump' | 'brush';

function shapeFor(path: string): Shape {
  if (/^fragrance|\/fragrance|perfume|cologne/.test(path)) return 'perfume';
  if (/lip/.test(path)) return 'lipstick';
  if (/^makeup/.test(path)) return 'compact';
  if (/brush|tools|accessor/.test(path)) return 'brush';
  if (/^skincare|moistur|mask|eye-care/.test(path)) return 'jar';
  return 'pump';
}

function container(shape: Shape, colour: string, initial: string): string {
  const dark = shade(colour, 0.35);
  const label = (x: number, y: number, size: number) =>
    `<text x="${x}" y="${y}" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" fill="${dark}" text-anchor="middle" dominant-baseline="central">${initial}</text>`;
  switch (shape) {
    case 'perfume':
      return `<rect x="270" y="150" width="60" height="50" rx="6" fill="${dark}"/>
<rect x="285" y="195" width="30" height="25" fill="${shade(colour, 0.15)}"/>
<rect x="190" y="215" width="220" height="230" rx="36" fill="${colour}" opacity="0.92"/>
<rect x="215" y="240" width="40" height="180" rx="20" fill="#ffffff" opacity="0.25"/>
<rect x="240" y="295" width="120" height="70" rx="8" fill="#ffffff" opacity="0.85"/>${label(300, 330, 44)}`;
    case 'lipstick':
      return `<path d="M262 160 L338 185 L338 260 L262 260 Z" fill="${colour}"/>
<rect x="250" y="255" width="100" height="50" rx="6" fill="#d9c089"/>
<rect x="240" y="300" width="120" height="160" rx="10" fill="${dark}"/>${label(300, 380, 52).replace(`fill="${dark}"`, 'fill="#f5eee6"')}`;
    case 'compact':
      return `<ellipse cx="300" cy="360" rx="150" ry="40" fill="${dark}" opacity="0.25"/>
<circle cx="300" cy="300" r="140" fill="${dark}"/>
<circle cx="300" cy="300" r="112" fill="${colour}"/>
<circle cx="260" cy="260" r="30" fill="#ffffff" opacity="0.25"/>${label(300, 300, 72).replace(`fill="${dark}"`, 'fill="#ffffff"')}`;
    case 'jar':
      return `<rect x="180" y="200" width="240" height="60" rx="14" fill="${dark}"/>
<rect x="170" y="255" width="260" height="180" rx="30" fill="${colour}"/>
<rect x="230" y="305" width="140" height="80" rx="10" fill="#ffffff" opacity="0.85"/>${label(300, 345, 48)}`;
    case 'brush':
      return `<path d="M270 150 Q300 110 330 150 L322 250 L278 250 Z" fill="${colour}"/>
<rect x="276" y="245" width="48" height="45" rx="4" fill="#c9c9cf"/>
<path d="M282 288 L318 288 L310 470 Q300 482 290 470 Z" fill="${dark}"/>${label(300, 400, 30).replace(`fill="${dark}"`, 'fill="#f5eee6"')}`;
    case 'pump':
      return `<rect x="292" y="120" width="16" height="60" fill="${dark}"/>
<rect x="250" y="110" width="70" height="18" rx="6" fill="${dark}"/>
<rect x="265" y="175" width="70" height="40" rx="8" fill="${dark}"/>
<rect x="215" y="210" width="170" height="250" rx="28" fill="${colour}"/>
<rect x="240" y="280" width="120" height="90" rx="10" fill="#ffffff" opacity="0.85"/>${label(300, 325, 48)}`;
  }
}

export function productImageSvg(product: ImageProduct): string {
  const colour = product.swatchColor ?? PALETTE[hash32(product.id, 'image') % PALETTE.length]!;
  const initial = escapeXml([...product.brandName.trim()][0]?.toUpperCase() ?? '•');
  // Upper-cased before escaping: "&amp;" must not become the invalid entity "&AMP;".
  const brandName = product.brandName.toUpperCase();
  const brand = escapeXml(brandName.length > 28 ? `${brandName.slice(0, 27)}…` : brandName);
  const title = escapeXml(`${product.brandName} — ${product.name}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="bg-${escapeXml(product.id)}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(colour, 0.9)}"/><stop offset="1" stop-color="${tint(colour, 0.75)}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#bg-${escapeXml(product.id)})"/>
<ellipse cx="300" cy="470" rx="170" ry="18" fill="#000000" opacity="0.06"/>
${container(shapeFor(product.categoryPath ?? ''), colour, initial)}
<text x="300" y="540" font-family="'Helvetica Neue', Arial, sans-serif" font-size="24" letter-spacing="4" fill="#333333" text-anchor="middle">${brand}</text>
</svg>`;
}
