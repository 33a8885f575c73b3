import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmsSendError } from './sms-transport.ts';
import { startTwilioServer } from './test/twilio-server.ts';
import { twilioTransport } from './twilio.ts';

describe('the Twilio SMS adapter against a local Twilio-speaking server', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  beforeAll(async () => {
    twilio = await startTwilioServer();
  });
  afterAll(async () => twilio.close());
  /** The transport of account AC0123 (token s3cret), sending from +15005550006 through the stand-in. */
  const accountTransport = () =>
    twilioTransport({ accountSid: 'AC0123', authToken: 's3cret', from: '+15005550006', apiUrl: twilio.url });

  it('posts the message form-encoded to the account’s Messages resource with basic auth', async () => {
    const transport = accountTransport();
    await transport.send({
      to: '+393331234567',
      body: 'Lido Azzurro: conferma il tuo ordine: https://lido.example/ordine/convalida/abc',
    });
    expect(twilio.requests.at(-1)).toEqual({
      method: 'POST',
      url: '/2010-04-01/Accounts/AC0123/Messages.json',
      authorization: `Basic ${Buffer.from('AC0123:s3cret').toString('base64')}`,
      contentType: 'application/x-www-form-urlencoded',
      form: {
        To: '+393331234567',
        From: '+15005550006',
        Body: 'Lido Azzurro: conferma il tuo ordine: https://lido.example/ordine/convalida/abc',
      },
    });
  });

  it('names a messaging service by its own parameter', async () => {
    await twilioTransport({
      accountSid: 'AC0123',
      authToken: 's',
      from: 'MG9999',
      apiUrl: `${twilio.url}/`,
    }).send({ to: '+393331234567', body: 'x' });
    expect(twilio.requests.at(-1)?.form).toEqual({
      To: '+393331234567',
      MessagingServiceSid: 'MG9999',
      Body: 'x',
    });
  });

  it('throws Twilio’s error (code and message) when it refuses, and when it cannot be reached', async () => {
    const transport = accountTransport();
    twilio.state.fail = {
      status: 400,
      code: 21211,
      message: "The 'To' number +390 is not a valid phone number.",
    };
    try {
      await expect(transport.send({ to: '+390', body: 'x' })).rejects.toThrow(
        new SmsSendError("Twilio answered 400: 21211 The 'To' number +390 is not a valid phone number."),
      );
    } finally {
      twilio.state.fail = null;
    }
    const nowhere = twilioTransport({
      accountSid: 'AC0123',
      authToken: 's',
      from: '+1',
      apiUrl: 'http://127.0.0.1:1',
      timeoutMs: 2000,
    });
    await expect(nowhere.send({ to: '+393331234567', body: 'x' })).rejects.toThrow(SmsSendError);
  });
});
