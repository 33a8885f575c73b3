/**
 * Backgrounds of the demo pictures: table tops seen from above (flat-lay
 * dishes) and beach scenes seen from the side (drinks, desserts, burgers).
 * Large smooth areas keep the WebP files small.
 */
import { type Canvas, HEIGHT, WIDTH, n } from './canvas.ts';

/** Warm wooden planks seen from above. */
export function woodTable(c: Canvas, tone: 'light' | 'dark' = 'light'): void {
  const [a, b] = tone === 'light' ? ['#C89B6A', '#A87A4C'] : ['#6E4A2F', '#4E3220'];
  c.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.linear(
      [
        [0, a],
        [1, b],
      ],
      [0, 0],
      [1, 1],
    )}"/>`,
  );
  const plank = 90;
  for (let y = 0; y < HEIGHT; y += plank) {
    const shade = c.between(-0.06, 0.08);
    c.add(
      `<rect y="${y}" width="${WIDTH}" height="${plank}" fill="${shade > 0 ? '#fff' : '#000'}" opacity="${Math.abs(shade).toFixed(2)}"/>`,
    );
    for (let g = 0; g < 4; g++) {
      const gy = y + c.between(12, plank - 12);
      c.add(
        `<path d="M0,${n(gy)} C${n(c.between(100, 200))},${n(gy + c.between(-8, 8))} ${n(c.between(280, 380))},${n(gy + c.between(-8, 8))} ${WIDTH},${n(gy + c.between(-4, 4))}" stroke="#3b2414" stroke-width="${n(c.between(0.8, 1.8))}" fill="none" opacity="0.16"/>`,
      );
    }
    c.add(`<rect y="${y + plank - 2}" width="${WIDTH}" height="3" fill="#2a180c" opacity="0.35"/>`);
  }
}

/** A blue-and-white gingham tablecloth, the classic seaside trattoria look. */
export function ginghamCloth(c: Canvas, color = '#2F6FB0'): void {
  c.add(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#F7F3EA"/>`);
  const step = 40;
  const stripes: string[] = [];
  for (let x = 0; x < WIDTH; x += step)
    stripes.push(`<rect x="${x}" width="${step / 2}" height="${HEIGHT}"/>`);
  for (let y = 0; y < HEIGHT; y += step)
    stripes.push(`<rect y="${y}" width="${WIDTH}" height="${step / 2}"/>`);
  c.add(`<g fill="${color}" opacity="0.28">${stripes.join('')}</g>`);
  c.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.radial([
      [0.55, '#fff', 0],
      [1, '#3d2a1a', 0.28],
    ])}"/>`,
  );
}

/** A dark slate board, for raw fish and desserts. */
export function slate(c: Canvas): void {
  c.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.linear(
      [
        [0, '#3A4145'],
        [1, '#24292C'],
      ],
      [0, 0],
      [1, 1],
    )}"/>`,
  );
  const soft = c.blur(22);
  for (let i = 0; i < 6; i++) {
    c.add(
      `<ellipse cx="${n(c.between(0, WIDTH))}" cy="${n(c.between(0, HEIGHT))}" rx="${n(c.between(40, 110))}" ry="${n(c.between(20, 60))}" fill="#6B767C" opacity="0.18" filter="${soft}"/>`,
    );
  }
}

/** Light sand with a striped beach towel corner, for bowls and salads. */
export function sandTowel(c: Canvas, towel = '#1E88B5'): void {
  c.add(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.linear(
      [
        [0, '#F1DDB4'],
        [1, '#E2C690'],
      ],
      [0, 0],
      [1, 1],
    )}"/>`,
  );
  const soft = c.blur(3);
  for (let i = 0; i < 40; i++) {
    c.add(
      `<circle cx="${n(c.between(0, WIDTH))}" cy="${n(c.between(0, HEIGHT))}" r="${n(c.between(1, 2.4))}" fill="#B99560" opacity="0.35" filter="${soft}"/>`,
    );
  }
  c.add(
    `<g transform="rotate(-18 0 360)"><rect x="-60" y="250" width="260" height="200" fill="#FDFBF5"/>` +
      `<rect x="-60" y="268" width="260" height="22" fill="${towel}"/><rect x="-60" y="312" width="260" height="22" fill="${towel}"/>` +
      `<rect x="-60" y="356" width="260" height="22" fill="${towel}"/></g>`,
  );
}

export type SkyMood = 'day' | 'sunset';

/**
 * Side view of a table on the beach: sky, sea and a wooden table top whose
 * front edge is at `tableY`. Objects stand on it.
 */
export function beachTable(c: Canvas, mood: SkyMood = 'day', tableY = 230): void {
  const sky =
    mood === 'day'
      ? c.linear([
          [0, '#6EC3EA'],
          [1, '#D6F0FA'],
        ])
      : c.linear([
          [0, '#3C2A63'],
          [0.55, '#E0636B'],
          [1, '#F7B267'],
        ]);
  c.add(`<rect width="${WIDTH}" height="${tableY}" fill="${sky}"/>`);
  const horizon = tableY - 70;
  if (mood === 'sunset') {
    c.add(`<circle cx="330" cy="${horizon}" r="46" fill="#FFD58A" filter="${c.blur(6)}"/>`);
    c.add(`<circle cx="330" cy="${horizon}" r="34" fill="#FFE7B0"/>`);
  } else {
    c.add(`<circle cx="410" cy="46" r="60" fill="#FFF6C8" opacity="0.55" filter="${c.blur(18)}"/>`);
    c.add(`<circle cx="410" cy="46" r="24" fill="#FFF9DE"/>`);
  }
  const sea =
    mood === 'day'
      ? c.linear([
          [0, '#1D7FB3'],
          [1, '#3CB1D6'],
        ])
      : c.linear([
          [0, '#5B3C74'],
          [1, '#C8686E'],
        ]);
  c.add(`<rect y="${horizon}" width="${WIDTH}" height="${tableY - horizon}" fill="${sea}"/>`);
  for (let i = 0; i < 9; i++) {
    const y = horizon + c.between(8, tableY - horizon - 6);
    const x = c.between(-20, WIDTH - 40);
    c.add(
      `<path d="M${n(x)},${n(y)} q12,-4 24,0 t24,0" stroke="#fff" stroke-width="1.6" fill="none" opacity="0.45"/>`,
    );
  }
  if (mood === 'sunset') {
    c.add(
      `<ellipse cx="330" cy="${(horizon + tableY) / 2}" rx="26" ry="${(tableY - horizon) / 2}" fill="#FFD58A" opacity="0.3" filter="${c.blur(9)}"/>`,
    );
  }
  // Out-of-focus beach umbrellas give the scene its place.
  const soft = c.blur(4);
  const umbrella = (x: number, color: string) =>
    c.add(
      `<g filter="${soft}" opacity="0.75"><path d="M${x - 36},${horizon - 6} Q${x},${horizon - 40} ${x + 36},${horizon - 6} Z" fill="${color}"/>` +
        `<rect x="${x - 1.5}" y="${horizon - 8}" width="3" height="40" fill="#EDE3D1"/></g>`,
    );
  umbrella(60, mood === 'day' ? '#F28C28' : '#B5484E');
  umbrella(150, mood === 'day' ? '#1E5FA8' : '#6A3E7A');
  const top =
    mood === 'day'
      ? c.linear([
          [0, '#B98A5A'],
          [1, '#8A5E36'],
        ])
      : c.linear([
          [0, '#7A5238'],
          [1, '#4A2F1F'],
        ]);
  c.add(`<rect y="${tableY}" width="${WIDTH}" height="${HEIGHT - tableY}" fill="${top}"/>`);
  for (let i = 1; i < 5; i++) {
    const y = tableY + (i * (HEIGHT - tableY)) / 5 + i * 2;
    c.add(`<rect y="${n(y)}" width="${WIDTH}" height="2" fill="#2a180c" opacity="0.25"/>`);
  }
  c.add(`<rect y="${tableY}" width="${WIDTH}" height="6" fill="#fff" opacity="0.18"/>`);
}
