// The close-up view of a generated product picture: what the product looks like out of its
// container, in the variant's colour — a swatch smear for colour makeup, a dollop for
// creams, drops for fragrance, oils and mists, bristles for brushes and tools.
import { shade, tint } from './product-image-colour.ts';
import type { Shape } from './product-image-shapes.ts';

type Texture = 'smear' | 'cream' | 'drops' | 'bristles';

function textureFor(shape: Shape, path: string): Texture {
  if (shape === 'brush') return 'bristles';
  if (['perfume', 'dropper', 'spray', 'nail', 'candle'].includes(shape)) return 'drops';
  if (/^makeup|^mini-size\/makeup/.test(path) || ['lipstick', 'gloss', 'pencil', 'mascara', 'compact', 'palette'].includes(shape)) return 'smear';
  return 'cream';
}

function smear(colour: string, seed: number): string {
  const lift = seed % 40;
  return `<path d="M96 ${330 - lift} C170 ${214 - lift} 300 ${250 - lift} 380 ${214 - lift} C450 ${184 - lift} 506 ${212 - lift} 512 ${250 - lift} C516 ${290 - lift} 450 ${300 - lift} 388 ${318 - lift} C300 ${344 - lift} 200 ${330 - lift} 132 ${392 - lift} C100 ${420 - lift} 70 ${370 - lift} 96 ${330 - lift} Z" fill="url(#body)"/>
<path d="M150 ${318 - lift} C220 ${262 - lift} 320 ${282 - lift} 420 ${238 - lift}" stroke="#ffffff" stroke-opacity="0.4" stroke-width="10" stroke-linecap="round" fill="none"/>
<path d="M120 ${430 - lift} C220 ${400 - lift} 330 ${440 - lift} 470 ${404 - lift}" stroke="${shade(colour, 0.1)}" stroke-width="26" stroke-linecap="round" fill="none" opacity="0.85"/>
<circle cx="474" cy="${450 - lift}" r="30" fill="${colour}" stroke="#ffffff" stroke-width="6"/>`;
}

function cream(colour: string): string {
  const light = tint(colour, 0.55);
  return `<ellipse cx="300" cy="430" rx="190" ry="34" fill="#000000" opacity="0.06"/>
<path d="M130 420 Q130 350 210 344 Q220 270 300 268 Q380 270 390 344 Q470 350 470 420 Q300 452 130 420 Z" fill="${light}"/>
<path d="M190 360 Q300 330 410 360" stroke="${tint(colour, 0.8)}" stroke-width="14" stroke-linecap="round" fill="none"/>
<path d="M246 298 Q300 270 354 298 Q300 316 262 300" stroke="#ffffff" stroke-opacity="0.7" stroke-width="8" stroke-linecap="round" fill="none"/>
<path d="M300 268 Q316 226 296 196 Q330 226 312 270 Z" fill="${light}"/>
<circle cx="236" cy="392" r="10" fill="#ffffff" opacity="0.6"/>`;
}

function drops(colour: string, seed: number): string {
  const drop = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r * 1.8} Q${x + r * 1.05} ${y - r * 0.4} ${x + r} ${y} A${r} ${r} 0 1 1 ${x - r} ${y} Q${x - r * 1.05} ${y - r * 0.4} ${x} ${y - r * 1.8} Z" fill="url(#body)" opacity="0.92"/>
<ellipse cx="${x - r * 0.35}" cy="${y - r * 0.2}" rx="${r * 0.18}" ry="${r * 0.35}" fill="#ffffff" opacity="0.6"/>`;
  const shift = seed % 30;
  return `<ellipse cx="300" cy="440" rx="200" ry="26" fill="${tint(colour, 0.45)}" opacity="0.7"/>
${drop(300, 330, 70)}
${drop(170 + shift, 250, 34)}
${drop(440 - shift, 220, 26)}
${drop(450, 380, 40)}
${drop(200, 400, 22)}`;
}

function bristles(colour: string): string {
  const lines = Array.from({ length: 23 }, (_, i) => {
    const angle = -55 + i * 5;
    return `<line x1="300" y1="470" x2="300" y2="150" stroke="${i % 2 ? colour : shade(colour, 0.18)}" stroke-width="9" stroke-linecap="round" transform="rotate(${angle} 300 470)"/>`;
  }).join('\n');
  return `${lines}
<rect x="250" y="420" width="100" height="60" rx="6" fill="url(#metal)"/>`;
}

export function texture(shape: Shape, path: string, colour: string, seed: number): string {
  switch (textureFor(shape, path)) {
    case 'smear':
      return smear(colour, seed);
    case 'cream':
      return cream(colour);
    case 'drops':
      return drops(colour, seed);
    case 'bristles':
      return bristles(colour);
  }
}
