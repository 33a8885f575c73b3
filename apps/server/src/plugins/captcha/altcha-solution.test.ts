import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib/v1';
import { openMigratedTestDatabase, type TestDatabase } from '@ordina/db/test/test-databases';
import { insertTestBusiness } from '@ordina/db/test/customer-fixture';
import { altchaVerifier } from './altcha.ts';

/*
 * The solution check (computed with node:crypto, as altcha-lib's
 * verifySolution defines it): a token passes only with the right number for
 * a challenge this server signed, unaltered.
 */
const HMAC_KEY = 'test-hmac-key';
type Token = { algorithm: string; challenge: string; number: number; salt: string; signature: string };
const encode = (token: Token) => Buffer.from(JSON.stringify(token)).toString('base64');

async function solved(challenge: Omit<Token, 'number'>): Promise<Token> {
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, 1000)
    .promise;
  if (solution === null) throw new Error('unsolvable');
  return {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

describe('ALTCHA solution check', () => {
  let database: TestDatabase;
  let verifier: ReturnType<typeof altchaVerifier>;

  beforeAll(async () => {
    database = await openMigratedTestDatabase('sqlite');
    const businessId = await insertTestBusiness(database.db, 'altcha-solution');
    verifier = altchaVerifier({ hmacKey: HMAC_KEY, maxNumber: 1000, db: database.db, businessId });
  });
  afterAll(() => database.close());

  const fresh = async () => solved((await verifier.challenge()).challenge as Omit<Token, 'number'>);

  it('accepts the right number for a challenge it signed, once', async () => {
    const token = encode(await fresh());
    expect(await verifier.verify(token, '127.0.0.1')).toBe(true);
    expect(await verifier.verify(token, '127.0.0.1')).toBe(false);
  });

  it('refuses another number, a changed challenge, salt or signature, and a challenge signed with another key', async () => {
    const genuine = await fresh();
    expect(await verifier.verify(encode({ ...genuine, number: genuine.number + 1 }), '127.0.0.1')).toBe(
      false,
    );
    expect(
      await verifier.verify(
        encode({ ...genuine, challenge: genuine.challenge.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
        '127.0.0.1',
      ),
    ).toBe(false);
    // A later expiry written into the salt: the challenge no longer hashes from it.
    const later = genuine.salt.replace(
      /expires=(\d+)/,
      (_all, seconds: string) => `expires=${Number(seconds) + 3600}`,
    );
    expect(await verifier.verify(encode({ ...genuine, salt: later }), '127.0.0.1')).toBe(false);
    expect(
      await verifier.verify(
        encode({ ...genuine, signature: genuine.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
        '127.0.0.1',
      ),
    ).toBe(false);
    expect(
      await verifier.verify(encode({ ...genuine, signature: genuine.signature.slice(1) }), '127.0.0.1'),
    ).toBe(false);

    const theirs = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey: 'another-key',
      maxnumber: 1000,
      expires: new Date(Date.now() + 60_000),
    });
    expect(await verifier.verify(encode(await solved(theirs)), '127.0.0.1')).toBe(false);
    // The genuine token, untouched, still passes: the refusals above spent nothing.
    expect(await verifier.verify(encode(genuine), '127.0.0.1')).toBe(true);
  });
});
