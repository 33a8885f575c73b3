import { describe, expect, it } from 'vitest';
import { identityAsCustomerData } from './provider.ts';

// Issue 31 items 12 and 14: what a provider says about a person is held to the rules of what a customer types.
describe('identityAsCustomerData', () => {
  const person = {
    provider: 'google',
    subject: 'g-1',
    email: ' anna@example.it ',
    emailVerified: true,
    name: ' Anna ',
    lastname: 'Neri',
  } as const;

  it('keeps a bare address and one-line names, trimmed', () => {
    expect(identityAsCustomerData(person)).toEqual({ ...person, email: 'anna@example.it', name: 'Anna' });
  });

  it('drops an e-mail that is not one bare address, and names with NUL, bidi overrides or a link', () => {
    expect(identityAsCustomerData({ ...person, email: 'Anna <anna@example.it>' }).email).toBeNull();
    expect(identityAsCustomerData({ ...person, email: 'x(c)anna@example.it' }).email).toBeNull();
    const names = identityAsCustomerData({
      ...person,
      name: 'Anna\u0000',
      lastname: 'Neri \u202Eelpmaxe.live',
    });
    expect([names.name, names.lastname]).toEqual(['', '']);
  });
});
