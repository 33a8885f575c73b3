import { describe, expect, it } from 'vitest';
import type { OrderForMessages } from '@ordina/db';
import { mailSafeText } from './mail-text.ts';
import {
  newOrderMail,
  orderConfirmationMail,
  orderVerificationMail,
  orderVerificationSms,
} from './order-mails.ts';
import { mailTestContext } from './test/mail-context.ts';

/** Everything in a text that a mail client could make a link of (as in the account e-mails' tests). */
const LINKABLE = /[a-z][a-z0-9+.-]*:\/\/|www\.|@|[\p{L}\p{N}-]\.[\p{L}\p{N}]/giu;

const context = mailTestContext([
  {
    code: 'cash_on_delivery',
    name: 'Contanti',
    label: 'Contanti',
    description: '',
    online: false,
    languages: { en: { label: 'Cash' }, de: { label: 'Bargeld' } },
  },
]);

const order: OrderForMessages = {
  id: 42,
  code: 'K7Q2M9XW3P',
  hash: 'h'.repeat(43),
  locale: 'en',
  customer: {
    name: 'Anna',
    lastname: 'Neri',
    email: 'anna@example.it',
    phone: '+39 333 765 4321',
    note: 'Your refund: https://evil.example',
  },
  delivery: {
    method: 'home_delivery',
    place: null,
    address: {
      route: 'Viale Regina Margherita',
      street_number: '100',
      postal_code: '47924',
      locality: 'Rimini',
      floor: '2\n\nClick www.evil.example',
      intercom_name: 'refund@evil.example',
    },
    note: 'Lasciare al portiere',
  },
  slot: { day: '2026-12-01', time: '21:00' },
  paymentMethod: 'cash_on_delivery',
  lines: [
    // Kept at order time in the business's language (Italian) and in the order's (English).
    {
      name: 'Sauté di cozze e vongole',
      nameInOrderLocale: 'Sautéed mussels and clams',
      qty: 2,
      lineTotal: 1500,
      options: [
        { itemName: 'Integrale', itemNameInOrderLocale: 'Wholemeal', price: 100, operand: '+' },
        { itemName: 'Senza glutine', itemNameInOrderLocale: 'Gluten free', price: 50, operand: '-' },
      ],
      removed: [{ name: 'Basilico', nameInOrderLocale: 'Basil' }],
    },
    { name: 'Acqua', nameInOrderLocale: 'Water', qty: 1, lineTotal: 150, options: [], removed: [] },
  ],
  prices: { cart: 1650, coupon: -165, shipping: 0, total: 1485 },
  couponCode: 'ESTATE10',
  paidOnline: false,
};
const orderLink = 'https://lido.example/ordine/inviato/42/' + 'h'.repeat(43);

/** The text and HTML without the message's own link and the amounts (€16.50): what remains must not be linkable. */
const rest = (text: string, link: string) => text.replaceAll(link, '').replace(/€\d+\.\d{2}/g, '');

describe('order messages', () => {
  it('confirms the order to the customer in their language: summary, delivery, payment, total and the order-status link', () => {
    const mail = orderConfirmationMail(order, context);
    if (mail.channel !== 'email') throw new Error('an e-mail');
    expect(mail.recipient).toBe('anna@example.it');
    expect(mail.subject).toBe('Your order K7Q2M9XW3P at Lido Azzurro');
    expect(mail.bodyText.split('\n')).toEqual([
      'Hello Anna,',
      '',
      'Lido Azzurro has received your order K7Q2M9XW3P. Thank you! Here is what you ordered.',
      '',
      '2 × Sautéed mussels and clams — €15.00',
      '    + Wholemeal, - Gluten free',
      '    Without: Basil',
      '1 × Water — €1.50',
      '',
      'Products: €16.50',
      'Coupon: -€1.65',
      'Delivery: Free delivery',
      'Total: €14.85',
      '',
      'Delivery method: Home delivery',
      'Delivery time: Tuesday, 1 December 2026 at 21:00',
      'Where: Viale Regina Margherita 100, 47924 Rimini — Floor 2 Click www[.]evil[.]example — Doorbell refund[at]evil[.]example',
      // The checkout's label, from one source (issue 31 item 6), not the business's 'Cash'.
      'Payment method: Cash on delivery',
      '',
      'Follow your order',
      orderLink,
      '',
      'The Lido Azzurro team',
    ]);
    expect(mail.bodyHtml).toContain(`<a href="${orderLink}">Follow your order</a>`);
    // The customer's own notes are not echoed to the address they typed; nothing they typed is a link or a line.
    expect(mail.bodyText).not.toContain('refund:');
    expect(rest(`${mail.bodyText}\n${mail.bodyHtml ?? ''}`, orderLink).match(LINKABLE)).toBeNull();
    expect(mail.bodyHtml?.match(/<a /g)).toHaveLength(1);
  });

  it('lists the customer’s tip before the total, which holds it (docs/decisions/067)', () => {
    const tipped = { ...order, prices: { ...order.prices, tip: 150, total: 1635 } };
    const mail = orderConfirmationMail(tipped, context);
    const lines = mail.channel === 'email' ? mail.bodyText.split('\n') : [];
    expect(lines.slice(lines.indexOf('Products: €16.50'), lines.indexOf('Total: €16.35') + 1)).toEqual([
      'Products: €16.50',
      'Coupon: -€1.65',
      'Delivery: Free delivery',
      'Tip: €1.50',
      'Total: €16.35',
    ]);
    const staff = newOrderMail(tipped, 'ordini@lido.example', context);
    expect(staff.channel === 'email' && staff.bodyText).toContain('Mancia: 1,50');
  });

  it.each([
    ['it', 'Il tuo ordine K7Q2M9XW3P da Lido Azzurro', 'Metodo di pagamento: Contanti alla consegna'],
    // The catalogue's French name, not the business's Italian label (issue 31 item 6).
    ['fr', 'Votre commande K7Q2M9XW3P chez Lido Azzurro', 'Moyen de paiement\u00a0: Espèces à la livraison'],
    ['de', 'Ihre Bestellung K7Q2M9XW3P bei Lido Azzurro', 'Zahlungsart: Barzahlung bei Lieferung'],
  ] as const)('writes it in %s too', (locale, subject, payment) => {
    const mail = orderConfirmationMail({ ...order, locale }, context);
    expect(mail.channel === 'email' && mail.subject).toBe(subject);
    expect(mail.bodyText).toContain(payment);
  });

  it('e-mails the verification link with the time left, and texts it in one line', () => {
    const mail = orderVerificationMail(order, 'C0DE', 30, context);
    expect(mail.bodyText).toContain('confirm it within 30 minutes');
    expect(mail.bodyText).toContain('https://lido.example/ordine/convalida/C0DE');
    expect(mail.bodyText).not.toContain(orderLink);
    expect(orderVerificationSms({ ...order, locale: 'it' }, '+393337654321', 'C0DE', 30, context)).toEqual({
      channel: 'sms',
      recipient: '+393337654321',
      bodyText:
        'Lido Azzurro: conferma il tuo ordine K7Q2M9XW3P entro 30 minuti: https://lido.example/ordine/convalida/C0DE',
    });
  });

  it('announces the order to the business in its language, with the customer’s contact, notes defanged, and only the customer’s address as a link', () => {
    const mail = newOrderMail(order, 'ordini@lido.example', context);
    if (mail.channel !== 'email') throw new Error('an e-mail');
    expect(mail.recipient).toBe('ordini@lido.example');
    expect(mail.subject).toBe(
      'Nuovo ordine K7Q2M9XW3P: Consegna a domicilio, Martedì 1 dicembre 2026 alle 21:00',
    );
    expect(mail.bodyText).toContain('Cliente: Anna Neri');
    expect(mail.bodyText).toContain('Telefono: +39 333 765 4321');
    expect(mail.bodyText).toContain('Note: Your refund: https[:]//evil[.]example / Lasciare al portiere');
    // Staff read the lines in their own language, whatever the customer's (issue 31 item 6).
    expect(mail.bodyText).toContain(
      '2 × Sauté di cozze e vongole — 15,00\u00a0€\n    + Integrale, - Senza glutine\n    Senza: Basilico',
    );
    expect(mail.bodyText).toContain('Metodo di pagamento: Contanti alla consegna');
    const customerAddress = 'anna@example.it';
    expect(
      rest(`${mail.bodyText}\n${mail.bodyHtml ?? ''}`, '')
        .replaceAll(customerAddress, '')
        .replace(/\d+,\d{2} €/g, '')
        .match(LINKABLE),
    ).toBeNull();
    expect(mail.bodyHtml?.match(/<a /g)).toHaveLength(1);
  });

  // Issue 31 item 14: staff write to the customer, see the coupon they must honour and whether to collect the money.
  it('gives staff the customer’s address plain (a mailto link), the coupon code, and whether the order is paid', () => {
    const unpaid = newOrderMail(order, 'ordini@lido.example', context);
    if (unpaid.channel !== 'email') throw new Error('an e-mail');
    expect(unpaid.bodyText).toContain('E-mail: anna@example.it');
    expect(unpaid.bodyHtml).toContain(
      '<a href="mailto:anna@example.it"><strong>anna@example.it</strong></a>',
    );
    expect(unpaid.bodyText).toContain('Codice sconto: ESTATE10');
    expect(unpaid.bodyText).toContain('Pagamento: Da pagare alla consegna');
    const paid = newOrderMail(
      { ...order, paidOnline: true, couponCode: null },
      'ordini@lido.example',
      context,
    );
    expect(paid.bodyText).toContain('Pagamento: Già pagato online');
    expect(paid.bodyText).not.toContain('Codice sconto');
    // An address stored before the bare-address rule stays defanged, and no link.
    const legacy = newOrderMail(
      { ...order, customer: { ...order.customer, email: 'Me <me@evil.example>' } },
      'ordini@lido.example',
      context,
    );
    expect(legacy.bodyText).toContain('E-mail: Me <me[at]evil[.]example>');
    expect(legacy.channel === 'email' && legacy.bodyHtml).not.toContain('<a ');
  });

  it('names the place for table, umbrella and car service, and the business for pick-up', () => {
    const umbrella = orderConfirmationMail(
      { ...order, delivery: { method: 'beach_umbrella_delivery', place: 'B 12', address: null, note: '' } },
      context,
    );
    expect(umbrella.bodyText).toContain('Beach umbrella number: B 12');
    const pickUp = orderConfirmationMail(
      { ...order, delivery: { method: 'pick_up', place: null, address: null, note: '' } },
      context,
    );
    expect(pickUp.bodyText).toContain('Where: Lido Azzurro, Lungomare Augusto Murri 72, 47924 Rimini');
    expect(pickUp.bodyText).not.toMatch(/^Delivery:/m);
  });
});

describe('mailSafeText', () => {
  it.each([
    ['https://evil.example/refund', 'https[:]//evil[.]example/refund'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['refunds@evil.example', 'refunds[at]evil[.]example'],
    ['Piano 2.\nScala B', 'Piano 2. Scala B'],
    ['Mario \u202eelpmaxe.live', 'Mario elpmaxe[.]live'],
    ['  Scala   B  ', 'Scala B'],
  ])('keeps %j to one line a mail client cannot link: %j', (text, safe) => {
    expect(mailSafeText(text)).toBe(safe);
    expect(mailSafeText(text).match(LINKABLE)).toBeNull();
  });

  it('bounds the length', () => {
    expect([...mailSafeText('a'.repeat(600), 50)]).toHaveLength(50);
  });
});
