// Generated product pictures (decision 0117), so that no page is blank while the data set
// has no images: per product and variant, three views on a soft background in the
// variant's colour — the packshot (a container shaped for the category, the brand's
// initial on its label, the brand and the shade or size beneath), a close-up of the
// texture or shade, and the product standing before its box.
import type { ProductImageView } from '@beauty/contracts/product-images';
import { isHexColour, lightness, shade, tint } from './product-image-colour.ts';
import { drawShape, shapeFor, type Shape } from './product-image-shapes.ts';
import { texture } from './product-image-texture.ts';
import { hash32 } from './seeded-hash.ts';

export interface ImageProduct {
  id: string;
  name: string;
  brandName: string;
  categoryPath: string | null;
  /** The variant's swatch colour; without one the product gets a colour of its own. */
  swatchColor: string | null;
  /** The shade, size or type, printed under the brand (none for a product without variants). */
  variantName?: string | null;
}

const PALETTE = ['#d98f9a', '#c7a27c', '#8fb1a5', '#a99bc9', '#e0b16a', '#7fa7c9', '#c98ab4', '#9fbf7a', '#d4a19a', '#b48c6b'];

export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch]!);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The colour a picture is painted in: the variant's shade, else one the product always gets. */
export const imageColour = (product: Pick<ImageProduct, 'id' | 'swatchColor'>) =>
  isHexColour(product.swatchColor) ? product.swatchColor.toLowerCase() : PALETTE[hash32(product.id, 'image') % PALETTE.length]!;

function defs(colour: string): string {
  // A very dark shade tinted towards white is a dull grey: such products stand on a warm neutral.
  const [top, bottom] = lightness(colour) < 0.25 ? ['#f6f1ee', '#e3d9d3'] : [tint(colour, 0.9), tint(colour, 0.72)];
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, 0.22)}"/><stop offset="0.35" stop-color="${colour}"/><stop offset="0.55" stop-color="${tint(colour, 0.18)}"/><stop offset="1" stop-color="${shade(colour, 0.3)}"/></linearGradient>
<linearGradient id="cap" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#1d1b1e"/><stop offset="0.4" stop-color="#4a464c"/><stop offset="1" stop-color="#151316"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#a8843e"/><stop offset="0.45" stop-color="#f3e2b3"/><stop offset="1" stop-color="#9c7a3a"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.05"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.05"/></linearGradient>
<radialGradient id="powder" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${tint(colour, 0.25)}"/><stop offset="1" stop-color="${shade(colour, 0.12)}"/></radialGradient>
</defs>
<rect width="600" height="600" fill="url(#bg)"/>`;
}

function caption(brand: string, variant: string | null): string {
  const font = `font-family="'Helvetica Neue', Arial, sans-serif" text-anchor="middle" fill="#333333"`;
  const brandLine = `<text x="300" y="${variant ? 530 : 540}" ${font} font-size="24" letter-spacing="4">${escapeXml(clip(brand.toUpperCase(), 28))}</text>`;
  return variant ? `${brandLine}\n<text x="300" y="562" ${font} font-size="20">${escapeXml(clip(variant, 40))}</text>` : brandLine;
}

const shadow = `<ellipse cx="300" cy="472" rx="170" ry="16" fill="#000000" opacity="0.08"/>`;

/** The product standing before its carton, the box in a paler tone with the brand on it. */
function withBox(shape: Shape, colour: string, initial: string, brand: string): string {
  const face = tint(colour, 0.5);
  const name = escapeXml(clip(brand.toUpperCase(), 16));
  return `<path d="M300 140 L326 116 L494 116 L468 140 Z" fill="${tint(colour, 0.7)}"/>
<path d="M468 140 L494 116 L494 446 L468 470 Z" fill="${tint(colour, 0.3)}"/>
<rect x="300" y="140" width="168" height="330" fill="${face}"/>
<rect x="300" y="172" width="168" height="10" fill="${colour}"/>
<text x="420" y="250" font-family="Georgia, 'Times New Roman', serif" font-size="64" fill="${shade(colour, 0.35)}" text-anchor="middle" dominant-baseline="central">${initial}</text>
<text x="420" y="312" font-family="'Helvetica Neue', Arial, sans-serif" font-size="15" letter-spacing="2" fill="${shade(colour, 0.5)}" text-anchor="middle">${name}</text>
${shadow}
<g transform="translate(-78 47) scale(0.9)">${drawShape(shape, colour, initial)}</g>`;
}

export function productImageSvg(product: ImageProduct, view: ProductImageView = 'packshot'): string {
  const colour = imageColour(product);
  const initial = escapeXml([...product.brandName.trim()][0]?.toUpperCase() ?? '•');
  const shape = shapeFor(product.categoryPath ?? '');
  const variant = product.variantName?.trim() || null;
  const title = escapeXml(`${product.brandName} — ${product.name}${variant ? ` — ${variant}` : ''}`);
  const scene =
    view === 'texture'
      ? texture(shape, product.categoryPath ?? '', colour, hash32(product.id, 'texture'))
      : view === 'box'
        ? withBox(shape, colour, initial, product.brandName)
        : `${shadow}\n${drawShape(shape, colour, initial)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600" role="img" aria-label="${title}">
<title>${title}</title>
${defs(colour)}
${scene}
${caption(product.brandName, variant)}
</svg>`;
}
