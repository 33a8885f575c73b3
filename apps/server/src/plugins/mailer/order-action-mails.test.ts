import { describe, expect, it } from 'vitest';
import type { OrderActionChange, OrderForMessages } from '@ordina/db';
import { orderActionMessages } from './order-action-mails.ts';
import { mailTestContext } from './test/mail-context.ts';

// What the customer hears of each restaurant action (docs/decisions/044), in the order's language.
const context = mailTestContext([
  { code: 'paypal', name: 'PayPal', label: 'PayPal', description: '', online: true, languages: {} },
]);
const link = 'https://lido.example/ordine/inviato/42/' + 'h'.repeat(43);

const order = (
  locale: OrderForMessages['locale'],
  method: OrderForMessages['delivery']['method'] = 'pick_up',
): OrderForMessages => ({
  id: 42,
  code: 'K7Q2M9XW3P',
  hash: 'h'.repeat(43),
  locale,
  customer: { name: 'Anna', lastname: 'Neri', email: 'anna@example.it', phone: '+39 333 765 4321', note: '' },
  delivery: { method, place: null, address: null, note: '' },
  slot: { day: '2026-12-01', time: '21:00' },
  paymentMethod: 'paypal',
  lines: [
    {
      name: 'Margherita',
      nameInOrderLocale: 'Margherita',
      qty: 1,
      lineTotal: 2000,
      options: [],
      removed: [],
    },
  ],
  prices: { cart: 2000, coupon: 0, shipping: 0, total: 2000 },
  couponCode: null,
  paidOnline: true,
});

const change = (over: Partial<OrderActionChange>): OrderActionChange => ({
  action: 'accept',
  orderId: 42,
  from: 'to_manage',
  to: 'confirmed',
  promisedAt: new Date('2026-12-01T20:15:00.000Z'),
  previousPromisedAt: null,
  endReason: null,
  endNote: '',
  refunded: 0,
  amountFinal: 2000,
  amountManualDiscount: 0,
  ...over,
});

describe('order action messages', () => {
  it('tells an accept with the expected time on the business clock, in each language, with the status link', () => {
    const subjects = (['it', 'en', 'fr', 'de'] as const).map((locale) => {
      const [mail] = orderActionMessages(order(locale), change({}), context, null);
      expect(mail?.channel).toBe('email');
      if (mail?.channel !== 'email') throw new Error('no e-mail');
      expect(mail.recipient).toBe('anna@example.it');
      expect(mail.bodyText).toContain('21:15');
      expect(mail.bodyText).toContain(link);
      return mail.subject;
    });
    expect(subjects).toEqual([
      'Il tuo ordine K7Q2M9XW3P da Lido Azzurro è confermato',
      'Your order K7Q2M9XW3P at Lido Azzurro is confirmed',
      'Votre commande K7Q2M9XW3P chez Lido Azzurro est confirmée',
      'Ihre Bestellung K7Q2M9XW3P bei Lido Azzurro ist bestätigt',
    ]);
  });

  it('tells a reject with its reason, the note and the refund; an SMS when a mobile is given', () => {
    const messages = orderActionMessages(
      order('en'),
      change({
        action: 'reject',
        to: 'canceled',
        promisedAt: null,
        endReason: 'other',
        endNote: 'Oven broken',
        refunded: 2000,
      }),
      context,
      '+393337654321',
    );
    expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
    const [mail, sms] = messages;
    if (mail?.channel !== 'email') throw new Error('no e-mail');
    expect(mail.subject).toBe('Your order K7Q2M9XW3P at Lido Azzurro was not accepted');
    expect(mail.bodyText).toContain('The restaurant cannot prepare your order.');
    expect(mail.bodyText).toContain('A note from the restaurant: Oven broken');
    expect(mail.bodyText).toContain('The €20.00 is being refunded to the same payment method');
    expect(sms).toEqual({
      channel: 'sms',
      recipient: '+393337654321',
      bodyText: `Lido Azzurro: your order K7Q2M9XW3P was not accepted. ${link}`,
    });
  });

  it('says "on its way" for a ready home delivery and "ready" otherwise; a delay gives the new time; a discount the new total', () => {
    const subject = (o: OrderForMessages, c: OrderActionChange) => {
      const [mail] = orderActionMessages(o, c, context, null);
      return mail?.channel === 'email' ? mail.subject : null;
    };
    expect(subject(order('it', 'home_delivery'), change({ action: 'ready', to: 'ready_delivery' }))).toBe(
      'Il tuo ordine K7Q2M9XW3P da Lido Azzurro è in consegna',
    );
    expect(subject(order('it', 'pick_up'), change({ action: 'ready', to: 'ready_delivery' }))).toBe(
      'Il tuo ordine K7Q2M9XW3P da Lido Azzurro è pronto',
    );
    expect(
      subject(order('it'), change({ action: 'delay', promisedAt: new Date('2026-12-01T20:45:00.000Z') })),
    ).toBe('Il tuo ordine K7Q2M9XW3P da Lido Azzurro: nuovo orario 21:45');
    const [discount] = orderActionMessages(
      order('en'),
      change({ action: 'discount', amountManualDiscount: 300, amountFinal: 1700, refunded: 300 }),
      context,
      null,
    );
    if (discount?.channel !== 'email') throw new Error('no e-mail');
    expect(discount.bodyText).toContain(
      'Lido Azzurro has taken €3.00 off your order K7Q2M9XW3P: the new total is €17.00.',
    );
    expect(discount.bodyText).toContain('Extra discount from the restaurant: -€3.00');
    expect(discount.bodyText).toContain('€17.00');
  });

  it('sends nothing for a delivered order: the customer is the one who received it', () => {
    expect(
      orderActionMessages(
        order('it'),
        change({ action: 'delivered', to: 'delivered' }),
        context,
        '+393337654321',
      ),
    ).toEqual([]);
  });
});
