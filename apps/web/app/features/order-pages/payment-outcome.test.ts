import { describe, expect, it } from 'vitest';
import type { Order } from '@ordina/contracts';
import { readPayment } from './payment-outcome.ts';

type Tx = Order['transactions'][number];
const tx = (status: Tx['status']): Tx => ({ resourceUrlPay: 'https://pay.example/1', status });
const read = (statusCode: Order['statusCode'], result: string, transactions: Tx[] = [tx('pending')]) => readPayment({ statusCode, transactions }, result);

describe('readPayment: the order decides, the URL is only a hint', () => {
  it.each(['to_manage', 'confirmed', 'ready_delivery', 'delivered'] as const)('%s (received by the business) is paid, whatever the URL says', (status) => {
    expect(read(status, 'successo')).toBe('paid');
    expect(read(status, 'ko')).toBe('paid');
  });

  it('a cancelled order (expired unpaid) failed, even with a success URL', () => {
    expect(read('canceled', 'successo')).toBe('failed');
  });

  it('waiting_payment with a success URL: still waiting for the webhook', () => {
    expect(read('waiting_payment', 'successo')).toBe('waiting');
    expect(read('waiting_payment', 'successo', [])).toBe('waiting');
  });

  it('waiting_payment with any other URL result: failed (retry)', () => {
    expect(read('waiting_payment', 'annullato')).toBe('failed');
    expect(read('waiting_payment', 'Successo')).toBe('failed');
  });

  it('waiting_payment whose latest attempt failed or was cancelled: failed, even with a success URL', () => {
    expect(read('waiting_payment', 'successo', [tx('failed')])).toBe('failed');
    expect(read('waiting_payment', 'successo', [tx('canceled')])).toBe('failed');
    // An earlier failed attempt followed by a new pending one: the new one counts.
    expect(read('waiting_payment', 'successo', [tx('failed'), tx('pending')])).toBe('waiting');
  });
});
