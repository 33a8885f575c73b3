import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEnvelopeReceiver } from '../../../../../e2e/support/envelope-receiver.ts';
import type { EnvelopeReceiver, ReportedEvent } from '../../../../../e2e/support/envelope-receiver.ts';
import { apiCall } from '../after-hydration-shared/api-client.ts';
import { saveConsent } from '../consent/after-hydration-shared/consent-store.ts';
import { clearSession, storeSessionUser } from '../session/after-hydration-shared/session-store.ts';
import { reportToErrorService } from './first-load/report.ts';
import { startErrorReporting } from './start.client.ts';

// The browser's error reports (spec §7, docs/decisions/026) with the real SDK sending
// envelopes to a local receiver: business tags always, the customer only with the
// `errorIdentity` consent and a stored user, API server errors and lost calls reported
// (4xx answers not), and no token anywhere.

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
const customer = {
  id: 42,
  email: 'ada@example.com',
  name: 'Ada',
  lastname: 'Lovelace',
  phone: '+39 333 1112222',
  privacy_policy_accepted: true,
  token: TOKEN,
  iat: 1,
  exp: 4102444800,
  rat: 1,
};
const anagraphic = { id: 3, idAttivita: 9, name: 'Lido Azzurro' };
const everything = { analytics: false, marketing: false, errorIdentity: true };
const nothing = { analytics: false, marketing: false, errorIdentity: false };

let receiver: EnvelopeReceiver;
let count = 0;

/** Reports an error with a unique text and waits for its event. */
async function reported(): Promise<ReportedEvent> {
  count += 1;
  const text = `broken page ${count}`;
  reportToErrorService({ error: new Error(text) });
  return receiver.waitForEvent((event) => event.exception?.values?.[0]?.value === text);
}

beforeAll(async () => {
  receiver = await startEnvelopeReceiver();
  window.history.replaceState(null, '', `/?token=${TOKEN}&lang=it`);
  startErrorReporting({ dsn: receiver.dsn(), environment: 'test', release: 'ordina@test' }, anagraphic);
  // Reported before the SDK arrived (it loads when the browser is idle): kept, then sent.
  reportToErrorService({ error: new Error('before the SDK') });
});

afterAll(() => receiver.close());

beforeEach(() => {
  clearSession();
  saveConsent(nothing);
});

describe('browser error reports', () => {
  it('reports nothing when error reporting was never started (no DSN): nobody listens to the event', () => {
    expect(() => reportToErrorService({ error: new Error('unheard') })).not.toThrow();
  });

  it('sends what was reported before the SDK loaded, tagged with the business', async () => {
    const event = await receiver.waitForEvent((e) => e.exception?.values?.[0]?.value === 'before the SDK');
    expect(event.tags).toMatchObject({ company_id: '3', activity_id: '9', activity_name: 'Lido Azzurro' });
    expect(event.environment).toBe('test');
  });

  it('names no customer without the errorIdentity consent, even with a stored user', async () => {
    storeSessionUser(customer);
    const event = await reported();
    expect(event.user?.email).toBeUndefined();
    expect(event.user?.id).toBeUndefined();
  });

  it('names the stored customer once they consent, and no one after they log out', async () => {
    storeSessionUser(customer);
    saveConsent(everything);
    expect((await reported()).user).toEqual({ id: '42', email: 'ada@example.com', username: 'Ada Lovelace' });
    clearSession();
    expect((await reported()).user?.id).toBeUndefined();
  });

  it('reports an API server error and a call without an answer, not a 4xx answer, with no query or token', async () => {
    storeSessionUser(customer);
    const answer = (status: number) => () =>
      Promise.resolve(new Response(JSON.stringify({ data: { errors: ['GENERIC_ERROR'] } }), { status }));
    await apiCall('GET /api/timetable/:method', { params: { method: 'delivery' }, fetch: answer(400) });
    await apiCall('GET /api/timetable/:method', { params: { method: 'delivery' }, fetch: answer(503) });
    await apiCall('GET /api/timetable/:method', {
      params: { method: 'takeaway' },
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const serverError = await receiver.waitForEvent(
      (e) => e.message === 'API call failed: GET /api/timetable/delivery (503)',
    );
    expect(serverError.tags).toMatchObject({
      api_method: 'GET',
      api_path: '/api/timetable/delivery',
      api_status: '503',
      company_id: '3',
    });
    await receiver.waitForEvent(
      (e) => e.message === 'API call failed: GET /api/timetable/takeaway (no answer)',
    );
    expect(receiver.events().filter((e) => e.message?.includes('(400)'))).toEqual([]);
  });

  it('never sends the token: not from the page URL, not from the stored user', async () => {
    storeSessionUser(customer);
    saveConsent(everything);
    const event = await reported();
    expect(event.request?.url).toBe('http://localhost:3000/?token=[REDACTED]&lang=it');
    for (const envelope of receiver.envelopes) expect(envelope.raw).not.toContain(TOKEN);
  });
});

describe('API failure reports', () => {
  it('redact the secret segments of the path (an order hash, a captcha token)', async () => {
    await apiCall('GET /api/order/detail/:oid/:hash/:captcha', {
      params: { oid: 5, hash: 'ORDERHASHSECRET', captcha: 'CAPTCHASECRET' },
      fetch: () => Promise.resolve(new Response('{}', { status: 502 })),
    });
    const event = await receiver.waitForEvent(
      (e) => e.message?.startsWith('API call failed: GET /api/order/detail/5/') === true,
    );
    expect(event.message).toBe('API call failed: GET /api/order/detail/5/[REDACTED]/[REDACTED] (502)');
    for (const envelope of receiver.envelopes) expect(envelope.raw).not.toContain('ORDERHASHSECRET');
  });
});
