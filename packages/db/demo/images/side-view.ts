/**
 * Things seen from the side, standing on a table: glasses with drinks,
 * bottles, a can, desserts, burgers and a carton of fries. Each stands with
 * its base centred on (x, baseY).
 */
import { type Canvas, n } from './canvas.ts';
import { berry, type Citrus, leaf } from './ingredients.ts';

export type GlassKind = 'wine' | 'highball' | 'rocks' | 'pint' | 'flute' | 'coupe';

interface GlassShape {
  /** Outline of the bowl that holds the liquid, base at y = 0, up is negative. */
  bowl: string;
  /** Stem and foot (empty for tumblers). */
  stem: string;
  /** Top of the bowl (rim) and its half-width there. */
  rimY: number;
  rimHalf: number;
  /** Bottom of the liquid (thick glass base). */
  floorY: number;
}

const GLASSES: Record<GlassKind, GlassShape> = {
  wine: {
    bowl: 'M-46,-215 C-56,-160 -58,-112 0,-98 C58,-112 56,-160 46,-215Z',
    stem: '<rect x="-3.5" y="-100" width="7" height="94" fill="#fff" opacity="0.5"/><ellipse cy="-4" rx="40" ry="7" fill="#fff" opacity="0.45"/>',
    rimY: -215,
    rimHalf: 46,
    floorY: -98,
  },
  highball: {
    bowl: 'M-38,-185 L-33,-4 Q-33,0 -29,0 L29,0 Q33,0 33,-4 L38,-185Z',
    stem: '',
    rimY: -185,
    rimHalf: 38,
    floorY: -12,
  },
  rocks: {
    bowl: 'M-50,-110 L-44,-4 Q-44,0 -40,0 L40,0 Q44,0 44,-4 L50,-110Z',
    stem: '',
    rimY: -110,
    rimHalf: 50,
    floorY: -14,
  },
  pint: {
    bowl: 'M-42,-205 C-44,-160 -37,-44 -32,-4 Q-32,0 -28,0 L28,0 Q32,0 32,-4 C37,-44 44,-160 42,-205Z',
    stem: '',
    rimY: -205,
    rimHalf: 42,
    floorY: -12,
  },
  flute: {
    bowl: 'M-24,-240 C-27,-185 -22,-128 0,-118 C22,-128 27,-185 24,-240Z',
    stem: '<rect x="-3" y="-120" width="6" height="114" fill="#fff" opacity="0.5"/><ellipse cy="-4" rx="30" ry="6" fill="#fff" opacity="0.45"/>',
    rimY: -240,
    rimHalf: 24,
    floorY: -118,
  },
  coupe: {
    bowl: 'M-70,-150 C-66,-110 -36,-96 0,-96 C36,-96 66,-110 70,-150Z',
    stem: '<rect x="-4" y="-98" width="8" height="92" fill="#fff" opacity="0.5"/><ellipse cy="-4" rx="42" ry="7" fill="#fff" opacity="0.45"/>',
    rimY: -150,
    rimHalf: 70,
    floorY: -96,
  },
};

export interface DrinkOptions {
  /** Liquid colours from top to bottom; the liquid fills to `fill` (0–1) of the bowl. */
  liquid: [string, string];
  fill?: number;
  ice?: number;
  bubbles?: number;
  foam?: number;
  opacity?: number;
}

/** A glass with its drink, ice and bubbles. Returns the rim position for garnishes. */
export function drinkGlass(
  c: Canvas,
  x: number,
  baseY: number,
  scale: number,
  kind: GlassKind,
  opts: DrinkOptions,
): { rimY: number; rimHalf: number } {
  const g = GLASSES[kind];
  const top = g.floorY + (g.rimY - g.floorY) * (opts.fill ?? 0.8);
  c.shadow(x + 6, baseY + 2, 52 * scale, 9 * scale, 0.4, 4);
  const clip = c.clip(`<path d="${g.bowl}"/>`);
  c.add(`<g transform="translate(${n(x)} ${n(baseY)}) scale(${scale})">`);
  c.add(g.stem);
  c.add(`<g clip-path="${clip}">`);
  c.add(
    `<rect x="-80" y="${n(top)}" width="160" height="${n(g.floorY - top)}" fill="${c.linear([
      [0, opts.liquid[0]],
      [1, opts.liquid[1]],
    ])}" opacity="${opts.opacity ?? 0.92}"/>`,
  );
  for (let i = 0; i < (opts.ice ?? 0); i++) {
    const ix = c.between(-g.rimHalf * 0.6, g.rimHalf * 0.6);
    const iy = c.between(top - 6, Math.min(top + 70, g.floorY - 20));
    c.add(
      `<rect x="${n(ix - 15)}" y="${n(iy - 15)}" width="30" height="30" rx="6" transform="rotate(${n(c.between(-25, 25))} ${n(ix)} ${n(iy)})" fill="#fff" opacity="0.32" stroke="#fff" stroke-width="1.5" stroke-opacity="0.6"/>`,
    );
  }
  for (let i = 0; i < (opts.bubbles ?? 0); i++) {
    c.add(
      `<circle cx="${n(c.between(-g.rimHalf * 0.7, g.rimHalf * 0.7))}" cy="${n(c.between(top + 6, g.floorY - 4))}" r="${n(c.between(1, 2.6))}" fill="#fff" opacity="0.7"/>`,
    );
  }
  if (opts.foam)
    c.add(
      `<rect x="-80" y="${n(top - opts.foam)}" width="160" height="${n(opts.foam + 2)}" fill="#FFF8E8"/>`,
    );
  c.add(`<ellipse cx="0" cy="${n(top - (opts.foam ?? 0))}" rx="80" ry="3" fill="#fff" opacity="0.35"/>`);
  c.add('</g>');
  c.add(
    `<path d="${g.bowl}" fill="#fff" fill-opacity="0.1" stroke="#fff" stroke-opacity="0.75" stroke-width="2.2"/>`,
  );
  c.add(
    `<ellipse cy="${g.rimY}" rx="${g.rimHalf}" ry="${n(g.rimHalf * 0.12)}" fill="none" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>`,
  );
  c.add(
    `<path d="M${n(-g.rimHalf * 0.7)},${n(g.rimY + 14)} C${n(-g.rimHalf * 0.8)},${n((g.rimY + g.floorY) / 2)} ${n(-g.rimHalf * 0.6)},${n(g.floorY - 14)} ${n(-g.rimHalf * 0.45)},${n(g.floorY - 8)}" stroke="#fff" stroke-width="5" fill="none" opacity="0.35" stroke-linecap="round"/>`,
  );
  c.add('</g>');
  return { rimY: baseY + g.rimY * scale, rimHalf: g.rimHalf * scale };
}

/** A citrus wheel hooked on a rim (side view: a round slice). */
export function rimSlice(c: Canvas, x: number, y: number, r: number, { flesh, rind }: Citrus): void {
  let seg = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg += `M${n(x)},${n(y)} L${n(x + Math.cos(a) * r * 0.78)},${n(y + Math.sin(a) * r * 0.78)} `;
  }
  c.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${rind}"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.86)}" fill="#FFFBEA"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.8)}" fill="${flesh}"/><path d="${seg}" stroke="#fff" stroke-width="1.4" opacity="0.8"/>`,
  );
}

/** A striped straw leaning in a glass. */
export function straw(c: Canvas, x1: number, y1: number, x2: number, y2: number, color = '#E23B3B'): void {
  c.add(
    `<path d="M${n(x1)},${n(y1)} L${n(x2)},${n(y2)}" stroke="#fff" stroke-width="7" stroke-linecap="round"/>`,
  );
  c.add(
    `<path d="M${n(x1)},${n(y1)} L${n(x2)},${n(y2)}" stroke="${color}" stroke-width="7" stroke-dasharray="7 7" stroke-linecap="round"/>`,
  );
}

/** A sprig of mint leaves. */
export function mintSprig(c: Canvas, x: number, y: number, s = 14): void {
  const m = leaf('#3E9B4F', '#A5D6A7');
  m(c, x - s * 0.7, y, -40, s);
  m(c, x + s * 0.7, y, 40, s);
  m(c, x, y - s * 0.8, 0, s * 1.1);
}

/** A cocktail cherry on a stalk. */
export function cherry(c: Canvas, x: number, y: number, r = 9): void {
  c.add(
    `<path d="M${n(x)},${n(y - r * 0.6)} Q${n(x + r * 0.6)},${n(y - r * 2.6)} ${n(x + r * 1.6)},${n(y - r * 3)}" stroke="#5D7A2A" stroke-width="2" fill="none"/>`,
  );
  c.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="#B3121F"/><circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.3)}" fill="#fff" opacity="0.55"/>`,
  );
}

/** A pineapple wedge on a rim. */
export function pineappleWedge(c: Canvas, x: number, y: number, s = 1): void {
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) scale(${s})"><path d="M-34,0 A34,34 0 0 1 34,0Z" fill="#F7D154"/><path d="M-34,0 A34,34 0 0 1 34,0" stroke="#B98B2E" stroke-width="5" fill="none"/>` +
      `<path d="M-24,-6 L-14,-18 M-8,-6 L0,-24 M8,-6 L14,-20 M-16,-4 L-4,-10 M6,-6 L20,-10" stroke="#E4A92A" stroke-width="2"/>` +
      `<path d="M-6,-32 L-14,-56 L-2,-40 L0,-62 L4,-40 L14,-54 L6,-32Z" fill="#4F8A2E"/></g>`,
  );
}

export interface BottleOptions {
  glass: [string, string];
  label: string;
  band: string;
  cap: string;
  kind: 'wine' | 'water' | 'beer';
  liquid?: string;
}

/** A bottle with a plain label (no text: the product name is on the page). */
export function bottle(c: Canvas, x: number, baseY: number, scale: number, opts: BottleOptions): void {
  const body =
    opts.kind === 'wine'
      ? 'M-15,-285 L-15,-240 C-15,-205 -38,-195 -38,-165 L-38,-6 Q-38,0 -32,0 L32,0 Q38,0 38,-6 L38,-165 C38,-195 15,-205 15,-240 L15,-285Z'
      : opts.kind === 'beer'
        ? 'M-12,-250 L-12,-195 C-12,-170 -32,-160 -32,-130 L-32,-6 Q-32,0 -26,0 L26,0 Q32,0 32,-6 L32,-130 C32,-160 12,-170 12,-195 L12,-250Z'
        : 'M-14,-235 L-14,-215 C-14,-196 -36,-186 -36,-160 L-36,-140 Q-30,-130 -36,-120 L-36,-6 Q-36,0 -30,0 L30,0 Q36,0 36,-6 L36,-120 Q30,-130 36,-140 L36,-160 C36,-186 14,-196 14,-215 L14,-235Z';
  const capTop = opts.kind === 'wine' ? -285 : opts.kind === 'beer' ? -250 : -235;
  c.shadow(x + 8, baseY + 2, 44 * scale, 9 * scale, 0.45, 4);
  c.add(`<g transform="translate(${n(x)} ${n(baseY)}) scale(${scale})">`);
  c.add(
    `<path d="${body}" fill="${c.linear(
      [
        [0, opts.glass[0]],
        [0.45, opts.glass[1]],
        [1, opts.glass[0]],
      ],
      [0, 0],
      [1, 0],
    )}"/>`,
  );
  if (opts.liquid)
    c.add(
      `<path d="${body}" fill="${opts.liquid}" opacity="0.35" clip-path="${c.clip('<rect x="-60" y="-170" width="120" height="170"/>')}"/>`,
    );
  const labelTop = opts.kind === 'wine' ? -140 : opts.kind === 'beer' ? -112 : -112;
  const half = opts.kind === 'wine' ? 38 : opts.kind === 'beer' ? 32 : 36;
  c.add(`<rect x="${-half}" y="${labelTop}" width="${half * 2}" height="80" fill="${opts.label}"/>`);
  c.add(`<rect x="${-half}" y="${labelTop + 12}" width="${half * 2}" height="10" fill="${opts.band}"/>`);
  c.add(
    `<path d="M${-half * 0.55},${labelTop + 50} q${n(half * 0.28)},-10 ${n(half * 0.55)},0 t${n(half * 0.55)},0" stroke="${opts.band}" stroke-width="3" fill="none"/>`,
  );
  c.add(
    `<rect x="-16" y="${capTop - 4}" width="32" height="${opts.kind === 'wine' ? 48 : 16}" rx="3" fill="${opts.cap}"/>`,
  );
  c.add(
    `<path d="M-24,-150 L-24,-20" stroke="#fff" stroke-width="6" opacity="0.28" stroke-linecap="round"/>`,
  );
  c.add('</g>');
}

/** A soft-drink can with a wave on it (no brand). */
export function can(c: Canvas, x: number, baseY: number, scale: number, color: string, wave: string): void {
  c.shadow(x + 6, baseY + 2, 44 * scale, 8 * scale, 0.45, 4);
  c.add(`<g transform="translate(${n(x)} ${n(baseY)}) scale(${scale})">`);
  c.add(
    `<path d="M-36,-176 L-36,-8 Q-36,0 -28,0 L28,0 Q36,0 36,-8 L36,-176Z" fill="${c.linear(
      [
        [0, color],
        [0.4, '#fff'],
        [0.55, color],
        [1, '#000'],
      ],
      [0, 0],
      [1, 0],
    )}" opacity="1"/>`,
  );
  c.add(
    `<path d="M-36,-176 L-36,-8 Q-36,0 -28,0 L28,0 Q36,0 36,-8 L36,-176Z" fill="${color}" opacity="0.72"/>`,
  );
  c.add(`<path d="M-36,-80 C-12,-120 12,-40 36,-90 L36,-70 C12,-22 -12,-100 -36,-60Z" fill="${wave}"/>`);
  c.add(
    `<ellipse cy="-176" rx="36" ry="7" fill="#C9CDD0"/><path d="M-32,-182 Q0,-196 32,-182 L36,-176 L-36,-176Z" fill="#DADDE0"/><ellipse cy="-188" rx="30" ry="5" fill="#B0B5B9"/>`,
  );
  c.add(`<rect x="-30" y="-170" width="7" height="160" fill="#fff" opacity="0.25"/>`);
  c.add('</g>');
}

/** A plate seen from the side (flat ellipse) on the table. */
export function sidePlate(c: Canvas, x: number, baseY: number, rx: number, color = '#FAFAF7'): void {
  c.shadow(x + 4, baseY + 4, rx * 1.02, rx * 0.2, 0.45, 4);
  c.add(
    `<ellipse cx="${n(x)}" cy="${n(baseY)}" rx="${n(rx)}" ry="${n(rx * 0.22)}" fill="${c.linear([
      [0, color],
      [1, '#D9D6CF'],
    ])}"/>`,
  );
  c.add(
    `<ellipse cx="${n(x)}" cy="${n(baseY - 3)}" rx="${n(rx * 0.7)}" ry="${n(rx * 0.14)}" fill="#EDEBE6"/>`,
  );
}

/** A slice of tiramisù: sponge and mascarpone layers under cocoa. */
export function tiramisu(c: Canvas, x: number, baseY: number): void {
  sidePlate(c, x, baseY, 150);
  const w = 150;
  const h = 110;
  const left = x - w / 2;
  const bottom = baseY - 10;
  const layers: [string, number][] = [
    ['#7B4A24', 22],
    ['#F6ECD8', 26],
    ['#8A5430', 22],
    ['#F6ECD8', 28],
    ['#5A3317', 12],
  ];
  let y = bottom;
  for (const [color, lh] of layers) {
    y -= lh;
    c.add(`<rect x="${n(left)}" y="${n(y)}" width="${w}" height="${lh + 0.5}" fill="${color}"/>`);
  }
  c.add(
    `<path d="M${n(left)},${n(bottom - h)} L${n(left + 40)},${n(bottom - h - 34)} L${n(left + w + 40)},${n(bottom - h - 34)} L${n(left + w)},${n(bottom - h)}Z" fill="#5A3317"/>`,
  );
  c.add(
    `<path d="M${n(left + w)},${n(bottom)} L${n(left + w + 40)},${n(bottom - 34)} L${n(left + w + 40)},${n(bottom - h - 34)} L${n(left + w)},${n(bottom - h)}Z" fill="#6A3E1E"/>`,
  );
  let dust = '';
  for (let i = 0; i < 50; i++)
    dust += `<circle cx="${n(c.between(left + 10, left + w + 30))}" cy="${n(c.between(bottom - h - 30, bottom - h - 2))}" r="${n(c.between(0.8, 2))}" fill="#3B200D" opacity="0.7"/>`;
  c.add(dust);
  leaf('#3E9B4F', '#A5D6A7')(c, left + w / 2 + 20, bottom - h - 20, 60, 16);
  for (let i = 0; i < 3; i++)
    c.add(
      `<ellipse cx="${n(x + 100 + i * 14)}" cy="${n(baseY - 4 + (i % 2) * 4)}" rx="7" ry="5" fill="#4A2A12"/><path d="M${n(x + 94 + i * 14)},${n(baseY - 4 + (i % 2) * 4)} l12,0" stroke="#2A1608" stroke-width="1.2"/>`,
    );
}

/** A panna cotta with berry sauce running down and berries around. */
export function pannaCotta(c: Canvas, x: number, baseY: number): void {
  sidePlate(c, x, baseY, 150);
  const top = baseY - 140;
  c.add(
    `<path d="M${x - 80},${baseY - 8} C${x - 74},${top + 40} ${x - 56},${top} ${x},${top} C${x + 56},${top} ${x + 74},${top + 40} ${x + 80},${baseY - 8}Z" fill="${c.linear(
      [
        [0, '#FFFDF4'],
        [0.5, '#F8EED6'],
        [1, '#FFFDF4'],
      ],
      [0, 0],
      [1, 0],
    )}"/>`,
  );
  c.add(
    `<path d="M${x - 50},${top + 10} C${x - 20},${top - 4} ${x + 20},${top - 4} ${x + 50},${top + 10} L${x + 52},${top + 40} Q${x + 46},${top + 60} ${x + 40},${top + 36} L${x + 30},${top + 30} Q${x + 26},${top + 80} ${x + 18},${top + 32} L${x},${top + 28} Q${x - 6},${top + 54} ${x - 14},${top + 30} L${x - 34},${top + 34} Q${x - 42},${top + 70} ${x - 48},${top + 36}Z" fill="#A3122A"/>`,
  );
  c.add(
    `<path d="M${x - 40},${top + 6} C${x - 14},${top - 2} ${x + 14},${top - 2} ${x + 40},${top + 6}" stroke="#E0566B" stroke-width="3" fill="none" opacity="0.7"/>`,
  );
  const raspberry = berry('#C2185B', '#F48FB1');
  const blueberry = berry('#283593', '#9FA8DA');
  raspberry(c, x - 10, top - 4, 0, 13);
  blueberry(c, x + 14, top, 0, 10);
  raspberry(c, x - 110, baseY - 8, 0, 14);
  blueberry(c, x - 90, baseY + 2, 0, 11);
  raspberry(c, x + 108, baseY - 4, 0, 14);
  blueberry(c, x + 126, baseY - 10, 0, 11);
  leaf('#3E9B4F', '#A5D6A7')(c, x + 6, top - 16, 30, 13);
}

/** A coupe of gelato scoops with a wafer and a cherry. */
export function gelatoCoupe(c: Canvas, x: number, baseY: number, flavours: [string, string, string]): void {
  const rim = drinkGlass(c, x, baseY, 1, 'coupe', {
    liquid: ['#F7E9D0', '#EED9B6'],
    fill: 0.55,
    opacity: 0.8,
  });
  const y = rim.rimY;
  const scoop = (sx: number, sy: number, r: number, color: string) => {
    let ruffle = '';
    for (let k = 0; k < 6; k++) {
      const x1 = sx + r - ((k + 0.5) * 2 * r) / 6;
      const x2 = sx + r - ((k + 1) * 2 * r) / 6;
      ruffle += ` Q${n(x1)},${n(sy + (k % 2 ? 4 : 11))} ${n(x2)},${n(sy)}`;
    }
    c.add(
      `<path d="M${n(sx - r)},${n(sy)} C${n(sx - r)},${n(sy - r * 1.35)} ${n(sx + r)},${n(sy - r * 1.35)} ${n(sx + r)},${n(sy)}${ruffle}Z" fill="${c.radial(
        [
          [0, '#fff', 0.55],
          [0.35, color],
          [1, color],
        ],
        0.38,
        0.3,
        0.75,
      )}"/>`,
    );
  };
  scoop(x - 40, y + 4, 40, flavours[0]);
  scoop(x + 40, y + 4, 40, flavours[2]);
  c.add(
    `<path d="M${x + 24},${y - 40} L${x + 76},${y - 112} L${x + 90},${y - 102} L${x + 40},${y - 30}Z" fill="#E9B76A" stroke="#B98337" stroke-width="2"/>`,
  );
  c.add(
    `<path d="M${x + 38},${y - 56} L${x + 78},${y - 100} M${x + 46},${y - 46} L${x + 84},${y - 92}" stroke="#B98337" stroke-width="1.5"/>`,
  );
  scoop(x, y - 34, 40, flavours[1]);
  cherry(c, x - 4, y - 82, 10);
}

export interface BurgerOptions {
  patty: 'beef' | 'fish';
  cheese?: boolean;
  tomato?: boolean;
  sauce?: string;
}

/** A burger in a sesame bun, side view, on a small board. */
export function burger(c: Canvas, x: number, baseY: number, opts: BurgerOptions): void {
  c.shadow(x + 8, baseY + 2, 150, 18, 0.45, 5);
  c.add(
    `<rect x="${x - 170}" y="${baseY - 18}" width="340" height="22" rx="8" fill="${c.linear([
      [0, '#D4AC7A'],
      [1, '#A87A4C'],
    ])}"/>`,
  );
  let y = baseY - 18;
  c.add(
    `<path d="M${x - 95},${y} Q${x - 100},${y - 30} ${x - 80},${y - 32} L${x + 80},${y - 32} Q${x + 100},${y - 30} ${x + 95},${y}Z" fill="#D99A4E"/>`,
  );
  y -= 32;
  c.add(
    `<path d="M${x - 108},${y + 4} q10,-14 20,-4 t20,-4 t20,-4 t20,0 t20,-4 t20,4 t20,-4 t20,4 t20,-4 t20,4 t20,4 L${x + 110},${y + 8} Z" fill="#5FA83A"/>`,
  );
  y -= 8;
  if (opts.patty === 'beef') {
    c.add(
      `<rect x="${x - 100}" y="${y - 34}" width="200" height="36" rx="16" fill="${c.linear([
        [0, '#6B3B1F'],
        [1, '#3E2010'],
      ])}"/>`,
    );
    c.add(
      `<path d="M${x - 92},${y - 24} l20,4 l20,-3 l24,5 l22,-4 l26,4 l22,-3 l20,4" stroke="#2A1408" stroke-width="2" fill="none" opacity="0.6"/>`,
    );
  } else {
    c.add(
      `<rect x="${x - 100}" y="${y - 34}" width="200" height="36" rx="16" fill="${c.linear([
        [0, '#E3A94F'],
        [1, '#B9772C'],
      ])}"/>`,
    );
    let crumbs = '';
    for (let i = 0; i < 30; i++)
      crumbs += `<circle cx="${n(c.between(x - 92, x + 92))}" cy="${n(c.between(y - 30, y - 4))}" r="${n(c.between(1, 2.4))}" fill="#F6D28A"/>`;
    c.add(crumbs);
  }
  y -= 34;
  if (opts.cheese)
    c.add(
      `<path d="M${x - 98},${y + 2} L${x + 98},${y + 2} L${x + 86},${y + 22} L${x + 60},${y + 8} L${x + 30},${y + 28} L${x},${y + 8} L${x - 40},${y + 24} L${x - 70},${y + 8} L${x - 92},${y + 20}Z" fill="#F5B731"/>`,
    );
  if (opts.sauce)
    c.add(
      `<path d="M${x - 90},${y + 2} Q${x - 60},${y + 20} ${x - 40},${y + 2} Q${x - 10},${y + 24} ${x + 20},${y + 2} Q${x + 50},${y + 18} ${x + 88},${y + 2}Z" fill="${opts.sauce}"/>`,
    );
  if (opts.tomato) {
    c.add(
      `<rect x="${x - 92}" y="${y - 14}" width="90" height="14" rx="6" fill="#D83A2E"/><rect x="${x + 4}" y="${y - 14}" width="88" height="14" rx="6" fill="#D83A2E"/>`,
    );
    y -= 14;
  }
  c.add(
    `<path d="M${x - 96},${y} l10,-8 l12,6 l12,-6 l14,6 l12,-6 l14,6 l12,-6 l14,6 l12,-6 l14,6 l12,-6 l14,6 l12,-6 l14,6 l12,-6 L${x + 96},${y}Z" fill="#E8F0F4"/>`,
  );
  y -= 6;
  c.add(
    `<path d="M${x - 100},${y} C${x - 104},${y - 92} ${x + 104},${y - 92} ${x + 100},${y}Z" fill="${c.radial(
      [
        [0, '#F4C07A'],
        [0.7, '#DB9446'],
        [1, '#B96F2C'],
      ],
      0.45,
      0.35,
      0.7,
    )}"/>`,
  );
  let seeds = '';
  for (let i = 0; i < 26; i++) {
    const sx = c.between(x - 80, x + 80);
    const sy = y - c.between(16, 60) * (1 - Math.abs(sx - x) / 130);
    seeds += `<ellipse cx="${n(sx)}" cy="${n(sy)}" rx="3" ry="1.6" transform="rotate(${n(c.between(-40, 40))} ${n(sx)} ${n(sy)})" fill="#FFF4D6"/>`;
  }
  c.add(seeds);
  c.add(`<path d="M${x},${y - 66} L${x},${y - 100}" stroke="#C8A878" stroke-width="3"/>`);
  c.add(`<ellipse cx="${x}" cy="${y - 100}" rx="9" ry="7" fill="#7C8C2A"/>`);
}

/** A paper carton of fries with a ketchup dip. */
export function friesCarton(c: Canvas, x: number, baseY: number): void {
  c.shadow(x + 8, baseY + 2, 80, 12, 0.45, 4);
  let fries = '';
  for (let i = 0; i < 22; i++) {
    const fx = x + c.between(-60, 60);
    const top = baseY - c.between(160, 215);
    fries += `<rect x="${n(fx - 6)}" y="${n(top)}" width="12" height="140" rx="3" transform="rotate(${n(c.between(-14, 14))} ${n(fx)} ${n(baseY - 100)})" fill="${c.pick(['#F6C94E', '#F2BC3A', '#F9D46A'])}" stroke="#C98C1E" stroke-width="1.5"/>`;
  }
  c.add(fries);
  c.add(
    `<path d="M${x - 78},${baseY - 130} L${x + 78},${baseY - 130} L${x + 60},${baseY} L${x - 60},${baseY}Z" fill="#FFFFFF"/>`,
  );
  const clip = c.clip(
    `<path d="M${x - 78},${baseY - 130} L${x + 78},${baseY - 130} L${x + 60},${baseY} L${x - 60},${baseY}Z"/>`,
  );
  let stripes = '';
  for (let i = -4; i < 5; i += 2)
    stripes += `<rect x="${x + i * 18}" y="${baseY - 140}" width="18" height="150" fill="#D9322B"/>`;
  c.add(`<g clip-path="${clip}">${stripes}</g>`);
  c.add(
    `<path d="M${x - 78},${baseY - 130} Q${x},${baseY - 110} ${x + 78},${baseY - 130}" stroke="#fff" stroke-width="4" fill="none"/>`,
  );
  sidePlate(c, x + 140, baseY, 44, '#F4F1EA');
  c.add(`<ellipse cx="${x + 140}" cy="${baseY - 6}" rx="30" ry="7" fill="#B71C1C"/>`);
}
