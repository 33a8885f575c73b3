import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { captchaToken } from './captcha-token.ts';
import { useCaptcha } from './use-captcha.ts';

vi.mock('./captcha-token.ts', () => ({ captchaToken: vi.fn(() => new Promise(() => undefined)) }));

/* The form's prepared proof of work stops when the form goes away (decision 027). */
describe('useCaptcha', () => {
  afterEach(() => vi.mocked(captchaToken).mockClear());

  it('prepares a token when the form appears and aborts its work when the form unmounts', () => {
    const { unmount } = renderHook(() => useCaptcha('checkout'));
    expect(captchaToken).toHaveBeenCalledTimes(1);
    const signal = vi.mocked(captchaToken).mock.calls[0]?.[1];
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });

  it('a fresh token asked while the form is shown is stopped by the unmount too', () => {
    const { result, unmount } = renderHook(() => useCaptcha('checkout'));
    void result.current(); // takes the prepared one
    void result.current(); // a fresh one
    const fresh = vi.mocked(captchaToken).mock.calls[1]?.[1];
    expect(fresh?.aborted).toBe(false);
    unmount();
    expect(fresh?.aborted).toBe(true);
  });
});
