/**
 * A tiny SVG builder for the demo illustrations: collects gradient/filter
 * definitions and drawing elements, and gives every scene its own seeded
 * random source so a re-run draws exactly the same pictures.
 */

/** Width and height of every demo picture (4:3). */
export const WIDTH = 480;
export const HEIGHT = 360;

export type Rng = () => number;

/** A deterministic random source (mulberry32) seeded from a string. */
export function seededRng(seed: string): Rng {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rounds a coordinate to one decimal so the SVG text stays short. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

/** One picture being drawn: its random source, definitions and elements. */
export class Canvas {
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private nextId = 0;

  constructor(seed: string) {
    this.rng = seededRng(seed);
  }

  /** A random number in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.rng();
  }

  /** A random element of a non-empty list. */
  pick<T>(items: readonly [T, ...T[]]): T {
    return items[Math.floor(this.rng() * items.length)] ?? items[0];
  }

  /** Appends raw SVG elements. */
  add(...elements: string[]): void {
    this.body.push(...elements);
  }

  /** Defines a linear gradient (vertical unless angled) and returns `url(#id)`. */
  linear(stops: readonly Stop[], from: [number, number] = [0, 0], to: [number, number] = [0, 1]): string {
    const id = `g${this.nextId++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="${from[0]}" y1="${from[1]}" x2="${to[0]}" y2="${to[1]}">${stopsSvg(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** Defines a radial gradient (centre fx/fy in bounding-box units) and returns `url(#id)`. */
  radial(stops: readonly Stop[], fx = 0.5, fy = 0.5, r = 0.5): string {
    const id = `g${this.nextId++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${fx}" cy="${fy}" r="${r}">${stopsSvg(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Defines a Gaussian blur filter and returns `url(#id)`. */
  blur(deviation: number): string {
    const id = `f${this.nextId++}`;
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** Defines a clip path from SVG shapes and returns `url(#id)`. */
  clip(shapes: string): string {
    const id = `c${this.nextId++}`;
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  /** A soft shadow ellipse under an object. */
  shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35, deviation = 8): void {
    this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="#1a0f05" opacity="${opacity}" filter="${this.blur(deviation)}"/>`,
    );
  }

  /** The finished SVG document. */
  toSvg(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    );
  }
}

function stopsSvg(stops: readonly Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

/** A closed, slightly irregular blob around (cx, cy): organic edges for food. */
export function blobPath(
  c: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.12,
  points = 10,
): string {
  const pts: [number, number][] = [];
  for (let i = 0; i < points; i++) {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + c.between(-wobble, wobble);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  // Smooth closed curve through the points (midpoint quadratic Béziers).
  const mid = (p: [number, number], q: [number, number]): [number, number] => [
    (p[0] + q[0]) / 2,
    (p[1] + q[1]) / 2,
  ];
  const first = pts[0] ?? [cx, cy];
  const last = pts[pts.length - 1] ?? first;
  let d = `M${n(mid(last, first)[0])},${n(mid(last, first)[1])}`;
  pts.forEach((p, i) => {
    const next = pts[(i + 1) % pts.length] ?? first;
    const m = mid(p, next);
    d += `Q${n(p[0])},${n(p[1])} ${n(m[0])},${n(m[1])}`;
  });
  return `${d}Z`;
}

/** A point at a random angle and radius within a disc (uniform by area). */
export function pointInDisc(c: Canvas, cx: number, cy: number, r: number): [number, number] {
  const a = c.between(0, Math.PI * 2);
  const d = Math.sqrt(c.rng()) * r;
  return [cx + Math.cos(a) * d, cy + Math.sin(a) * d];
}

/**
 * `count` points spread evenly over a disc (sunflower pattern, golden angle)
 * with a random turn and a little jitter, so toppings never clump.
 */
export function spreadInDisc(
  c: Canvas,
  cx: number,
  cy: number,
  r: number,
  count: number,
): [number, number][] {
  const turn = c.between(0, Math.PI * 2);
  const golden = Math.PI * (3 - Math.sqrt(5));
  const points: [number, number][] = [];
  for (let i = 0; i < count; i++) {
    const d = r * Math.sqrt((i + c.between(0.3, 0.9)) / count);
    const a = turn + i * golden + c.between(-0.25, 0.25);
    points.push([cx + Math.cos(a) * d, cy + Math.sin(a) * d]);
  }
  return points;
}

/** Draws something scaled by `s` around the fixed point (x, y). */
export function scaled(c: Canvas, x: number, y: number, s: number, draw: () => void): void {
  c.add(`<g transform="translate(${n(x)} ${n(y)}) scale(${s}) translate(${n(-x)} ${n(-y)})">`);
  draw();
  c.add('</g>');
}

/** `transform` attribute text for a translation + rotation (+ scale). */
export function at(x: number, y: number, rotate = 0, scale = 1): string {
  return `transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ''}${scale !== 1 ? ` scale(${Math.round(scale * 1000) / 1000})` : ''}"`;
}
