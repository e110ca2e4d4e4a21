// Generated pictures for content blocks (hero banners, category tiles, overlays), like the
// product pictures of catalog/product-image.ts: no binary assets in the repository, and
// no page is blank. The key picks the motif (a gift for "gift", a membership card for
// "pass", a bottle for fragrance…) and, hashed, the palette; the size comes from the URL.
// A key ending in "-dark" gets a dark palette (for DARK-themed heroes). The block's alt
// text says what the picture shows.
import { hash32 } from '../catalog/seeded-hash.ts';
import type { ContentImage } from '@beauty/contracts/content';

/** /images/content/{key}-{w}x{h}.svg, served by content-image-routes.ts. */
export const contentImageUrl = (key: string, width: number, height: number) => `/images/content/${key}-${width}x${height}.svg`;

export const toContentImage = (image: { key: string; alt: string; width: number; height: number }): ContentImage => ({
  url: contentImageUrl(image.key, image.width, image.height),
  alt: image.alt,
  width: image.width,
  height: image.height,
});

const PALETTES: readonly [string, string, string][] = [
  ['#f6e3e1', '#e8b4b0', '#b5545c'],
  ['#efe6da', '#d8c0a0', '#8a6a45'],
  ['#e4efe9', '#a9cbb9', '#3f7a62'],
  ['#ebe6f4', '#bfb0de', '#5f4b8b'],
  ['#fbeed7', '#efc886', '#a86b12'],
  ['#e3ecf5', '#a8c2dd', '#35618e'],
];
/** For keys ending in "-dark": the picture behind a DARK-themed hero, so light text stays legible. */
const DARK_PALETTES: readonly [string, string, string][] = [
  ['#1f1d2b', '#3b3752', '#d9b26f'],
  ['#2a1a22', '#4a2c3a', '#e3a6b4'],
  ['#14232b', '#26404d', '#9fd0c7'],
];

type Motif = 'gift' | 'card' | 'bottle' | 'jar' | 'compact' | 'leaf' | 'store' | 'sparkle';

function motifFor(key: string): Motif {
  if (/gift|holiday/.test(key)) return 'gift';
  if (/pass|member|tier/.test(key)) return 'card';
  if (/fragrance|perfume/.test(key)) return 'bottle';
  if (/skincare|bath|body/.test(key)) return 'jar';
  if (/makeup|lip|face|eye/.test(key)) return 'compact';
  if (/hair|men|clean|new/.test(key)) return 'leaf';
  if (/about|store/.test(key)) return 'store';
  return 'sparkle';
}

/** The motif drawn in a 400×400 box; the caller scales and places it. */
function motif(kind: Motif, light: string, mid: string, dark: string): string {
  switch (kind) {
    case 'gift':
      return `<rect x="70" y="150" width="260" height="200" rx="14" fill="${mid}"/><rect x="55" y="110" width="290" height="60" rx="10" fill="${dark}"/>
<rect x="185" y="110" width="30" height="240" fill="${light}"/><path d="M200 110 C150 40 90 70 130 110 Z M200 110 C250 40 310 70 270 110 Z" fill="${dark}"/>`;
    case 'card':
      return `<rect x="40" y="110" width="320" height="200" rx="22" fill="${dark}"/><rect x="70" y="150" width="70" height="50" rx="8" fill="${mid}"/>
<rect x="70" y="250" width="180" height="14" rx="7" fill="${light}" opacity="0.8"/><circle cx="300" cy="170" r="28" fill="${light}" opacity="0.6"/>`;
    case 'bottle':
      return `<rect x="170" y="60" width="60" height="60" rx="8" fill="${dark}"/><rect x="110" y="115" width="180" height="240" rx="40" fill="${mid}"/>
<rect x="140" y="150" width="30" height="170" rx="15" fill="${light}" opacity="0.5"/>`;
    case 'jar':
      return `<rect x="90" y="120" width="220" height="60" rx="14" fill="${dark}"/><rect x="80" y="175" width="240" height="170" rx="30" fill="${mid}"/>
<rect x="140" y="225" width="120" height="70" rx="10" fill="${light}" opacity="0.8"/>`;
    case 'compact':
      return `<circle cx="200" cy="210" r="150" fill="${dark}"/><circle cx="200" cy="210" r="118" fill="${mid}"/><circle cx="160" cy="170" r="32" fill="${light}" opacity="0.45"/>`;
    case 'leaf':
      return `<path d="M200 340 C60 300 70 120 200 60 C330 120 340 300 200 340 Z" fill="${mid}"/><path d="M200 340 L200 110" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`;
    case 'store':
      return `<rect x="60" y="150" width="280" height="200" fill="${mid}"/><path d="M40 150 L200 60 L360 150 Z" fill="${dark}"/>
<path d="M110 350 V250 A40 40 0 0 1 190 250 V350 Z M210 350 V250 A40 40 0 0 1 290 250 V350 Z" fill="${light}"/>`;
    case 'sparkle':
      return `<path d="M200 40 L230 170 L360 200 L230 230 L200 360 L170 230 L40 200 L170 170 Z" fill="${mid}"/><circle cx="200" cy="200" r="30" fill="${dark}"/>`;
  }
}

export function contentImageSvg(key: string, width: number, height: number): string {
  const palettes = key.endsWith('-dark') ? DARK_PALETTES : PALETTES;
  const [light, mid, dark] = palettes[hash32(key, 'content-image') % palettes.length]!;
  const size = Math.min(width, height) * 0.8;
  // Wide banners keep the motif to the right, where the heading does not sit.
  const x = width > height * 1.3 ? width - size - width * 0.08 : (width - size) / 2;
  const y = (height - size) / 2;
  const dots = Array.from({ length: 6 }, (_, i) => {
    const h = hash32(key, 'dot', i);
    return `<circle cx="${((h % 1000) / 1000) * width}" cy="${(((h >>> 10) % 1000) / 1000) * height}" r="${(6 + (h % 7) * 6) * (size / 400)}" fill="${mid}" opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" aria-hidden="true">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}" stop-opacity="0.55"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${dots}
<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(size / 400).toFixed(4)})">${motif(motifFor(key), light, mid, dark)}</g>
</svg>`;
}
