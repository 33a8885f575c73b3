import { describe, expect, it } from 'vitest';
import {
  orderListHasMore,
  orderVerifyDataNormalize,
  orderVerification,
  orderVerifyMethods,
  ORDER_VERIFICATION_TTL_MINUTES,
  paymentResultIsSuccess,
  pendingOrderVerifiable,
} from './order-verification.ts';

const guest = {
  authenticated: false,
  paymentOnline: false,
  orderVerifyData: 'email_sms' as const,
  phoneMobile: true,
  hasSmsToSpend: true,
};

describe('orderVerifyMethods', () => {
  it('offers e-mail and SMS to a guest with a mobile phone when the business has SMS credit', () => {
    expect(orderVerifyMethods(guest)).toEqual(['verify_with_email', 'verify_with_sms']);
  });

  it('drops SMS without a mobile phone, without credit, or when only e-mail is configured', () => {
    expect(orderVerifyMethods({ ...guest, phoneMobile: false })).toEqual(['verify_with_email']);
    expect(orderVerifyMethods({ ...guest, hasSmsToSpend: false })).toEqual(['verify_with_email']);
    expect(orderVerifyMethods({ ...guest, orderVerifyData: 'email' })).toEqual(['verify_with_email']);
  });

  it('skips verification for logged-in customers, online payments and ORDER_VERIFY_DATA no', () => {
    expect(orderVerifyMethods({ ...guest, authenticated: true })).toEqual([]);
    expect(orderVerifyMethods({ ...guest, paymentOnline: true })).toEqual([]);
    expect(orderVerifyMethods({ ...guest, orderVerifyData: 'no' })).toEqual([]);
  });

  it("reads the parameter's 'email+SMS' spelling", () => {
    expect(orderVerifyDataNormalize('email+SMS')).toBe('email_sms');
    expect(orderVerifyDataNormalize('email_sms')).toBe('email_sms');
    expect(orderVerifyDataNormalize('no')).toBe('no');
    expect(orderVerifyDataNormalize('email')).toBe('email');
  });
});

describe('orderVerification (how the server holds a submitted order)', () => {
  it('takes the method the guest asked for when it is offered', () => {
    expect(orderVerification({ ...guest, requested: 'verify_with_sms' })).toBe('verify_with_sms');
    expect(orderVerification({ ...guest, requested: 'verify_with_email' })).toBe('verify_with_email');
  });

  it('falls back to e-mail when the guest asks for none, or for SMS where it is not offered', () => {
    expect(orderVerification({ ...guest, requested: null })).toBe('verify_with_email');
    expect(orderVerification({ ...guest, phoneMobile: false, requested: 'verify_with_sms' })).toBe(
      'verify_with_email',
    );
    expect(orderVerification({ ...guest, orderVerifyData: 'email', requested: 'verify_with_sms' })).toBe(
      'verify_with_email',
    );
  });

  it('holds nothing for logged-in customers, online payments and ORDER_VERIFY_DATA no, whatever was asked', () => {
    expect(orderVerification({ ...guest, authenticated: true, requested: 'verify_with_sms' })).toBeNull();
    expect(orderVerification({ ...guest, paymentOnline: true, requested: 'verify_with_email' })).toBeNull();
    expect(orderVerification({ ...guest, orderVerifyData: 'no', requested: 'verify_with_email' })).toBeNull();
  });

  it('gives the guest 30 minutes by default', () => {
    expect(ORDER_VERIFICATION_TTL_MINUTES).toBe(30);
  });
});

describe('pending orders, payment landing and paging', () => {
  it('verifies pending orders only below status 100', () => {
    expect(pendingOrderVerifiable(99)).toBe(true);
    expect(pendingOrderVerifiable(100)).toBe(false);
  });

  it("reads 'successo' as paid and anything else as failed", () => {
    expect(paymentResultIsSuccess('successo')).toBe(true);
    expect(paymentResultIsSuccess('fallito')).toBe(false);
    expect(paymentResultIsSuccess('SUCCESSO')).toBe(false);
  });

  it('stops paging when a page is shorter than the limit of 10', () => {
    expect(orderListHasMore(10)).toBe(true);
    expect(orderListHasMore(9)).toBe(false);
    expect(orderListHasMore(0)).toBe(false);
    expect(orderListHasMore(5, 5)).toBe(true);
  });
});
