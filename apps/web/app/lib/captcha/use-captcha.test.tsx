import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { captchaToken } from './captcha-token.ts';
import { useCaptcha, useCaptchaOnDemand } from './use-captcha.ts';

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

/* The checkout prepares its tokens when the customer starts filling the form, not while the page loads. */
describe('useCaptchaOnDemand', () => {
  afterEach(() => vi.mocked(captchaToken).mockClear());

  it('solves nothing on mount; prepare starts one proof of work, and asking again while it is fresh starts none', () => {
    const { result } = renderHook(() => useCaptchaOnDemand('order'));
    expect(captchaToken).not.toHaveBeenCalled();
    result.current.prepare();
    result.current.prepare();
    expect(captchaToken).toHaveBeenCalledTimes(1);
    expect(vi.mocked(captchaToken).mock.calls[0]?.[0]).toBe('order');
  });

  it('take hands out the prepared token, then solves a fresh one for the next call', () => {
    const { result } = renderHook(() => useCaptchaOnDemand('order'));
    result.current.prepare();
    void result.current.take();
    expect(captchaToken).toHaveBeenCalledTimes(1);
    void result.current.take();
    expect(captchaToken).toHaveBeenCalledTimes(2);
  });

  it('the prepared work stops when the form unmounts, and prepare after it starts nothing', () => {
    const { result, unmount } = renderHook(() => useCaptchaOnDemand('order'));
    const { prepare } = result.current;
    prepare();
    const signal = vi.mocked(captchaToken).mock.calls[0]?.[1];
    unmount();
    expect(signal?.aborted).toBe(true);
    prepare();
    expect(captchaToken).toHaveBeenCalledTimes(1);
  });
});
