import { describe, expect, it } from 'vitest';
import { emailDomainIsReserved } from './reserved-email-domains.ts';

describe('reserved e-mail domains', () => {
  it.each([
    'deleted-42@anonymised.invalid',
    'a@example.com',
    'a@example.net',
    'a@example.org',
    'a@mail.example.com',
    'a@EXAMPLE.COM',
    'a@example.com.',
    'a@shop.example',
    'a@x.test',
    'a@localhost',
    'a@host.localhost',
    'a@printer.local',
    'a@hidden.onion',
    'a@home.arpa',
    'a@x.alt',
    'we"ird@at@x.test',
  ])('%s is reserved', (email) => {
    expect(emailDomainIsReserved(email)).toBe(true);
  });

  it.each([
    'anna@example.it',
    'anna@gmail.com',
    'anna@examples.com',
    'anna@example.com.au',
    'anna@test.it',
    'anna@invalid.it',
    'anna@localhost.it',
  ])('%s is not', (email) => {
    expect(emailDomainIsReserved(email)).toBe(false);
  });
});
