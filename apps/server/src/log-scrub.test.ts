import { describe, expect, it } from 'vitest';
import { logError, scrubLogText } from './log-scrub.ts';

describe('scrubLogText', () => {
  it('leaves out e-mail addresses, phones, cookies and CSRF tokens, quoted as JSON or as a form', () => {
    expect(
      scrubLogText(
        'could not save {"email":"anna.neri@example.it","phone":"+39 333 765 4321"} for {"cookie":"ordina_staff=abc123def","x-csrf-token":"5q4Fuvd"}',
      ),
    ).toBe(
      'could not save {"email":"[REDACTED]","phone":"[REDACTED]"} for {"cookie":"[REDACTED]","x-csrf-token":"[REDACTED]"}',
    );
    expect(scrubLogText('mobile_phone=3331234567&name=Anna')).toBe('mobile_phone=[REDACTED]&name=Anna');
    expect(scrubLogText('sent to ordini@lido.example at 20:15')).toBe('sent to [REDACTED] at 20:15');
  });

  it('keeps what the error report scrubbing removes removed, and what explains the failure', () => {
    expect(scrubLogText('{"password":"Cucina2026"} Bearer abc.def.ghi-0123456789')).toBe(
      '{"password":"[REDACTED]"} Bearer [REDACTED]',
    );
    expect(scrubLogText('order 1234 of slot 2026-12-03 20:15: WRONG_DELIVERY_TIME')).toBe(
      'order 1234 of slot 2026-12-03 20:15: WRONG_DELIVERY_TIME',
    );
  });
});

describe('logError', () => {
  it('scrubs the message and the stack, keeping the type', () => {
    const serialized = logError(new TypeError('no row for anna@example.it'));
    expect(serialized.type).toBe('TypeError');
    expect(serialized.message).toBe('no row for [REDACTED]');
    expect(serialized.stack).not.toContain('anna@example.it');
  });
});
