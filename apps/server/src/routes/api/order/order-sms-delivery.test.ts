import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioServer } from '../../../adapters/sms/test/twilio-server.ts';
import { guestOrder, laterSlot, sendOrder, useOrderTestApp } from './test/order-test-app.ts';

// SMS=twilio: the outbox hands SMS to Twilio after the order commits; a refused one stays pending and is retried.
describe('SMS=twilio against a local Twilio-speaking server', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;

  beforeAll(async () => {
    twilio = await startTwilioServer();
  });
  afterAll(async () => twilio.close());
  // Built after the Twilio stand-in started, closed before it.
  const { app } = useOrderTestApp('sqlite', () => ({
    change: (file) => {
      file.configuration.order_verify_data = 'email_sms';
      file.configuration.has_sms_to_spend = true;
      file.messaging = { new_order_email: null, sms_credit: 10 };
    },
    env: {
      SMS: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_AUTH_TOKEN: 's3cret',
      TWILIO_FROM: '+15005550006',
      TWILIO_API_URL: twilio.url,
    },
  }));

  const smsOrder = async (back: number) => {
    const slot = await laterSlot(app(), 'pick_up', back);
    const response = await sendOrder(
      app(),
      await guestOrder(app(), slot, { verify_method: 'verify_with_sms' }),
    );
    expect(response.statusCode).toBe(200);
    await app().mailer.idle();
    return app()
      .database.db.selectFrom('outbox_messages')
      .selectAll()
      .where('channel', '=', 'sms')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  };

  it('sends the verification SMS through Twilio after the order commits', async () => {
    const sms = await smsOrder(0);
    expect(sms).toMatchObject({ status: 'sent', attempts: 1, recipient: '+393337654321' });
    expect(twilio.requests.at(-1)).toMatchObject({
      url: '/2010-04-01/Accounts/AC0123/Messages.json',
      form: { To: '+393337654321', From: '+15005550006', Body: sms.body_text },
    });
    expect(twilio.requests.at(-1)?.form.Body).toMatch(/https:\/\/lido\.example\/ordine\/convalida\//);
  });

  it('keeps an SMS Twilio refused pending with the reason, and the retry loop sends it', async () => {
    twilio.state.fail = { status: 503, code: 20503, message: 'Service unavailable' };
    const refused = await smsOrder(1);
    expect(refused).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'Twilio answered 503: 20503 Service unavailable',
    });
    twilio.state.fail = null;
    // The loop takes messages older than 30 s: a minute later, it sends this one.
    await app().mailer.retryPending(new Date(Date.now() + 60_000));
    const retried = await app()
      .database.db.selectFrom('outbox_messages')
      .selectAll()
      .where('id', '=', refused.id)
      .executeTakeFirstOrThrow();
    expect(retried).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });
});
