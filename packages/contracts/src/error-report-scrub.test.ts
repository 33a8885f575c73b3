import { describe, expect, it } from 'vitest';
import { errorReportTags, errorReportUser } from './error-report.ts';
import { redactAnyUrl, scrubReport, scrubText } from './error-report-scrub.ts';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6NDJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
// A Visa test number (passes Luhn).
const CARD = '4242 4242 4242 4242';

describe('scrubReport (what an error report may never carry, docs/decisions/026)', () => {
  it('drops credential headers and cookies, keeps the harmless ones', () => {
    const event = scrubReport({
      request: {
        url: 'https://shop.example/api/x',
        headers: { Authorization: `Bearer ${TOKEN}`, Cookie: 'sid=1', 'User-Agent': 'Firefox' },
        cookies: { sid: '1' },
      },
    });
    expect(event.request.headers).toEqual({ 'User-Agent': 'Firefox' });
    expect(event.request).not.toHaveProperty('cookies');
  });

  it('redacts passwords, tokens, codes and card fields in bodies and extra data, at any depth', () => {
    const event = scrubReport({
      request: {
        data: { username: 'ada@example.com', password: 'Secret123', recaptchaToken: 'abc', code: '123456' },
      },
      extra: { payment: { card_number: CARD, cvc: '123', holder: 'Ada' }, other: [{ new_password: 'x1' }] },
    });
    expect(event.request.data).toEqual({
      username: 'ada@example.com',
      password: '[REDACTED]',
      recaptchaToken: '[REDACTED]',
      code: '[REDACTED]',
    });
    expect(event.extra.payment).toEqual({ card_number: '[REDACTED]', cvc: '[REDACTED]', holder: 'Ada' });
    expect(event.extra.other).toEqual([{ new_password: '[REDACTED]' }]);
  });

  it('redacts the token and code queries and secret path segments of page and breadcrumb URLs', () => {
    const event = scrubReport({
      request: { url: `https://shop.example/?token=${TOKEN}&lang=it`, query_string: 'token=abc&lang=it' },
      breadcrumbs: [
        { category: 'navigation', data: { from: '/cambia-password/RESETCODE', to: '/?code=777&state=s' } },
        { category: 'fetch', data: { url: '/api/order/detail/5/HASH/CAPTCHA' } },
      ],
    });
    expect(event.request.url).toBe('https://shop.example/?token=[REDACTED]&lang=it');
    expect(event.request.query_string).toBe('token=[REDACTED]&lang=it');
    expect(event.breadcrumbs[0]!.data).toEqual({
      from: '/cambia-password/[REDACTED]',
      to: '/?code=[REDACTED]&state=[REDACTED]',
    });
    expect(event.breadcrumbs[1]!.data.url).toBe('/api/order/detail/5/[REDACTED]/[REDACTED]');
  });

  it('redacts credentials, card numbers and secret pairs inside messages and exception texts', () => {
    const event = scrubReport({
      message: `failed with Authorization: Bearer ${TOKEN} for card ${CARD}`,
      exception: {
        values: [
          {
            type: 'Error',
            value: 'could not save {"username":"ada","password":"Secret123"} after GET /x?token=abc',
          },
        ],
      },
    });
    expect(event.message).toBe('failed with Authorization: Bearer [REDACTED] for card [REDACTED]');
    expect(event.exception.values[0]!.value).toBe(
      'could not save {"username":"ada","password":"[REDACTED]"} after GET /x?token=[REDACTED]',
    );
  });

  it('leaves order numbers, phone numbers and ordinary texts alone', () => {
    expect(scrubText('order 1234567890123 for +39 333 1112222 failed')).toBe(
      'order 1234567890123 for +39 333 1112222 failed',
    );
    expect(scrubText('TypeError: x is undefined')).toBe('TypeError: x is undefined');
  });

  it('keeps the user it was given (named only with consent, spec §7) and returns a copy', () => {
    const original = {
      user: { id: '7', email: 'ada@example.com', username: 'Ada Lovelace' },
      extra: { token: 't' },
    };
    const event = scrubReport(original);
    expect(event.user).toEqual(original.user);
    expect(original.extra.token).toBe('t');
  });

  it('redacts absolute URLs keeping their origin', () => {
    expect(redactAnyUrl('http://127.0.0.1:3000/ordine/convalida/ABC?x=1')).toBe(
      'http://127.0.0.1:3000/ordine/convalida/[REDACTED]?x=1',
    );
  });
});

describe('what a report says about whom (spec §7)', () => {
  it('tags company id, activity id and name from the anagraphic', () => {
    expect(errorReportTags({ id: 3, idAttivita: 9, name: 'Lido Azzurro' })).toEqual({
      company_id: '3',
      activity_id: '9',
      activity_name: 'Lido Azzurro',
    });
  });

  it('names the customer by id, e-mail and full name', () => {
    expect(errorReportUser({ id: 42, email: 'ada@example.com', name: 'Ada', lastname: 'Lovelace' })).toEqual({
      id: '42',
      email: 'ada@example.com',
      username: 'Ada Lovelace',
    });
  });
});
