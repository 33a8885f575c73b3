import { describe, expect, it } from 'vitest';
import { judge } from './judge.ts';
import { countChanges } from './row-counts.ts';

/* The fuzz's own verdicts bite: what it must call a breach of the contract, it does. */

const envelope = (...codes: string[]) => JSON.stringify({ data: { errors: codes } });

describe('judge', () => {
  it('accepts a declared success and a declared code with a 4xx', () => {
    expect(
      judge('POST /api/login_check', 200, '{"data":{}}', 'POST /api/login_check').problem,
    ).toBeUndefined();
    const refused = judge(
      'POST /api/login_check',
      401,
      envelope('WRONG_LOGIN_DATA'),
      'POST /api/login_check',
    );
    expect(refused).toEqual({ outcome: '4xx', codes: ['401 WRONG_LOGIN_DATA'] });
    // Any call may answer these.
    expect(
      judge('POST /api/login_check', 429, envelope('TOO_MANY_REQUESTS'), 'POST /api/login_check').problem,
    ).toBeUndefined();
  });

  it('calls a 5xx, an undeclared code, an undeclared status and a 4xx without the envelope a breach', () => {
    expect(
      judge('POST /api/login_check', 500, envelope('GENERIC_ERROR'), 'POST /api/login_check'),
    ).toMatchObject({
      outcome: '5xx',
    });
    expect(judge('POST /api/login_check', 404, envelope('NOT_FOUND'), 'POST /api/login_check').problem).toBe(
      'undeclared NOT_FOUND (404)',
    );
    expect(judge('POST /api/login_check', 201, '{"data":{}}', 'POST /api/login_check').problem).toMatch(
      /undeclared success status 201/,
    );
    expect(judge('POST /api/login_check', 400, 'Bad Request', 'POST /api/login_check').problem).toMatch(
      /without the error envelope/,
    );
  });

  it('accepts the redirect a redirecting call declares', () => {
    expect(judge('GET /api/oauth/:provider', 303, '', 'GET /api/oauth/:provider').problem).toBeUndefined();
  });

  it('holds a request no route matched to the API 404 or a GENERIC_ERROR before routing', () => {
    expect(judge('GET /api/staff/orders/:id', 404, envelope('NOT_FOUND'), undefined).problem).toBeUndefined();
    expect(
      judge('GET /api/staff/orders/:id', 414, envelope('GENERIC_ERROR'), undefined).problem,
    ).toBeUndefined();
    expect(judge('GET /api/staff/orders/:id', 404, envelope('WRONG_EMAIL'), undefined).problem).toMatch(
      /unrouted/,
    );
    expect(judge('GET /api/staff/orders/:id', 200, '{}', undefined).problem).toMatch(/unrouted 200/);
  });

  it('judges an answer by the route that gave it', () => {
    // NOT_FOUND is declared by the staff order call, not by the login.
    expect(
      judge('POST /api/login_check', 404, envelope('NOT_FOUND'), 'GET /api/staff/orders/:id').problem,
    ).toBeUndefined();
  });
});

describe('countChanges', () => {
  it('names every table whose count moved, but those a refusal may change', () => {
    const before = new Map([
      ['orders', 5],
      ['rate_limit_counters', 1],
      ['spent_captcha_solutions', 0],
      ['users', 2],
    ]);
    const after = new Map([
      ['orders', 6],
      ['rate_limit_counters', 2],
      ['spent_captcha_solutions', 1],
      ['users', 2],
    ]);
    expect(countChanges(before, after)).toEqual(['orders 5 → 6']);
  });
});
