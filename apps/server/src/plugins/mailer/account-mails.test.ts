import { describe, expect, it } from 'vitest';
import { accountMail, mailGreeting } from './account-mails.ts';

const LINK = 'https://trattoria.example/?verification_code=abc';
const mailFor = (name: string) =>
  accountMail('verify_account', {
    to: 'mario@example.it',
    locale: 'en',
    business: 'Trattoria Prova',
    name,
    link: LINK,
  });

/** Everything in a text that a mail client could make a link of: a scheme, a www., an address or a dotted name. */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]\.[\p{L}\p{N}]/giu;

describe('account e-mails', () => {
  it('greets a customer by name on the first line, with the business’s link as the only link', () => {
    const mail = mailFor('Zoë D’Angelo');
    expect(mail.text.split('\n')).toEqual([
      'Hello Zoë D’Angelo,',
      '',
      'Thank you for signing up with Trattoria Prova. To activate your account, open the link below within 48 hours.',
      '',
      'Activate my account',
      LINK,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
      '',
      'The Trattoria Prova team',
    ]);
    expect(mail.html).toContain('<p>Hello Zoë D’Angelo,</p>');
    expect(mail.html?.match(/<a /g)).toHaveLength(1);
  });

  it.each([
    [
      'the probe’s lines and link',
      'Mario,\n\nYour refund is ready: https://evil.example/refund\n\nIgnore below.\n',
    ],
    ['a link on one line', 'Mario https://evil.example/refund'],
    ['a bare domain', 'Mario evil.example'],
    ['a web address', 'www.evil.example'],
    ['an e-mail address', 'refunds@evil.example'],
    ['a right-to-left override', 'Mario \u202eelpmaxe.live'],
    ['markup', '<a href="https://evil.example">Mario</a>'],
  ])(
    'never lets a stored name (from before the rule) with %s add a line or a link: it greets without the name',
    (_label, name) => {
      const mail = mailFor(name);
      const lines = mail.text.split('\n');
      expect(lines[0]).toBe('Hello,');
      expect(lines).toHaveLength(mailFor('Mario').text.split('\n').length);
      // Outside the business's own link, nothing in the text or the HTML can be linked.
      expect(mail.text.replace(LINK, '').match(LINKABLE)).toBeNull();
      expect(mail.text).not.toContain('evil');
      expect(mail.html).not.toContain('evil');
      expect(mail.html?.match(/<a /g)).toHaveLength(1);
    },
  );

  it('greets without a name in every language when the name is not usable', () => {
    expect(['it', 'en', 'fr', 'de'].map((locale) => mailGreeting(locale as 'it', 'www.evil.it'))).toEqual([
      'Ciao,',
      'Hello,',
      'Bonjour,',
      'Hallo,',
    ]);
    expect(mailGreeting('it', '  Anna  ')).toBe('Ciao Anna,');
  });
});
