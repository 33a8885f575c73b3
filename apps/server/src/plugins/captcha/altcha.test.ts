import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { TEST_DIALECTS } from '@ordina/db/test/test-databases';
import { buildApp } from '../../app.ts';
import { captchaToken, createAccountTestApp, seedAccount } from '../auth/test/account-test-app.ts';
import type { AccountTestApp } from '../auth/test/account-test-app.ts';

/*
 * Several app servers behind a load balancer share one database
 * (docs/architecture-brief.md "Database"): a solution spent on one must be refused by
 * every other, not only by the process that saw it first.
 */
describe.each(TEST_DIALECTS)('ALTCHA replay protection across two servers on one %s database', (dialect) => {
  let first: AccountTestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await createAccountTestApp(dialect);
    await seedAccount(first.app, { email: 'taken@example.com' });
    // A second server on the same database and configuration (the same derived ALTCHA key).
    second = await buildApp(first.config, { pages: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const recover = (app: FastifyInstance, recaptchaToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/recover',
      payload: { username: 'taken@example.com', recaptchaToken },
    });

  it('refuses on the second server a solution already spent on the first, and the other way round', async () => {
    const token = await captchaToken(first.app);
    expect((await recover(first.app, token)).statusCode).toBe(200);
    const replay = await recover(second, token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ data: { errors: ['WRONG_RECAPTCHA'] } });

    const other = await captchaToken(second);
    expect((await recover(second, other)).statusCode).toBe(200);
    expect((await recover(first.app, other)).json()).toEqual({ data: { errors: ['WRONG_RECAPTCHA'] } });
  });

  it('lets exactly one of two simultaneous uses of one solution through', async () => {
    const token = await captchaToken(first.app);
    const responses = await Promise.all([recover(first.app, token), recover(second, token)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((r) => r.statusCode === 400)?.json()).toEqual({
      data: { errors: ['WRONG_RECAPTCHA'] },
    });
  });

  it('records a spent solution by hash only, kept until its challenge expires', async () => {
    const token = await captchaToken(first.app);
    const { challenge, salt } = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as {
      challenge: string;
      salt: string;
    };
    const expiresSeconds = Number(new URLSearchParams(salt.split('?')[1]).get('expires'));
    expect((await recover(first.app, token)).statusCode).toBe(200);
    const solutionHash = createHash('sha256').update(challenge).digest('hex');
    const rows = await first.app.database.db
      .selectFrom('spent_captcha_solutions')
      .selectAll()
      .where('solution_hash', '=', solutionHash)
      .execute();
    expect(rows).toEqual([
      {
        business_id: first.app.businessId,
        solution_hash: solutionHash,
        expires_at: new Date(expiresSeconds * 1000).toISOString(),
        owner: null,
      },
    ]);
  });
});
