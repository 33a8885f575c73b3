import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressOutcomeMessages, outcomeOfCheck, outcomeOfResult } from './address-outcome.tsx';
import { t } from './test/address-harness.tsx';

afterEach(cleanup);

const INSIDE = { kind: 'inside' } as const;

describe('outcomeOfCheck', () => {
  it("says 'checking' while the check runs and 'failed' when the service did not answer, else what it is given", () => {
    expect(outcomeOfCheck({ state: 'checking' }, INSIDE)).toEqual({ kind: 'checking' });
    expect(outcomeOfCheck({ state: 'failed', request: { placeId: 'osm:1' } }, INSIDE)).toEqual({
      kind: 'failed',
    });
    expect(outcomeOfCheck({ state: 'idle' }, INSIDE)).toBe(INSIDE);
  });
});

describe('AddressOutcomeMessages', () => {
  it('says good news in the status region, with the floor/bell hint only where they can be typed', () => {
    const { rerender } = render(<AddressOutcomeMessages outcome={INSIDE} onRetry={() => undefined} t={t} />);
    expect(screen.getByRole('status').textContent).toBe(
      t('address.inside_zone') + t('address.floor_bell_hint'),
    );
    rerender(
      <AddressOutcomeMessages outcome={INSIDE} onRetry={() => undefined} floorBellHint={false} t={t} />,
    );
    expect(screen.getByRole('status').textContent).toBe(t('address.inside_zone'));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says a problem in the alert region: the missing fields of an incomplete address, a retry after a failure', () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <AddressOutcomeMessages
        outcome={{ kind: 'incomplete', missing: ['route', 'street_number'] }}
        onRetry={onRetry}
        t={t}
      />,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      t('field.street'),
      t('field.street_number'),
    ]);
    rerender(<AddressOutcomeMessages outcome={{ kind: 'failed' }} onRetry={onRetry} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: t('address.retry') }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

// Zones with their own rules (docs/decisions/072): the check's zone, named with the figures that hold there.
describe('AddressOutcomeMessages with a zone of its own rules', () => {
  const zone = {
    name: 'Lungomare centro',
    deliveryPrice: 100,
    deliveryPricePerProduct: 0,
    deliveryThresholdFree: 5000,
    deliveryMinOrder: 2000,
  };

  it('names the zone and its four figures under the good news, from the check’s answer', () => {
    render(
      <AddressOutcomeMessages
        outcome={outcomeOfResult({ status: 'inside', missing: [], zone })}
        onRetry={() => undefined}
        t={t}
      />,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(t('address.zone', { name: 'Lungomare centro' }));
    const figures = [...status.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(figures).toEqual([
      [t('home.fixed_cost'), t.money(100)],
      [t('home.cost_per_product'), t.money(0)],
      [t('home.free_delivery_from'), t.money(5000)],
      [t('home.minimum_order'), t.money(2000)],
    ]);
  });

  it('names no zone for a bare polygon', () => {
    render(
      <AddressOutcomeMessages
        outcome={outcomeOfResult({ status: 'inside', missing: [] })}
        onRetry={() => undefined}
        t={t}
      />,
    );
    expect(screen.queryByTestId('address-zone')).toBeNull();
  });
});
