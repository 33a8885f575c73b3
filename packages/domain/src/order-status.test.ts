import { ERROR_CODES as CONTRACT_ERROR_CODES } from '@ordina/contracts';
import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  errorCodeIsKnown,
  errorMessage,
  errorMessages,
  ORDER_STATUSES,
  orderStatusAwaitsPayment,
  orderStatusDisplay,
} from './order-status.ts';

describe('order statuses', () => {
  it('maps every code to its label and colour', () => {
    const table = Object.fromEntries(
      Object.entries(ORDER_STATUSES).map(([code, s]) => [code, [s.labelText, s.color, s.label.key]]),
    );
    expect(table).toEqual({
      to_manage: ['To confirm', 'warning', 'order_status.to_confirm'],
      confirmed: ['Confirmed', 'success', 'order_status.confirmed'],
      ready_delivery: ['Confirmed', 'success', 'order_status.confirmed'],
      delivered: ['Confirmed', 'success', 'order_status.confirmed'],
      canceled: ['Cancelled', 'error', 'order_status.deleted'],
      waiting_payment: ['Awaiting payment', 'info', 'order_status.awaiting_payment'],
    });
  });

  it('knows nothing of unknown codes', () => {
    expect(orderStatusDisplay('canceled')?.color).toBe('error');
    expect(orderStatusDisplay('lost')).toBeNull();
    expect(orderStatusAwaitsPayment('waiting_payment')).toBe(true);
    expect(orderStatusAwaitsPayment('confirmed')).toBe(false);
  });
});

describe('error catalogue', () => {
  it('re-exports the contract codes rather than a copy', () => {
    expect(ERROR_CODES).toBe(CONTRACT_ERROR_CODES);
  });

  it('turns codes into errors.<CODE> messages, unknown ones into GENERIC_ERROR', () => {
    expect(errorCodeIsKnown('CART_EMPTY')).toBe(true);
    expect(errorCodeIsKnown('SQL_ERROR')).toBe(false);
    expect(errorMessage('WRONG_LOGIN_DATA')).toEqual({ key: 'errors.WRONG_LOGIN_DATA' });
    expect(errorMessages(['CART_EMPTY', 'SQL_ERROR'])).toEqual([
      { key: 'errors.CART_EMPTY' },
      { key: 'errors.GENERIC_ERROR' },
    ]);
  });
});
