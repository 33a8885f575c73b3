import { describe, expect, it } from 'vitest';
import { createPaymentsTestApp } from './test/payments-test-app.ts';

// What a deployment is told at start about its online payment methods (docs/decisions/018).

describe('the payments plugin at start', () => {
  it('warns a real deployment that a method pays through the sandbox, which takes no money', async () => {
    const test = await createPaymentsTestApp('sqlite', { NODE_ENV: 'production' });
    try {
      expect(test.log).toContainEqual(
        expect.objectContaining({
          level: 40,
          method: 'online_sandbox',
          msg: 'an online payment method pays through the sandbox gateway: no money is taken',
        }),
      );
    } finally {
      await test.close();
    }
  });

  it('says nothing of the sandbox outside production', async () => {
    const test = await createPaymentsTestApp('sqlite');
    try {
      expect(test.log.filter((line) => line.method === 'online_sandbox')).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
