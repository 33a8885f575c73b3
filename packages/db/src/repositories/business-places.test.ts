import { describe, expect, it } from 'vitest';
import { importBusinessFile } from '../import/import-business-file.ts';
import { fixtureBusinessFile } from '../test/fixture-business.ts';
import { TEST_DIALECTS, useTestDatabase } from '../test/test-databases.ts';
import { findBusinessPlaces } from './business-places.ts';
import { latestBusinessVersion, saveBusinessChanges } from './business-versions.ts';
import { createStaffMember } from './staff-access.ts';

describe.each(TEST_DIALECTS)('the business’s named places on %s (decision 068)', (dialect) => {
  const database = useTestDatabase(dialect);

  it('are none before a list is saved, then the latest save’s; a duplicate code writes nothing', async () => {
    const { db } = database();
    const { businessId } = await importBusinessFile(db, fixtureBusinessFile());
    expect(await findBusinessPlaces(db, businessId)).toEqual({});
    const owner = await createStaffMember(db, {
      businessId,
      actorId: null,
      email: `places-${dialect}@trattoria.example`,
      name: 'Titolare',
      role: 'owner',
      locale: 'it',
      token: { hash: `places-${dialect}`, expiresAt: new Date(Date.now() + 3_600_000) },
      mail: null,
      now: new Date(),
    });
    if (!owner.ok) throw new Error('owner exists');
    const save = async (value: unknown) =>
      saveBusinessChanges(db, {
        businessId,
        staffId: owner.staffId,
        baseVersion: (await latestBusinessVersion(db, businessId))!.version,
        changes: [{ op: 'replace', section: 'places', value }],
        now: new Date(),
      });

    const umbrellas = { beach_umbrella_delivery: [{ code: 'b14', name: 'Ombrellone B14' }] };
    const saved = await save(umbrellas);
    expect(saved).toMatchObject({ ok: true, changes: ['section:places'] });
    expect(await findBusinessPlaces(db, businessId)).toEqual(umbrellas);

    const refused = await save({
      ...umbrellas,
      table_delivery: [{ code: 'b14', name: 'Tavolo B14' }],
    });
    expect(refused).toMatchObject({ ok: false, reason: 'invalid' });
    if (refused.ok || refused.reason !== 'invalid') return;
    // Tables come first in the file's order: the umbrella's code is the second use.
    expect(refused.issues.map((issue) => issue.path)).toEqual(['places.beach_umbrella_delivery[0].code']);
    expect(await findBusinessPlaces(db, businessId)).toEqual(umbrellas);
  });
});
