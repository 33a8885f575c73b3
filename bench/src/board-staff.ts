import {
  createStaffMember,
  findBusinessByKey,
  openDatabase,
  setStaffPassword,
  staffPasswordTokenCreate,
  staffSecretHash,
} from '@ordina/db';
import { passwordHash } from '../../apps/server/src/plugins/auth/passwords.ts';

/*
 * The staff member `npm run bench:board`'s boards sign in as: made in the
 * bench business's database as `npm run staff:add` makes one (a one-time
 * password token, then the password set with it), then signed in through the
 * real POST /api/staff/login of each server — one session cookie per server.
 */

const PASSWORD = 'Cucina2026';

/** Makes the member; returns how to get a signed-in board's headers from a server. */
export async function boardBenchCredentials(
  databaseUrl: string,
  businessKey: string,
): Promise<(baseURL: string) => Promise<Record<string, string>>> {
  const database = openDatabase(databaseUrl);
  const { db } = database;
  const email = `board-${Date.now()}@bench.example`;
  try {
    const business = await findBusinessByKey(db, businessKey);
    if (business === undefined) throw new Error(`no business ${businessKey}`);
    const token = staffPasswordTokenCreate();
    const now = new Date();
    const created = await createStaffMember(db, {
      businessId: business.id,
      actorId: null,
      email,
      name: 'Bench',
      role: 'staff',
      locale: 'it',
      token: { hash: staffSecretHash(token), expiresAt: new Date(now.getTime() + 3_600_000) },
      mail: null,
      now,
    });
    if (!created.ok) throw new Error('the bench staff member could not be made');
    await setStaffPassword(db, {
      businessId: business.id,
      tokenHash: staffSecretHash(token),
      passwordHash: await passwordHash(PASSWORD),
      now,
    });
  } finally {
    await database.close();
  }
  const cookies = new Map<string, string>();
  return async (baseURL) => {
    let cookie = cookies.get(baseURL);
    if (cookie === undefined) {
      const response = await fetch(`${baseURL}/api/staff/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`the bench staff sign-in answered ${response.status}`);
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      cookies.set(baseURL, cookie);
    }
    return { cookie };
  };
}
