// The containers of the generated product pictures, one per kind of product, drawn on a
// 600×600 canvas centred on x=300 and standing on y=470. They paint with the gradients
// product-image.ts defines: #body (the product's colour, lit as a cylinder), #cap (a dark
// lacquered cap), #metal (gold trim) and #glass (a highlight).
import { shade, tint } from './product-image-colour.ts';

export type Shape =
  | 'perfume'
  | 'lipstick'
  | 'gloss'
  | 'pencil'
  | 'mascara'
  | 'compact'
  | 'palette'
  | 'nail'
  | 'dropper'
  | 'tube'
  | 'jar'
  | 'pump'
  | 'spray'
  | 'candle'
  | 'brush'
  | 'gift';

/** The kind of container a category path calls for (the seed's paths, e.g. makeup/eye/mascara). */
export function shapeFor(path: string): Shape {
  const rules: [RegExp, Shape][] = [
    [/gift-sets|^gifts|\/face-sets|\/eye-sets/, 'gift'],
    [/candle|diffuser/, 'candle'],
    [/nail/, 'nail'],
    [/mascara|false-eyelashes/, 'mascara'],
    [/eyeliner|eyebrow|lip-liner|sharpener/, 'pencil'],
    [/lip-gloss|liquid-lipstick|lip-stain|lip-balm/, 'gloss'],
    [/lip/, 'lipstick'],
    [/palette|eyeshadow|contour/, 'palette'],
    [/cheek|blush|bronzer|highlighter|setting-spray-powder/, 'compact'],
    [/hair-spray|dry-shampoo|body-mist|mists-essences/, 'spray'],
    [/fragrance|perfume|cologne|rollerball/, 'perfume'],
    [/serum|face-oil|hair-oil|facial-peels|eye-primer/, 'dropper'],
    [/brush|tools|accessor|tweezer|sponge|curler|roller|high-tech|travel-cases/, 'brush'],
    [/foundation|concealer|bb-cc|tinted-moisturizer|face-primer/, 'pump'],
    [/cleanser|face-wash|exfoliat|scrub|shampoo|conditioner|sunscreen|hand-cream|body-wash|hair-styling|leave-in|self-tanner|shaving|makeup-removers/, 'tube'],
    [/moistur|mask|eye-cream|night-cream|decollete|lip-balms|hair-masks|^skincare/, 'jar'],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'pump';
}

/** A label with the brand's initial, in ink that reads on it. */
const label = (x: number, y: number, w: number, h: number, initial: string, ink: string, size = 44) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#ffffff" opacity="0.9"/>
<text x="${x + w / 2}" y="${y + h / 2}" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" fill="${ink}" text-anchor="middle" dominant-baseline="central">${initial}</text>`;

const mark = (x: number, y: number, initial: string, fill: string, size: number) =>
  `<text x="${x}" y="${y}" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${initial}</text>`;

const highlight = (x: number, y: number, w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="url(#glass)"/>`;

export function drawShape(shape: Shape, colour: string, initial: string): string {
  const ink = shade(colour, 0.45);
  switch (shape) {
    case 'perfume':
      return `<rect x="262" y="118" width="76" height="72" rx="10" fill="url(#cap)"/>
<rect x="284" y="186" width="32" height="26" fill="url(#metal)"/>
<rect x="180" y="208" width="240" height="262" rx="40" fill="url(#body)" opacity="0.94"/>
<rect x="194" y="222" width="212" height="234" rx="30" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/>
${highlight(206, 236, 24, 196)}${label(236, 300, 128, 82, initial, ink)}`;
    case 'lipstick':
      return `<path d="M268 262 L268 152 Q270 128 296 118 L332 138 L332 262 Z" fill="url(#body)"/>
${highlight(276, 150, 10, 100)}
<rect x="256" y="258" width="88" height="56" rx="4" fill="url(#metal)"/>
<rect x="244" y="310" width="112" height="160" rx="8" fill="url(#cap)"/>
<rect x="244" y="310" width="112" height="8" fill="url(#metal)"/>${mark(300, 395, initial, '#f5eee6', 52)}`;
    case 'gloss':
      return `<rect x="268" y="108" width="64" height="150" rx="10" fill="url(#cap)"/>
<rect x="268" y="246" width="64" height="12" fill="url(#metal)"/>
<rect x="262" y="256" width="76" height="214" rx="22" fill="url(#body)"/>
${highlight(272, 270, 10, 180)}${mark(300, 365, initial, tint(colour, 0.85), 40)}`;
    case 'pencil':
      return `<path d="M300 104 L312 140 L288 140 Z" fill="${shade(colour, 0.15)}"/>
<path d="M288 140 L312 140 L326 196 L274 196 Z" fill="#e6c49b"/>
<path d="M288 140 L312 140 L306 118 L294 118 Z" fill="${colour}"/>
<rect x="274" y="194" width="52" height="276" rx="6" fill="url(#cap)"/>
<rect x="274" y="424" width="52" height="18" fill="${colour}"/>
<rect x="360" y="250" width="56" height="220" rx="8" fill="url(#cap)"/>
<rect x="360" y="250" width="56" height="14" fill="url(#metal)"/>${mark(300, 320, initial, '#f5eee6', 34)}`;
    case 'mascara':
      return `<rect x="250" y="112" width="60" height="190" rx="12" fill="url(#cap)"/>
<rect x="250" y="292" width="60" height="12" fill="url(#metal)"/>
<rect x="244" y="302" width="72" height="168" rx="20" fill="url(#body)"/>
${highlight(254, 316, 10, 130)}
<g transform="rotate(18 380 300)"><rect x="374" y="150" width="12" height="200" rx="4" fill="url(#cap)"/><rect x="376" y="340" width="8" height="60" fill="#b9b9c0"/>
<rect x="364" y="396" width="32" height="74" rx="14" fill="${colour}"/>
<path d="M364 408 H396 M364 420 H396 M364 432 H396 M364 444 H396 M364 456 H396" stroke="${shade(colour, 0.4)}" stroke-width="3"/></g>${mark(280, 210, initial, '#f5eee6', 36)}`;
    case 'compact':
      return `<ellipse cx="300" cy="440" rx="160" ry="34" fill="#000000" opacity="0.08"/>
<circle cx="300" cy="300" r="150" fill="url(#cap)"/>
<circle cx="300" cy="300" r="150" fill="none" stroke="url(#metal)" stroke-width="6"/>
<circle cx="300" cy="300" r="118" fill="url(#powder)"/>
<circle cx="300" cy="300" r="80" fill="none" stroke="${shade(colour, 0.12)}" stroke-width="2" opacity="0.6"/>
<circle cx="300" cy="300" r="46" fill="none" stroke="${shade(colour, 0.12)}" stroke-width="2" opacity="0.6"/>
<ellipse cx="262" cy="254" rx="40" ry="24" fill="#ffffff" opacity="0.3" transform="rotate(-30 262 254)"/>`;
    case 'palette': {
      const tones = [tint(colour, 0.55), tint(colour, 0.3), colour, shade(colour, 0.2), shade(colour, 0.4), '#d9b778'];
      const pans = tones
        .map((tone, i) => `<rect x="${176 + (i % 3) * 86}" y="${228 + Math.floor(i / 3) * 104}" width="76" height="92" rx="10" fill="${tone}"/>`)
        .join('\n');
      return `<rect x="150" y="170" width="300" height="40" rx="12" fill="${shade(colour, 0.55)}" opacity="0.9"/>
<rect x="150" y="200" width="300" height="262" rx="18" fill="url(#cap)"/>
${pans}
<rect x="176" y="228" width="248" height="30" rx="8" fill="#ffffff" opacity="0.14"/>${mark(300, 448, initial, '#f5eee6', 20)}`;
    }
    case 'nail':
      return `<rect x="274" y="130" width="52" height="160" rx="8" fill="url(#cap)"/>
${highlight(282, 140, 8, 130)}
<rect x="266" y="284" width="68" height="16" rx="3" fill="${shade(colour, 0.3)}"/>
<rect x="220" y="296" width="160" height="174" rx="28" fill="url(#body)"/>
${highlight(234, 312, 14, 130)}${mark(300, 395, initial, tint(colour, 0.85), 44)}`;
    case 'dropper':
      return `<rect x="280" y="104" width="40" height="80" rx="20" fill="url(#cap)"/>
<rect x="264" y="176" width="72" height="46" rx="6" fill="url(#metal)"/>
<rect x="218" y="216" width="164" height="254" rx="26" fill="url(#body)" opacity="0.95"/>
${highlight(230, 232, 14, 210)}${label(244, 296, 112, 96, initial, ink)}`;
    case 'tube':
      return `<rect x="212" y="112" width="176" height="22" rx="3" fill="${shade(colour, 0.12)}"/>
<path d="M216 116 V130 M232 116 V130 M248 116 V130 M264 116 V130 M280 116 V130 M296 116 V130 M312 116 V130 M328 116 V130 M344 116 V130 M360 116 V130 M376 116 V130" stroke="${shade(colour, 0.3)}" stroke-width="2"/>
<path d="M214 132 H386 L360 404 Q300 416 240 404 Z" fill="url(#body)"/>
${highlight(236, 146, 14, 230)}
<rect x="246" y="402" width="108" height="68" rx="12" fill="url(#cap)"/>${label(250, 220, 100, 100, initial, ink)}`;
    case 'jar':
      return `<rect x="170" y="196" width="260" height="72" rx="14" fill="url(#cap)"/>
<path d="M190 206 V258 M214 206 V258 M238 206 V258 M262 206 V258 M286 206 V258 M310 206 V258 M334 206 V258 M358 206 V258 M382 206 V258 M406 206 V258" stroke="#ffffff" stroke-opacity="0.12" stroke-width="3"/>
<rect x="160" y="262" width="280" height="208" rx="34" fill="url(#body)"/>
${highlight(176, 280, 18, 170)}${label(220, 318, 160, 96, initial, ink, 48)}`;
    case 'pump':
      return `<rect x="250" y="112" width="78" height="20" rx="7" fill="url(#cap)"/>
<rect x="292" y="126" width="16" height="54" fill="url(#cap)"/>
<rect x="262" y="174" width="76" height="44" rx="8" fill="url(#metal)"/>
<rect x="214" y="212" width="172" height="258" rx="30" fill="url(#body)"/>
${highlight(228, 228, 16, 220)}${label(240, 284, 120, 94, initial, ink, 48)}`;
    case 'spray':
      return `<rect x="284" y="108" width="32" height="34" rx="5" fill="url(#cap)"/>
<path d="M232 176 Q300 118 368 176 Z" fill="url(#metal)"/>
<rect x="230" y="170" width="140" height="300" rx="16" fill="url(#body)"/>
<rect x="230" y="192" width="140" height="6" fill="#ffffff" opacity="0.45"/>
${highlight(240, 206, 12, 240)}${label(250, 282, 100, 110, initial, ink)}`;
    case 'candle':
      return `<path d="M300 186 Q322 222 300 244 Q278 222 300 186 Z" fill="#f4b73f"/>
<path d="M300 206 Q310 226 300 238 Q290 226 300 206 Z" fill="#fff1c7"/>
<rect x="298" y="240" width="4" height="26" fill="#3a3a3a"/>
<rect x="186" y="252" width="228" height="218" rx="26" fill="url(#body)" opacity="0.95"/>
<ellipse cx="300" cy="268" rx="98" ry="12" fill="${tint(colour, 0.55)}"/>
${highlight(198, 286, 14, 160)}${label(240, 330, 120, 90, initial, ink)}`;
    case 'brush':
      return `<path d="M266 160 Q300 92 334 160 L324 262 L276 262 Z" fill="url(#body)"/>
<path d="M282 150 Q300 118 318 150" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4" fill="none"/>
<rect x="274" y="256" width="52" height="50" rx="4" fill="url(#metal)"/>
<path d="M280 304 L320 304 L310 470 Q300 482 290 470 Z" fill="url(#cap)"/>${mark(300, 400, initial, '#f5eee6', 28)}`;
    case 'gift':
      return `<rect x="168" y="262" width="264" height="208" rx="8" fill="url(#body)"/>
<rect x="156" y="232" width="288" height="52" rx="8" fill="${shade(colour, 0.08)}"/>
<rect x="284" y="232" width="32" height="238" fill="url(#metal)"/>
<ellipse cx="264" cy="218" rx="42" ry="20" fill="none" stroke="url(#metal)" stroke-width="14" transform="rotate(-18 264 218)"/>
<ellipse cx="336" cy="218" rx="42" ry="20" fill="none" stroke="url(#metal)" stroke-width="14" transform="rotate(18 336 218)"/>
<circle cx="300" cy="228" r="14" fill="url(#metal)"/>${mark(226, 380, initial, tint(colour, 0.85), 56)}`;
  }
}
