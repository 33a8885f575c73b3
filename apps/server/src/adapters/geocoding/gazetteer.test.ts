import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { businessFileSchema } from '@ordina/contracts';
import { pointInDeliveryZones } from '@ordina/domain';
import { REPO_ROOT } from '../../config.ts';
import { GazetteerError, gazetteerLoad } from './gazetteer.ts';
import { LocalGeocoder } from './local-geocoder.ts';
import { gazetteerStreet } from './test/gazetteer-street.ts';

const demo = businessFileSchema.parse(
  JSON.parse(readFileSync(join(REPO_ROOT, 'packages/db/demo/lido-azzurro.json'), 'utf8')),
);
const zones = demo.delivery_order.deliveryZones;

describe('the shipped Rimini gazetteer', () => {
  it('has at least 40 streets, in Rimini and the neighbouring towns', async () => {
    const gazetteer = await gazetteerLoad();
    expect(gazetteer.streets.length).toBeGreaterThanOrEqual(40);
    const towns = new Set(gazetteer.streets.map((street) => gazetteer.localities[street.locality]?.locality));
    expect([...towns].sort()).toEqual([
      'Bellaria-Igea Marina',
      'Riccione',
      'Rimini',
      'Santarcangelo di Romagna',
    ]);
  });

  it('keeps every street inside the province of Rimini', async () => {
    const gazetteer = await gazetteerLoad();
    for (const street of gazetteer.streets) {
      for (const point of [street.start, street.end]) {
        expect(point.lat, street.id).toBeGreaterThan(43.9);
        expect(point.lat, street.id).toBeLessThan(44.2);
        expect(point.lng, street.id).toBeGreaterThan(12.35);
        expect(point.lng, street.id).toBeLessThan(12.75);
      }
    }
  });

  it('has streets wholly inside the demo delivery zone, wholly outside it and crossing its edge', async () => {
    const gazetteer = await gazetteerLoad();
    const inside = (street: (typeof gazetteer.streets)[number]) =>
      [street.start, street.end].map((point) => pointInDeliveryZones(point, zones));
    const kinds = gazetteer.streets.map((street) => inside(street).join());
    expect(kinds.filter((kind) => kind === 'true,true').length).toBeGreaterThanOrEqual(15);
    expect(kinds.filter((kind) => kind === 'false,false').length).toBeGreaterThanOrEqual(15);
    expect(
      kinds.filter((kind) => kind === 'true,false' || kind === 'false,true').length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('places the lido’s own address (Lungomare Augusto Murri 72) where the business file does', async () => {
    const geocoder = new LocalGeocoder(await gazetteerLoad());
    const lido = await geocoder.geocode('Lungomare Augusto Murri 72, 47924 Rimini');
    expect(lido?.lat).toBeCloseTo(44.0488, 3);
    expect(lido?.lng).toBeCloseTo(12.6018, 3);
  });
});

describe('gazetteerLoad', () => {
  async function loadText(text: string) {
    const dir = await mkdtemp(join(tmpdir(), 'ordina-gazetteer-'));
    try {
      const file = join(dir, 'gazetteer.json');
      await writeFile(file, text);
      return await gazetteerLoad(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const locality = {
    locality: 'A',
    administrative_area_level_3: 'A',
    administrative_area_level_2: 'AA',
    administrative_area_level_1: 'R',
    country: 'Italia',
  };
  const street = gazetteerStreet('a-via-uno', 'Via Uno', 'a', '12345', [1, 9], [1, 1], [1, 2]);

  it('refuses a missing file, broken JSON, duplicate ids and unknown towns', async () => {
    await expect(gazetteerLoad('/nonexistent/gazetteer.json')).rejects.toBeInstanceOf(GazetteerError);
    await expect(loadText('{')).rejects.toBeInstanceOf(GazetteerError);
    await expect(
      loadText(JSON.stringify({ localities: { a: locality }, streets: [street, street] })),
    ).rejects.toThrow(/duplicate street id a-via-uno/);
    await expect(
      loadText(JSON.stringify({ localities: { a: locality }, streets: [{ ...street, locality: 'b' }] })),
    ).rejects.toThrow(/unknown locality b/);
    await expect(
      loadText(
        JSON.stringify({
          localities: { a: locality },
          streets: [{ ...street, numbers: { from: 3, to: 3 } }],
        }),
      ),
    ).rejects.toThrow(/at least two house numbers/);
  });

  it('reads a valid file', async () => {
    const gazetteer = await loadText(JSON.stringify({ localities: { a: locality }, streets: [street] }));
    expect(gazetteer.streets.map((s) => s.id)).toEqual(['a-via-uno']);
    expect(gazetteer.localities.a?.aliases).toEqual([]);
  });
});
