import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, message, moneyParam } from './message.ts';

describe('message', () => {
  it('leaves params out when there are none', () => {
    expect(message('coupon.valid')).toEqual({ key: 'coupon.valid' });
    expect(Object.keys(message('coupon.valid'))).toEqual(['key']);
    expect(message('options.min_info', { n: 2 })).toEqual({ key: 'options.min_info', params: { n: 2 } });
  });

  it('puts cents, or the formatted amount, in money placeholders', () => {
    expect(moneyParam(1500)).toBe(1500);
    expect(moneyParam(1500, (c) => `${c / 100}`)).toBe('15');
  });

  it('lists the shared keys once each', () => {
    expect(new Set(MESSAGE_KEYS).size).toBe(MESSAGE_KEYS.length);
    expect(MESSAGE_KEYS).toContain('time_left.minutes');
    expect(MESSAGE_KEYS).toContain('coupon.not_valid_temporarily');
  });

  it('lists the same keys as docs/message-keys.md, in the same order', () => {
    const page = readFileSync(new URL('../../../docs/message-keys.md', import.meta.url), 'utf8');
    const listed = [...page.matchAll(/^- `([^`]+)`$/gm)].map((m) => m[1]);
    expect(listed).toEqual([...MESSAGE_KEYS]);
  });
});
