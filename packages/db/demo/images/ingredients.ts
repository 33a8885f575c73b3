/**
 * Small ingredients seen from above (basil, salami, mussels, shrimps...). Each
 * one draws itself centred on (x, y), turned by `rot` degrees, at size `s`.
 */
import { type Canvas, at, blobPath, n, spreadInDisc } from './canvas.ts';

export type Ingredient = (c: Canvas, x: number, y: number, rot: number, s: number) => void;

/** A basil (or mint, with another colour) leaf. */
export function leaf(color = '#2E7D32', vein = '#7CC47F'): Ingredient {
  return (c, x, y, rot, s) =>
    c.add(
      `<g ${at(x, y, rot, s / 10)}><path d="M0,-10 C7,-6 7,6 0,11 C-7,6 -7,-6 0,-10Z" fill="${color}"/>` +
        `<path d="M0,-8 L0,9" stroke="${vein}" stroke-width="0.9" opacity="0.8"/></g>`,
    );
}

export const basil = leaf();
export const mint = leaf('#3E9B4F', '#A5D6A7');

/** A slim jagged rocket leaf. */
export const rocket: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M0,-14 L3,-9 L6,-8 L3,-3 L6,0 L3,4 L5,8 L0,14 L-5,8 L-3,4 L-6,0 L-3,-3 L-6,-8 L-3,-9Z" fill="#4C8C2B"/>` +
      `<path d="M0,-12 L0,12" stroke="#8BC34A" stroke-width="0.8"/></g>`,
  );

/** A salami slice with its specks of fat. */
export const salami: Ingredient = (c, x, y, rot, s) => {
  let specks = '';
  for (let i = 0; i < 6; i++) {
    const a = c.between(0, Math.PI * 2);
    const d = c.between(0, 0.7);
    specks += `<circle cx="${n(Math.cos(a) * d * 10)}" cy="${n(Math.sin(a) * d * 10)}" r="1.3" fill="#F6C1B0"/>`;
  }
  c.add(
    `<g ${at(x, y, rot, s / 10)}><circle r="10.5" fill="#8E1B16"/><circle r="9.5" fill="#B8322A"/>${specks}</g>`,
  );
};

/** A sliced mushroom. */
export const mushroom: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-10,0 C-10,-9 10,-9 10,0 L4,0 L4,8 L-4,8 L-4,0Z" fill="#E3D2B5" stroke="#9C7E5A" stroke-width="1.4"/></g>`,
  );

/** A black olive ring. */
export const olive: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><ellipse rx="7" ry="6" fill="none" stroke="#262626" stroke-width="4.5"/></g>`,
  );

/** A green olive, whole. */
export const greenOlive: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><ellipse rx="8" ry="6" fill="#7C8C2A"/><ellipse cx="-2" cy="-2" rx="3" ry="1.6" fill="#C5D06A" opacity="0.7"/></g>`,
  );

/** A piece of cooked ham. */
export const ham: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="${blobPath(c, 0, 0, 13, 9, 0.25, 8)}" fill="#F0A39A" stroke="#F8CFC6" stroke-width="2"/></g>`,
  );

/** A ribbon of prosciutto crudo with its white fat edge. */
export const prosciutto: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-16,-4 C-10,-12 -2,4 6,-6 C10,-10 14,-6 17,-2 C12,6 4,-2 -4,8 C-8,12 -14,6 -16,-4Z" fill="#C94B58"/>` +
      `<path d="M-16,-4 C-10,-12 -2,4 6,-6 C10,-10 14,-6 17,-2" stroke="#F6E3DC" stroke-width="2.4" fill="none"/></g>`,
  );

/** An artichoke heart quarter. */
export const artichoke: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M0,-10 C8,-6 9,6 0,10 C-9,6 -8,-6 0,-10Z" fill="#A7B35E"/><path d="M0,-8 C4,-3 4,3 0,8 M-3,-6 C-1,-2 -1,2 -3,6" stroke="#6F7A2E" stroke-width="1.2" fill="none"/></g>`,
  );

/** An anchovy fillet. */
export const anchovy: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-18,0 C-10,-4 10,-4 18,-1 L20,2 C10,3 -10,4 -18,0Z" fill="#7B5B4C"/><path d="M-15,-0.5 C-5,-2 8,-2 16,0" stroke="#C9A393" stroke-width="1" fill="none"/></g>`,
  );

/** A flake of tuna. */
export const tunaFlake: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="${blobPath(c, 0, 0, 8, 6, 0.3, 7)}" fill="#D8B595" stroke="#B8906C" stroke-width="1"/></g>`,
  );

/** A red onion ring arc. */
export const onion: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-10,4 A10,10 0 1 1 8,6" stroke="#8E3B78" stroke-width="2.6" fill="none"/><path d="M-10,4 A10,10 0 1 1 8,6" stroke="#E8C9E0" stroke-width="1" fill="none"/></g>`,
  );

/** Half a cherry tomato. */
export const cherryTomato: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><circle r="9.5" fill="#D32F2F"/><circle r="7" fill="#EF6C57"/>` +
      `<circle cx="-2.5" cy="-1" r="1.3" fill="#FFE082"/><circle cx="2.5" cy="1.5" r="1.3" fill="#FFE082"/><circle cx="0" cy="-3.5" r="1.2" fill="#FFE082"/>` +
      `<circle cx="-3" cy="-5" r="2" fill="#fff" opacity="0.35"/></g>`,
  );

/** A small tomato dice. */
export const tomatoDice: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><rect x="-5" y="-5" width="10" height="10" rx="2.5" fill="#D8352A"/><rect x="-3" y="-3.5" width="4" height="3" rx="1" fill="#F28B7A"/></g>`,
  );

/** A blob of mozzarella (fior di latte or bufala). */
export const mozzarella: Ingredient = (c, x, y, rot, s) =>
  c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="${blobPath(c, 0, 0, 11, 9, 0.22, 9)}" fill="#FFF6E0" stroke="#EED9A8" stroke-width="1.5"/>` +
      `<ellipse cx="-3" cy="-3" rx="4.5" ry="2.8" fill="#fff"/><circle cx="${n(c.between(-4, 5))}" cy="${n(c.between(0, 5))}" r="1.6" fill="#D9A44E" opacity="0.55"/></g>`,
  );

/** A patch of melted yellow cheese (fontina, gorgonzola base...). */
export function cheese(color = '#F6D77B', veins?: string): Ingredient {
  return (c, x, y, rot, s) => {
    let spots = '';
    if (veins)
      for (let i = 0; i < 5; i++)
        spots += `<circle cx="${n(c.between(-7, 7))}" cy="${n(c.between(-5, 5))}" r="${n(c.between(1, 2.2))}" fill="${veins}"/>`;
    c.add(
      `<g ${at(x, y, rot, s / 10)}><path d="${blobPath(c, 0, 0, 12, 9, 0.28, 9)}" fill="${color}" opacity="0.95"/>${spots}</g>`,
    );
  };
}

/** An opened mussel, blue-black shell and orange meat. */
export const mussel: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-17,0 C-14,-10 10,-11 17,-2 C12,8 -10,10 -17,0Z" fill="#1E2A33"/>` +
      `<path d="M-13,0 C-10,-6 8,-7 13,-1 C9,5 -8,6 -13,0Z" fill="#E98A3B"/><path d="M-9,-1 C-4,-4 5,-4 9,-1" stroke="#F6B77C" stroke-width="1.6" fill="none"/>` +
      `<path d="M-16,-2 C-12,-9 8,-10 15,-4" stroke="#5C7386" stroke-width="1.2" fill="none" opacity="0.7"/></g>`,
  );

/** A clam shell, open side up. */
export const clam: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-12,4 C-12,-8 12,-8 12,4 C6,8 -6,8 -12,4Z" fill="#D9CBB8" stroke="#8D7B68" stroke-width="1.2"/>` +
      `<path d="M0,5 L-8,-3 M0,5 L-3,-6 M0,5 L3,-6 M0,5 L8,-3" stroke="#A8957F" stroke-width="1" fill="none"/>` +
      `<ellipse cx="0" cy="1" rx="5" ry="3" fill="#F3D9B1"/></g>`,
  );

/** A peeled shrimp, curled. `cooked` is pink-orange, `fried` golden. */
export function shrimp(style: 'cooked' | 'fried' | 'raw' = 'cooked'): Ingredient {
  const [body, stripe] =
    style === 'fried'
      ? ['#D9963A', '#F2C46D']
      : style === 'raw'
        ? ['#F4A79B', '#FBD3CB']
        : ['#F07A4B', '#FFD1B8'];
  return (_c, x, y, rot, s) =>
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><path d="M10,-10 C18,-2 12,12 -2,12 C-10,12 -14,6 -12,2 C-6,6 4,6 6,-2 C7,-6 6,-9 4,-11Z" fill="${body}"/>` +
        `<path d="M7,-6 l5,2 M8,1 l5,4 M3,6 l2,5 M-4,7 l-1,5" stroke="${stripe}" stroke-width="1.6" fill="none"/>` +
        `<path d="M-12,2 L-18,-2 L-16,6Z" fill="${style === 'fried' ? '#B5762A' : '#D8532E'}"/></g>`,
    );
}

/** A squid ring, white when cooked, golden when fried. */
export function squidRing(style: 'cooked' | 'fried' = 'cooked'): Ingredient {
  const [outer, inner] = style === 'fried' ? ['#C98A2E', '#F0C068'] : ['#E6DCCB', '#FFF8EC'];
  return (_c, x, y, rot, s) =>
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><ellipse rx="11" ry="9" fill="none" stroke="${outer}" stroke-width="6.5"/><ellipse rx="11" ry="9" fill="none" stroke="${inner}" stroke-width="3.5"/></g>`,
    );
}

/** A small whole fried fish (paranza). */
export const friedFish: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-22,0 C-14,-8 10,-8 16,-1 L24,-7 L22,0 L24,7 L16,1 C10,8 -14,8 -22,0Z" fill="#D39A43"/>` +
      `<path d="M-18,-1 C-8,-5 8,-5 14,-1" stroke="#F3C97A" stroke-width="2" fill="none"/><circle cx="-15" cy="-1.5" r="1.6" fill="#3a2a1a"/></g>`,
  );

/** A lemon wedge seen from above. */
export const lemonWedge: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-16,0 A16,16 0 0 1 16,0Z" fill="#FFE36E" stroke="#F2C12E" stroke-width="3.5"/>` +
      `<path d="M0,0 L-10,-9 M0,0 L0,-13 M0,0 L10,-9" stroke="#FFF6C4" stroke-width="1.4"/></g>`,
  );

/** A citrus fruit's colours: its flesh and the rind around it. */
export interface Citrus {
  flesh: string;
  rind: string;
}

export const LEMON: Citrus = { flesh: '#FFE36E', rind: '#F2C12E' };
export const ORANGE: Citrus = { flesh: '#FFA53A', rind: '#F28A12' };
export const LIME: Citrus = { flesh: '#B5D86A', rind: '#5E9C2F' };

/** A round citrus slice (lemon, orange or lime). */
export function citrusSlice({ flesh, rind }: Citrus): Ingredient {
  return (_c, x, y, rot, s) => {
    let segments = '';
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      segments += `<path d="M0,0 L${n(Math.cos(a) * 11)},${n(Math.sin(a) * 11)}" stroke="#fff" stroke-width="1.2" opacity="0.8"/>`;
    }
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><circle r="14" fill="${rind}"/><circle r="12" fill="#FFFBEA"/><circle r="11" fill="${flesh}"/>${segments}</g>`,
    );
  };
}

export const lemonSlice = citrusSlice(LEMON);
export const orangeSlice = citrusSlice(ORANGE);
export const limeSlice = citrusSlice(LIME);

/** A few specks of chopped parsley scattered in a disc. */
export function parsley(c: Canvas, cx: number, cy: number, r: number, count = 30): void {
  let dots = '';
  for (let i = 0; i < count; i++) {
    const a = c.between(0, Math.PI * 2);
    const d = Math.sqrt(c.rng()) * r;
    dots += `<rect x="${n(cx + Math.cos(a) * d)}" y="${n(cy + Math.sin(a) * d)}" width="${n(c.between(1.5, 3))}" height="${n(c.between(1.5, 3))}" fill="${c.pick(['#2E7D32', '#43A047', '#1B5E20'])}"/>`;
  }
  c.add(dots);
}

/** A grilled vegetable round (zucchini or aubergine) with grill marks. */
export function grilledVeg(skin: string, flesh: string): Ingredient {
  return (_c, x, y, rot, s) =>
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><ellipse rx="13" ry="11" fill="${skin}"/><ellipse rx="11" ry="9" fill="${flesh}"/>` +
        `<path d="M-8,-6 L6,8 M-10,0 L2,10 M-4,-9 L10,4" stroke="#5B3A1E" stroke-width="2.2" opacity="0.65"/></g>`,
    );
}

export const zucchini = grilledVeg('#3F7A2C', '#D9E3A0');
export const aubergine = grilledVeg('#3B2340', '#E6D3A3');

/** A strip of roasted pepper. */
export function pepperStrip(color: string): Ingredient {
  return (_c, x, y, rot, s) =>
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><path d="M-14,-3 C-6,-7 6,-6 14,-2 L13,3 C6,0 -6,-1 -14,3Z" fill="${color}"/></g>`,
    );
}

/** A cube (potato, tofu, crouton, salmon) with a lit top face. */
export function cube(face: string, edge: string, stripes?: string): Ingredient {
  return (_c, x, y, rot, s) =>
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><rect x="-8" y="-8" width="16" height="16" rx="3" fill="${edge}"/><rect x="-8" y="-8" width="14" height="13" rx="3" fill="${face}"/>` +
        (stripes ? `<path d="M-6,-3 L5,-6 M-6,2 L5,-1" stroke="${stripes}" stroke-width="1.4"/>` : '') +
        `</g>`,
    );
}

/** An avocado slice (crescent). */
export const avocado: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-16,2 C-8,-10 10,-10 16,2 C8,-3 -8,-3 -16,2Z" fill="#2F5D1E"/><path d="M-14,2 C-8,-7 8,-7 14,2 C8,-1 -8,-1 -14,2Z" fill="#C4DB7A"/></g>`,
  );

/** An edamame bean. */
export const edamame: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><ellipse rx="6" ry="4.5" fill="#7CB342"/><ellipse cx="-1.5" cy="-1.5" rx="2" ry="1.2" fill="#C5E1A5"/></g>`,
  );

/** A salad leaf in a given green. */
export function saladLeaf(color: string): Ingredient {
  return (_c, x, y, rot, s) =>
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><path d="M0,-16 C10,-14 14,-4 12,4 C10,12 4,16 0,16 C-4,16 -10,12 -12,4 C-14,-4 -10,-14 0,-16Z" fill="${color}"/>` +
        `<path d="M0,-13 L0,14 M0,-4 L7,-9 M0,4 L-7,-2 M0,8 L6,4" stroke="#E8F5C8" stroke-width="1" opacity="0.55" fill="none"/></g>`,
    );
}

/** Half a boiled egg. */
export const eggHalf: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><ellipse rx="14" ry="10" fill="#FFFDF6" stroke="#E9E2D0" stroke-width="1"/><circle cx="1" r="5.5" fill="#F7B82C"/></g>`,
  );

/** A shaving of parmesan. */
export const parmesanShaving: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-10,-3 L9,-6 L11,2 L-8,5Z" fill="#F5E3A4" stroke="#E2C673" stroke-width="0.8"/></g>`,
  );

/** A strip of grilled chicken. */
export const chickenStrip: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><rect x="-15" y="-5" width="30" height="10" rx="5" fill="#E2B27A"/><path d="M-9,-5 L-5,5 M-1,-5 L3,5 M7,-5 L11,5" stroke="#7A4A1F" stroke-width="1.8" opacity="0.7"/></g>`,
  );

/** A few sesame seeds around (x, y). */
export function sesame(c: Canvas, cx: number, cy: number, r: number, count = 14, color = '#FBF3DC'): void {
  let seeds = '';
  for (let i = 0; i < count; i++) {
    const a = c.between(0, Math.PI * 2);
    const d = Math.sqrt(c.rng()) * r;
    seeds += `<ellipse cx="${n(cx + Math.cos(a) * d)}" cy="${n(cy + Math.sin(a) * d)}" rx="1.8" ry="1" transform="rotate(${n(c.between(0, 180))} ${n(cx + Math.cos(a) * d)} ${n(cy + Math.sin(a) * d)})" fill="${color}"/>`;
  }
  c.add(seeds);
}

/** An octopus tentacle piece: a curl with suckers. */
export const tentacle: Ingredient = (_c, x, y, rot, s) =>
  _c.add(
    `<g ${at(x, y, rot, s / 10)}><path d="M-14,6 C-14,-10 10,-12 10,0 C10,6 2,8 0,2" stroke="#9C3C5C" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<path d="M-14,6 C-14,-10 10,-12 10,0 C10,6 2,8 0,2" stroke="#E6A7B8" stroke-width="2.5" fill="none" stroke-dasharray="2 3" stroke-linecap="round"/></g>`,
  );

/** A red berry (raspberry-like) or a blueberry. */
export function berry(color: string, highlight: string): Ingredient {
  return (_c, x, y, rot, s) =>
    _c.add(
      `<g ${at(x, y, rot, s / 10)}><circle r="7" fill="${color}"/><circle cx="-2.5" cy="-2.5" r="2" fill="${highlight}" opacity="0.7"/></g>`,
    );
}

/** Scatters `count` copies of an ingredient in a disc, with random turn and size. */
export function scatter(
  c: Canvas,
  draw: Ingredient,
  cx: number,
  cy: number,
  r: number,
  count: number,
  size: [number, number] = [9, 12],
): void {
  for (const [x, y] of spreadInDisc(c, cx, cy, r, count))
    draw(c, x, y, c.between(0, 360), c.between(size[0], size[1]));
}
