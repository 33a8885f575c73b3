/**
 * Dishes seen from above: plates and bowls with pizza, pasta, risotto, fish,
 * fried seafood, salads, poke and piadine. Every dish is drawn around a centre
 * and a radius so a scene can place one large dish or several small ones.
 */
import { type Canvas, blobPath, n, pointInDisc, spreadInDisc } from './canvas.ts';
import {
  type Ingredient,
  anchovy,
  basil,
  clam,
  lemonWedge,
  mozzarella,
  mussel,
  parsley,
  prosciutto,
  rocket,
  scatter,
  sesame,
  shrimp,
  squidRing,
  tomatoDice,
} from './ingredients.ts';

export type PlateStyle = 'white' | 'blue-rim' | 'terracotta' | 'dark';

/** A round plate with rim and well, on a soft shadow. */
export function plate(c: Canvas, cx: number, cy: number, r: number, style: PlateStyle = 'white'): void {
  c.shadow(cx + r * 0.05, cy + r * 0.09, r * 1.0, r * 0.98, 0.38, r * 0.06);
  const [edge, center] =
    style === 'terracotta'
      ? ['#B8653A', '#D98B5F']
      : style === 'dark'
        ? ['#1F2326', '#363C40']
        : ['#E4E2DC', '#FFFFFF'];
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.radial([
      [0, center],
      [0.8, center],
      [1, edge],
    ])}"/>`,
  );
  if (style === 'blue-rim') {
    c.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="none" stroke="#2F6FB0" stroke-width="${n(r * 0.05)}" opacity="0.85"/>`,
    );
    c.add(
      `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.84)}" fill="none" stroke="#2F6FB0" stroke-width="1.5" opacity="0.6"/>`,
    );
  }
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.74)}" fill="${c.radial([
      [0, center],
      [0.85, center],
      [1, edge, 0.9],
    ])}"/>`,
  );
  c.add(
    `<path d="M${n(cx - r * 0.8)},${n(cy - r * 0.45)} A${n(r * 0.92)},${n(r * 0.92)} 0 0 1 ${n(cx + r * 0.1)},${n(cy - r * 0.9)}" stroke="#fff" stroke-width="${n(r * 0.04)}" fill="none" opacity="0.55"/>`,
  );
}

/** A deep bowl; the filling is drawn afterwards inside `r * 0.82`. */
export function bowl(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  outer = '#F4F1EA',
  inner = '#DAD5CB',
): void {
  c.shadow(cx + r * 0.06, cy + r * 0.1, r * 1.02, r, 0.4, r * 0.07);
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c.radial([
      [0, outer],
      [0.9, outer],
      [1, inner],
    ])}"/>`,
  );
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.86)}" fill="${c.radial(
      [
        [0, inner],
        [1, '#8A8378'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`,
  );
}

export interface SauteOptions {
  /** The terracotta bowl's radius, and the tomato broth's in it. */
  bowl: number;
  broth: number;
  /** How far the clams spread from the centre; the mussels and the parsley spread 5 further. */
  spread: number;
  clams: { count: number; size: [number, number] };
  mussels: { count: number; size: [number, number] };
  parsley: number;
}

/** Sauté of mussels and clams: a terracotta bowl of tomato broth, the shells in it, parsley over them. */
export function saute(c: Canvas, cx: number, cy: number, opts: SauteOptions): void {
  bowl(c, cx, cy, opts.bowl, '#C9703F', '#A65A31');
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(opts.broth)}" fill="${c.radial([
      [0, '#E0703E'],
      [1, '#B8461F'],
    ])}"/>`,
  );
  scatter(c, clam, cx, cy, opts.spread, opts.clams.count, opts.clams.size);
  scatter(c, mussel, cx, cy, opts.spread + 5, opts.mussels.count, opts.mussels.size);
  parsley(c, cx, cy, opts.spread + 5, opts.parsley);
}

/** Cutlery and a folded napkin beside a dish. */
export function napkinAndFork(c: Canvas, x: number, y: number, rot = 0, napkin = '#F7F3EA'): void {
  c.shadow(x + 4, y + 6, 34, 70, 0.25, 5);
  c.add(
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><rect x="-30" y="-75" width="60" height="150" rx="4" fill="${napkin}"/>` +
      `<rect x="-30" y="-75" width="60" height="150" rx="4" fill="none" stroke="#2F6FB0" stroke-width="3" stroke-dasharray="8 6" opacity="0.5"/>` +
      `<rect x="-3" y="-20" width="6" height="90" rx="3" fill="#B8BEC2"/><path d="M-10,-62 L-10,-30 Q-10,-18 0,-18 Q10,-18 10,-30 L10,-62 M-3.3,-62 L-3.3,-32 M3.3,-62 L3.3,-32" stroke="#B8BEC2" stroke-width="3" fill="none" stroke-linecap="round"/>` +
      `<rect x="-1.5" y="-18" width="3" height="86" rx="1.5" fill="#E3E7EA"/></g>`,
  );
}

export interface PizzaOptions {
  sauce?: 'tomato' | 'white';
  cheese?: number;
  toppings?: { draw: Ingredient; count: number; size?: [number, number] }[];
  basil?: number;
}

/** A wood-fired pizza: charred crust, sauce, melted cheese, toppings, cut lines. */
export function pizza(c: Canvas, cx: number, cy: number, r: number, opts: PizzaOptions = {}): void {
  c.shadow(cx + 4, cy + 8, r * 1.02, r * 0.98, 0.45, 7);
  c.add(
    `<path d="${blobPath(c, cx, cy, r, r, 0.025, 24)}" fill="${c.radial([
      [0, '#F2CF8E'],
      [0.82, '#E0A65E'],
      [1, '#B8773C'],
    ])}"/>`,
  );
  for (let i = 0; i < 16; i++) {
    const a = c.between(0, Math.PI * 2);
    const d = r * c.between(0.88, 0.97);
    c.add(
      `<ellipse cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" rx="${n(c.between(2, 6))}" ry="${n(c.between(1.5, 4))}" fill="#4A2A12" opacity="${n(c.between(0.35, 0.7))}"/>`,
    );
  }
  c.add(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="none" stroke="#F8DDA4" stroke-width="${n(r * 0.05)}" opacity="0.55"/>`,
  );
  const sauce =
    opts.sauce === 'white'
      ? c.radial([
          [0, '#FFF4D6'],
          [1, '#F1D9A0'],
        ])
      : c.radial([
          [0, '#D8452B'],
          [1, '#B3301B'],
        ]);
  c.add(`<path d="${blobPath(c, cx, cy, r * 0.82, r * 0.82, 0.04, 22)}" fill="${sauce}"/>`);
  // Uneven sauce: darker and lighter patches, and a few glints of oil.
  const soft = c.blur(r * 0.04);
  for (let i = 0; i < 9; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.62);
    const tone =
      opts.sauce === 'white' ? c.pick(['#E9C98A', '#FFF9E8']) : c.pick(['#9E2714', '#E2583A', '#A82A16']);
    c.add(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r * c.between(0.08, 0.18))}" ry="${n(r * c.between(0.06, 0.12))}" fill="${tone}" opacity="0.55" filter="${soft}"/>`,
    );
  }
  for (let i = 0; i < 7; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.7);
    c.add(
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(c.between(2, 5))}" ry="${n(c.between(1.2, 2.5))}" fill="#FFC46B" opacity="0.6"/>`,
    );
  }
  const k = r / 150;
  for (const [x, y] of spreadInDisc(c, cx, cy, r * 0.66, opts.cheese ?? 12))
    mozzarella(c, x, y, c.between(0, 360), c.between(17, 25) * k);
  for (const t of opts.toppings ?? [])
    scatter(
      c,
      t.draw,
      cx,
      cy,
      r * 0.66,
      t.count,
      (t.size ?? [10, 12]).map((v) => v * k * 1.3) as [number, number],
    );
  for (const [x, y] of spreadInDisc(c, cx, cy, r * 0.6, opts.basil ?? 0))
    basil(c, x, y, c.between(0, 360), c.between(20, 26) * k);
  for (let k = 0; k < 4; k++) {
    const a = (k / 4) * Math.PI + 0.3;
    c.add(
      `<path d="M${n(cx + Math.cos(a) * r * 0.95)},${n(cy + Math.sin(a) * r * 0.95)} L${n(cx - Math.cos(a) * r * 0.95)},${n(cy - Math.sin(a) * r * 0.95)}" stroke="#7A3E12" stroke-width="1.6" opacity="0.35"/>`,
    );
  }
}

export interface PastaOptions {
  color?: string;
  width?: number;
  strands?: number;
  sauce?: string;
  spread?: number;
}

/** A nest of long pasta (spaghetti, linguine, tagliatelle) twirled on a plate. */
export function pastaNest(c: Canvas, cx: number, cy: number, r: number, opts: PastaOptions = {}): void {
  const color = opts.color ?? '#F2CE78';
  const width = opts.width ?? 4.5;
  const spread = opts.spread ?? 0.55;
  if (opts.sauce)
    c.add(
      `<path d="${blobPath(c, cx, cy, r * spread * 1.05, r * spread, 0.12, 12)}" fill="${opts.sauce}" opacity="0.9"/>`,
    );
  const strands: string[] = [];
  for (let i = 0; i < (opts.strands ?? 34); i++) {
    const rr = r * c.between(0.08, spread);
    const ox = cx + c.between(-r * 0.06, r * 0.06);
    const oy = cy + c.between(-r * 0.06, r * 0.06);
    const a0 = c.between(0, Math.PI * 2);
    const a1 = a0 + c.between(1.6, 3.6);
    const ry = rr * c.between(0.8, 1.05);
    strands.push(
      `M${n(ox + Math.cos(a0) * rr)},${n(oy + Math.sin(a0) * ry)} A${n(rr)},${n(ry)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${n(ox + Math.cos(a1) * rr)},${n(oy + Math.sin(a1) * ry)}`,
    );
  }
  const d = strands.join(' ');
  c.add(
    `<path d="${d}" stroke="#B98A3A" stroke-width="${n(width + 1.6)}" fill="none" stroke-linecap="round"/>`,
  );
  c.add(`<path d="${d}" stroke="${color}" stroke-width="${n(width)}" fill="none" stroke-linecap="round"/>`);
  c.add(
    `<path d="${d}" stroke="#FFF1C2" stroke-width="${n(width * 0.25)}" fill="none" stroke-linecap="round" opacity="0.7"/>`,
  );
  if (opts.sauce) {
    for (let i = 0; i < 14; i++) {
      const [x, y] = pointInDisc(c, cx, cy, r * spread * 0.9);
      c.add(
        `<path d="${blobPath(c, x, y, c.between(4, 9), c.between(3, 7), 0.3, 6)}" fill="${opts.sauce}" opacity="0.85"/>`,
      );
    }
  }
}

/** Short pasta pieces (strozzapreti, passatelli, gnocchi) heaped on a plate. */
export function shortPasta(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  color: string,
  shape: 'twist' | 'rope' | 'gnocco',
  count = 46,
): void {
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r);
    const rot = c.between(0, 360);
    if (shape === 'gnocco') {
      c.add(
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><ellipse rx="9" ry="6.5" fill="${color}" stroke="#C9A15A" stroke-width="1.2"/><path d="M-5,-3 L-5,3 M0,-4 L0,4 M5,-3 L5,3" stroke="#C9A15A" stroke-width="1"/></g>`,
      );
    } else if (shape === 'rope') {
      c.add(
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><path d="M-14,0 Q-4,-5 0,0 T14,0" stroke="#B98A3A" stroke-width="7.5" fill="none" stroke-linecap="round"/><path d="M-14,0 Q-4,-5 0,0 T14,0" stroke="${color}" stroke-width="5.5" fill="none" stroke-linecap="round"/></g>`,
      );
    } else {
      c.add(
        `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})"><path d="M-13,-3 C-6,-8 -2,6 4,-2 C8,-7 12,-2 13,2 C8,7 4,4 0,4 C-6,5 -10,2 -13,-3Z" fill="${color}" stroke="#B98A3A" stroke-width="1.3"/><path d="M-8,-3 C-4,-1 -2,2 0,0 M4,-1 C6,-3 9,-1 10,1" stroke="#B98A3A" stroke-width="1" fill="none"/></g>`,
      );
    }
  }
}

/** Creamy risotto heaped in a plate, with grains of rice. */
export function risotto(c: Canvas, cx: number, cy: number, r: number, base: string, grain: string): void {
  c.add(`<path d="${blobPath(c, cx, cy, r, r * 0.95, 0.08, 14)}" fill="${base}"/>`);
  let grains = '';
  for (let i = 0; i < 150; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.95);
    grains += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="3.6" ry="1.9" transform="rotate(${n(c.between(0, 180))} ${n(x)} ${n(y)})" fill="${grain}"/>`;
  }
  c.add(`<g opacity="0.85">${grains}</g>`);
}

/** Seafood scattered on pasta or risotto: mussels, clams, shrimps, squid. */
export function seafoodTopping(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  mix: { mussels?: number; clams?: number; shrimps?: number; squid?: number },
): void {
  const scale = r / 100;
  if (mix.squid) scatter(c, squidRing(), cx, cy, r, mix.squid, [11 * scale, 13 * scale]);
  if (mix.clams) scatter(c, clam, cx, cy, r, mix.clams, [12 * scale, 14 * scale]);
  if (mix.mussels) scatter(c, mussel, cx, cy, r, mix.mussels, [12 * scale, 14 * scale]);
  if (mix.shrimps) scatter(c, shrimp('cooked'), cx, cy, r * 0.8, mix.shrimps, [14 * scale, 16 * scale]);
}

/** A whole grilled or baked fish (sea bream), head to the left. */
export function wholeFish(c: Canvas, cx: number, cy: number, length: number, rot = 0, grilled = true): void {
  const a = length / 2;
  const b = length * 0.2;
  const body = `M${-a},0 C${-a * 0.6},${-b * 1.5} ${a * 0.35},${-b * 1.05} ${a * 0.62},${-b * 0.25} L${a},${-b * 0.95} L${a * 0.88},0 L${a},${b * 0.95} L${a * 0.62},${b * 0.25} C${a * 0.35},${b * 1.05} ${-a * 0.6},${b * 1.5} ${-a},0Z`;
  const skin = grilled
    ? c.linear([
        [0, '#C9A675'],
        [0.5, '#E8D3A8'],
        [1, '#B58D5A'],
      ])
    : c.linear([
        [0, '#9FB0B8'],
        [0.5, '#E1E8EA'],
        [1, '#8B9CA5'],
      ]);
  const clip = c.clip(`<path d="${body}"/>`);
  c.add(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">`);
  c.shadow(4, 8, a * 0.95, b * 1.1, 0.35, 6);
  c.add(`<path d="${body}" fill="${skin}" stroke="#7A5A35" stroke-width="1.2"/>`);
  if (grilled) {
    let marks = '';
    for (let x = -a * 0.7; x < a * 0.6; x += length * 0.09)
      marks += `M${n(x)},${n(-b * 1.4)} L${n(x + b * 1.2)},${n(b * 1.4)} `;
    c.add(`<path d="${marks}" stroke="#3E2412" stroke-width="3.2" opacity="0.6" clip-path="${clip}"/>`);
  }
  c.add(
    `<path d="M${n(-a * 0.6)},${n(-b * 0.8)} C${n(-a * 0.7)},${n(-b * 0.2)} ${n(-a * 0.7)},${n(b * 0.2)} ${n(-a * 0.6)},${n(b * 0.8)}" stroke="#6E5132" stroke-width="1.8" fill="none"/>`,
  );
  c.add(
    `<circle cx="${n(-a * 0.78)}" cy="${n(-b * 0.2)}" r="${n(b * 0.16)}" fill="#F4F1EA"/><circle cx="${n(-a * 0.78)}" cy="${n(-b * 0.2)}" r="${n(b * 0.09)}" fill="#1A1A1A"/>`,
  );
  c.add(
    `<path d="M${n(-a * 0.4)},${n(-b * 0.05)} L${n(a * 0.55)},0" stroke="#fff" stroke-width="1.4" opacity="0.45"/></g>`,
  );
}

/** Seared tuna slices fanned out, pink inside with a sesame crust. */
export function tunaSlices(c: Canvas, cx: number, cy: number, r: number): void {
  for (let i = 0; i < 6; i++) {
    const x = cx - r * 0.55 + i * r * 0.2;
    const y = cy + Math.sin(i * 0.9) * r * 0.08;
    c.add(
      `<g transform="translate(${n(x)} ${n(y)}) rotate(-14)"><rect x="${n(-r * 0.12)}" y="${n(-r * 0.42)}" width="${n(r * 0.24)}" height="${n(r * 0.84)}" rx="6" fill="#5B3A2A"/>` +
        `<rect x="${n(-r * 0.1)}" y="${n(-r * 0.38)}" width="${n(r * 0.2)}" height="${n(r * 0.76)}" rx="5" fill="${c.linear(
          [
            [0, '#B8324F'],
            [0.5, '#E0607A'],
            [1, '#B8324F'],
          ],
          [0, 0],
          [1, 0],
        )}"/></g>`,
    );
    sesame(c, x - r * 0.1, y - r * 0.3, r * 0.06, 4);
    sesame(c, x + r * 0.12, y + r * 0.3, r * 0.06, 4, '#2B2B2B');
  }
}

/** A heap of fried seafood on cooking paper with a lemon wedge. */
export function frittoOnPaper(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  pieces: { draw: Ingredient; count: number; size: [number, number] }[],
): void {
  c.add(
    `<path d="M${n(cx - r)},${n(cy - r * 0.7)} L${n(cx + r * 0.75)},${n(cy - r)} L${n(cx + r)},${n(cy + r * 0.7)} L${n(cx - r * 0.7)},${n(cy + r)}Z" fill="#F6EEDB" stroke="#E2D3B1" stroke-width="2"/>`,
  );
  c.add(
    `<path d="M${n(cx - r * 0.9)},${n(cy - r * 0.1)} L${n(cx + r * 0.9)},${n(cy + r * 0.05)}" stroke="#E2D3B1" stroke-width="2" opacity="0.7"/>`,
  );
  for (const p of pieces) scatter(c, p.draw, cx, cy, r * 0.6, p.count, p.size);
  lemonWedge(c, cx + r * 0.55, cy + r * 0.45, -30, 16);
}

/** Toasted bread slices with chopped tomato, basil and optionally anchovies. */
export function bruschette(c: Canvas, cx: number, cy: number, withAnchovies: boolean): void {
  c.shadow(cx + 6, cy + 10, 190, 95, 0.4, 8);
  c.add(
    `<rect x="${cx - 200}" y="${cy - 95}" width="400" height="190" rx="16" fill="${c.linear([
      [0, '#D9B07D'],
      [1, '#BF8F5A'],
    ])}"/>`,
  );
  c.add(
    `<rect x="${cx - 200}" y="${cy - 95}" width="400" height="190" rx="16" fill="none" stroke="#8A5F35" stroke-width="3"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const x = cx - 125 + i * 125;
    const y = cy + (i === 1 ? -6 : 6);
    c.add(
      `<path d="${blobPath(c, x, y, 56, 70, 0.06, 12)}" fill="#A8662C"/><path d="${blobPath(c, x, y, 50, 63, 0.06, 12)}" fill="${c.radial(
        [
          [0, '#F2CF94'],
          [1, '#D9A45E'],
        ],
      )}"/>`,
    );
    scatter(c, tomatoDice, x, y, 42, 26, [10, 13]);
    if (withAnchovies) {
      anchovy(c, x - 6, y - 10, 70, 12);
      anchovy(c, x + 10, y + 14, 110, 12);
    }
    basil(c, x + 8, y - 30, c.between(0, 360), 14);
  }
}

/** A raw seafood platter on a dark board: tuna, salmon, scampi and oysters. */
export function crudoPlatter(c: Canvas, cx: number, cy: number): void {
  c.shadow(cx + 6, cy + 10, 205, 125, 0.45, 8);
  c.add(`<rect x="${cx - 210}" y="${cy - 130}" width="420" height="260" rx="20" fill="#1D2123"/>`);
  for (let i = 0; i < 4; i++) {
    c.add(
      `<g transform="translate(${cx - 160 + i * 32} ${cy - 58}) rotate(12)"><rect x="-15" y="-42" width="30" height="84" rx="6" fill="${c.linear(
        [
          [0, '#9E1B32'],
          [0.5, '#D0435A'],
          [1, '#9E1B32'],
        ],
        [0, 0],
        [1, 0],
      )}"/></g>`,
    );
  }
  for (let i = 0; i < 4; i++) {
    c.add(
      `<g transform="translate(${cx - 160 + i * 32} ${cy + 56}) rotate(-10)"><rect x="-15" y="-40" width="30" height="80" rx="6" fill="#F48A4E"/><path d="M-13,-24 L13,-32 M-13,-7 L13,-15 M-13,10 L13,2 M-13,27 L13,19" stroke="#FFD7BD" stroke-width="2.4"/></g>`,
    );
  }
  for (let i = 0; i < 3; i++) shrimp('raw')(c, cx + 20 + i * 48, cy - 62 + (i % 2) * 12, -20 + i * 15, 36);
  for (let i = 0; i < 3; i++) {
    const x = cx + 30 + i * 66;
    const y = cy + 58 + (i % 2 ? -8 : 6);
    c.add(
      `<path d="${blobPath(c, x, y, 36, 29, 0.18, 11)}" fill="#8D8A80" stroke="#5E5A52" stroke-width="2"/>`,
    );
    c.add(
      `<path d="${blobPath(c, x, y, 25, 19, 0.12, 9)}" fill="${c.radial([
        [0, '#F4EFE4'],
        [1, '#B8B2A4'],
      ])}"/>`,
    );
  }
  lemonWedge(c, cx + 170, cy - 80, 40, 18);
  lemonWedge(c, cx - 40, cy + 100, 200, 16);
  parsley(c, cx, cy, 160, 20);
}

/** A salad of leaves in a bowl topped by extras. */
export function saladBowl(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  leaves: Ingredient[],
  toppings: { draw: Ingredient; count: number; size?: [number, number] }[],
): void {
  bowl(c, cx, cy, r, '#FDFBF6', '#E4DFD2');
  for (let i = 0; i < 48; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.72);
    const draw = leaves[i % leaves.length];
    draw?.(c, x, y, c.between(0, 360), c.between(14, 20) * (r / 140));
  }
  for (const t of toppings)
    scatter(
      c,
      t.draw,
      cx,
      cy,
      r * 0.62,
      t.count,
      (t.size ?? [11, 13]).map((v) => v * (r / 140)) as [number, number],
    );
}

/** A poke bowl: rice with toppings arranged in sectors. */
export function pokeBowl(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  sectors: { draw: Ingredient; count: number; size?: [number, number] }[],
): void {
  bowl(c, cx, cy, r, '#2B2F33', '#1B1E21');
  c.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="#F7F4EC"/>`);
  let grains = '';
  for (let i = 0; i < 110; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.78);
    grains += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="3.4" ry="1.8" transform="rotate(${n(c.between(0, 180))} ${n(x)} ${n(y)})" fill="#E3DED2"/>`;
  }
  c.add(grains);
  sectors.forEach((s, i) => {
    const a = (i / sectors.length) * Math.PI * 2 - Math.PI / 2;
    const sx = cx + Math.cos(a) * r * 0.45;
    const sy = cy + Math.sin(a) * r * 0.45;
    scatter(
      c,
      s.draw,
      sx,
      sy,
      r * 0.24,
      s.count,
      (s.size ?? [11, 13]).map((v) => v * (r / 100)) as [number, number],
    );
  });
  sesame(c, cx, cy, r * 0.7, 30);
  sesame(c, cx, cy, r * 0.7, 14, '#2B2B2B');
}

/** Caprese: alternating tomato and mozzarella slices in a ring. */
export function caprese(c: Canvas, cx: number, cy: number, r: number): void {
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * Math.PI * 2;
    const x = cx + Math.cos(a) * r * 0.52;
    const y = cy + Math.sin(a) * r * 0.52;
    if (i % 2 === 0) {
      c.add(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="#C62828"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.19)}" fill="#E8553F"/>`,
      );
      c.add(
        `<path d="M${n(x)},${n(y)} m-${n(r * 0.1)},0 a${n(r * 0.1)},${n(r * 0.1)} 0 1 0 ${n(r * 0.2)},0" stroke="#F7A98E" stroke-width="3" fill="none"/>`,
      );
    } else {
      c.add(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.23)}" fill="#FFFDF5" stroke="#EDE4CC" stroke-width="2"/>`,
      );
    }
    basil(c, x + r * 0.05, y - r * 0.05, c.between(0, 360), r * 0.1);
  }
  c.add(`<path d="${blobPath(c, cx, cy, r * 0.18, r * 0.16, 0.2, 8)}" fill="#6B8E23" opacity="0.55"/>`);
}

/** A piadina folded in half with its filling showing at the straight edge. */
export function piadina(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  filling: { draw: Ingredient; count: number; size?: [number, number] }[],
  rot = -8,
): void {
  c.add(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">`);
  c.shadow(6, -r * 0.38, r, r * 0.6, 0.4, 7);
  // The filling spills out along the fold, under the top half.
  for (const f of filling) {
    for (let i = 0; i < f.count; i++) {
      const x = -r * 0.88 + ((i + c.between(0, 1)) / f.count) * r * 1.76;
      const size = f.size ?? [12, 15];
      f.draw(c, x, c.between(2, 14), c.between(-40, 40), c.between(size[0], size[1]));
    }
  }
  c.add(
    `<path d="M${n(-r)},0 A${n(r)},${n(r)} 0 0 1 ${n(r)},0 Z" fill="${c.radial(
      [
        [0, '#F7E4B8'],
        [0.7, '#EBC887'],
        [1, '#D9A862'],
      ],
      0.5,
      0.95,
      0.9,
    )}" stroke="#B07A3A" stroke-width="2"/>`,
  );
  let spots = '';
  for (let i = 0; i < 60; i++) {
    const a = c.between(Math.PI * 1.05, Math.PI * 1.95);
    const d = Math.sqrt(c.rng()) * r * 0.92;
    spots += `<ellipse cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d)}" rx="${n(c.between(2, 7))}" ry="${n(c.between(1.5, 4.5))}" fill="#8E5522" opacity="${n(c.between(0.3, 0.65))}"/>`;
  }
  c.add(spots, '</g>');
}

/** A cassone: a sealed half-moon of piadina dough with crimped edge. */
export function cassone(c: Canvas, cx: number, cy: number, r: number, rot = 10): void {
  c.add(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">`);
  c.shadow(6, -r * 0.38, r, r * 0.6, 0.4, 7);
  c.add(
    `<path d="M${n(-r)},0 A${n(r)},${n(r)} 0 0 1 ${n(r)},0 Z" fill="${c.radial(
      [
        [0, '#F2DDB0'],
        [1, '#D9AE6A'],
      ],
      0.5,
      0.9,
      0.8,
    )}" stroke="#B8843F" stroke-width="2"/>`,
  );
  let crimp = '';
  for (let x = -r * 0.92; x < r * 0.92; x += 9) crimp += `M${n(x)},-2 L${n(x)},-10 `;
  c.add(`<path d="${crimp}" stroke="#B8843F" stroke-width="2"/>`);
  c.add(
    `<path d="M${n(-r * 0.5)},${n(-r * 0.05)} Q0,${n(r * 0.08)} ${n(r * 0.5)},${n(-r * 0.05)} L${n(r * 0.4)},4 Q0,14 ${n(-r * 0.4)},4Z" fill="#C8321E" opacity="0.9"/>`,
  );
  let spots = '';
  for (let i = 0; i < 30; i++) {
    const a = c.between(Math.PI * 1.05, Math.PI * 1.95);
    const d = Math.sqrt(c.rng()) * r * 0.85;
    spots += `<ellipse cx="${n(Math.cos(a) * d)}" cy="${n(Math.sin(a) * d - 8)}" rx="${n(c.between(2, 6))}" ry="${n(c.between(1.5, 4))}" fill="#8E5522" opacity="${n(c.between(0.3, 0.6))}"/>`;
  }
  c.add(spots, '</g>');
}

/** A small wooden cutting board (rounded rectangle with a handle). */
export function board(c: Canvas, cx: number, cy: number, w: number, h: number, rot = 0): void {
  c.add(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})">`);
  c.shadow(6, 10, w / 2, h / 2, 0.4, 8);
  c.add(
    `<rect x="${n(-w / 2)}" y="${n(-h / 2)}" width="${n(w)}" height="${n(h)}" rx="22" fill="${c.linear(
      [
        [0, '#B98A58'],
        [1, '#94653A'],
      ],
      [0, 0],
      [1, 1],
    )}"/>` +
      `<rect x="${n(w / 2 - 8)}" y="-14" width="50" height="28" rx="14" fill="#94653A"/><circle cx="${n(w / 2 + 26)}" cy="0" r="6" fill="#8A5F35"/></g>`,
  );
}

/** Prosciutto, squacquerone and rocket: the piadina filling. */
export const crudoFilling = [
  { draw: prosciutto, count: 8, size: [20, 24] as [number, number] },
  { draw: mozzarella, count: 7, size: [15, 18] as [number, number] },
  { draw: rocket, count: 10, size: [16, 19] as [number, number] },
];

/** Half a lobster (tail segments and one claw), red from the pan. */
export function lobsterHalf(c: Canvas, cx: number, cy: number, s: number, rot: number): void {
  c.add(`<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)}) scale(${s})">`);
  for (let i = 0; i < 6; i++) {
    c.add(
      `<path d="M${-40 + i * 13},-14 Q${-34 + i * 13},-20 ${-27 + i * 13},-14 L${-27 + i * 13},12 Q${-34 + i * 13},18 ${-40 + i * 13},12Z" fill="${i % 2 ? '#D2452B' : '#E25A36'}" stroke="#9E2A17" stroke-width="1.2"/>`,
    );
    c.add(
      `<path d="M${-38 + i * 13},-6 L${-29 + i * 13},-6 L${-29 + i * 13},8 L${-38 + i * 13},8Z" fill="#FBE9DA" opacity="0.9"/>`,
    );
  }
  c.add(`<path d="M-40,-12 L-60,-22 L-58,0 L-60,22 L-40,12Z" fill="#C8391F"/>`);
  c.add(
    `<path d="M38,-10 C60,-16 78,-6 80,6 C70,2 64,4 58,10 C70,12 74,20 70,26 C56,26 44,16 38,8Z" fill="#D2452B" stroke="#9E2A17" stroke-width="1.2"/>`,
  );
  c.add(`<path d="M38,-4 L60,-30 M40,0 L70,-24" stroke="#B3361E" stroke-width="2"/>`);
  c.add('</g>');
}

/** A grilled squid body with grill marks. */
export function grilledSquid(c: Canvas, cx: number, cy: number, s: number, rot: number): void {
  const body =
    'M-34,-10 C-20,-14 20,-12 30,-6 L40,-14 L38,0 L40,14 L30,6 C20,12 -20,14 -34,10 Q-40,0 -34,-10Z';
  const clip = c.clip(`<path d="${body}"/>`);
  c.add(
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)}) scale(${s})"><path d="${body}" fill="#F1E2CC" stroke="#C9A27A" stroke-width="1.2"/>`,
  );
  c.add(
    `<path d="M-26,-16 L-18,16 M-12,-16 L-4,16 M2,-16 L10,16 M16,-16 L24,16" stroke="#5B3A1E" stroke-width="3" opacity="0.6" clip-path="${clip}"/></g>`,
  );
}

/** A golden breaded cutlet. */
export function cutlet(c: Canvas, cx: number, cy: number, r: number): void {
  c.add(`<path d="${blobPath(c, cx, cy, r, r * 0.72, 0.1, 12)}" fill="#B8752E"/>`);
  c.add(
    `<path d="${blobPath(c, cx - 2, cy - 2, r * 0.94, r * 0.66, 0.1, 12)}" fill="${c.radial([
      [0, '#F2C46D'],
      [1, '#D9953E'],
    ])}"/>`,
  );
  let crumbs = '';
  for (let i = 0; i < 60; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r * 0.62);
    crumbs += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(c.between(0.8, 2.2))}" fill="${c.pick(['#FBE3A8', '#B97A30'])}"/>`;
  }
  c.add(crumbs);
}

/** Fries seen from above, in a loose heap. */
export function friesHeap(c: Canvas, cx: number, cy: number, r: number, count = 26): void {
  let fries = '';
  for (let i = 0; i < count; i++) {
    const [x, y] = pointInDisc(c, cx, cy, r);
    fries += `<rect x="${n(x - 22)}" y="${n(y - 4.5)}" width="44" height="9" rx="2.5" transform="rotate(${n(c.between(0, 180))} ${n(x)} ${n(y)})" fill="${c.pick(['#F6C94E', '#F2BC3A', '#F9D46A'])}" stroke="#C98C1E" stroke-width="1.2"/>`;
  }
  c.add(fries);
}

/** A slice of toasted bread (crostino) for soups and sautés. */
export function crostino(c: Canvas, cx: number, cy: number, rot: number): void {
  c.add(
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(rot)})"><path d="${blobPath(c, 0, 0, 38, 26, 0.08, 10)}" fill="#A8662C"/><path d="${blobPath(c, 0, 0, 33, 21, 0.08, 10)}" fill="${c.radial(
      [
        [0, '#F2CF94'],
        [1, '#D9A45E'],
      ],
    )}"/></g>`,
  );
}
