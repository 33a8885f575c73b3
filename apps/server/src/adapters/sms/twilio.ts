import type { OutgoingSms, SmsTransport } from './sms-transport.ts';
import { SmsSendError } from './sms-transport.ts';

/**
 * Twilio's Programmable Messaging over plain HTTP (docs/decisions/017):
 * `POST {apiUrl}/2010-04-01/Accounts/{accountSid}/Messages.json`, form-encoded
 * `To`, `From` and `Body`, HTTP basic auth with the account SID and auth
 * token. Twilio answers 201 with the message resource; any other status (its
 * JSON error: `code`, `message`) or no answer in time is an SmsSendError.
 */

/** What the Twilio adapter needs. */
export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164, an alphanumeric sender id, or a messaging service (MG…). */
  from: string;
  /** API root; https://api.twilio.com, or a local server speaking the same API (tests). */
  apiUrl: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** An SMS transport on Twilio's Messages API. */
export function twilioTransport(options: TwilioOptions): SmsTransport {
  const url = new URL(
    `2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`,
  );
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  // A messaging service is named by its own parameter; anything else is the sender number or id.
  const sender: [string, string] = options.from.startsWith('MG')
    ? ['MessagingServiceSid', options.from]
    : ['From', options.from];

  return {
    kind: 'twilio',
    async send(sms: OutgoingSms) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams([['To', sms.to], sender, ['Body', sms.body]]),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        throw new SmsSendError(
          `Twilio unreachable: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (response.status === 201 || response.status === 200) {
        await response.body?.cancel();
        return;
      }
      throw new SmsSendError(`Twilio answered ${response.status}: ${await errorText(response)}`);
    },
  };
}

/** Twilio's error (`code` and `message` of its JSON), or the start of whatever came back. */
async function errorText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const error = JSON.parse(text) as { code?: unknown; message?: unknown };
    const code = typeof error.code === 'number' || typeof error.code === 'string' ? `${error.code} ` : '';
    if (typeof error.message === 'string') return `${code}${error.message}`;
  } catch {
    // Not JSON: a proxy's page, an empty body.
  }
  return text.slice(0, 200);
}
