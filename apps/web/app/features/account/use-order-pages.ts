import { useEffect, useRef } from 'react';
import { ORDER_LIST_PAGE_SIZE } from '@ordina/contracts';
import type { Order, SessionUser } from '@ordina/contracts';
import { ORDER_LIST_LOADING_DELAY_MS } from '@ordina/domain';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { loadOrderPage } from './api/orders.ts';

/** The order list as shown (spec §3 "Order list state", §4 "Order list"). */
interface ShownPages {
  readonly orders: Order[];
  /** No more pages: the last one was shorter than the page size. */
  readonly complete: boolean;
  /** The loading flag, raised only when a page takes longer than 500 ms (spec §9). */
  readonly showLoading: boolean;
  /** The last page could not be loaded (no more automatic attempts until a refresh). */
  readonly failed: boolean;
}

/** The order list's state and its two requests. */
export interface OrderPages extends ShownPages {
  /** Asks for the next page (ignored while one is loading, after the last page or a failure). */
  loadMore: () => void;
  /** Starts again from the newest order. */
  refresh: () => void;
}

const NO_PAGES: ShownPages = { orders: [], complete: false, showLoading: false, failed: false };

/**
 * Pages of 10 orders from GET …/orders/10/{offset}, appended as they come;
 * it stops at the first page shorter than 10. The first page loads at once.
 * One query run holds the list: it shows each page and waits for `loadMore`
 * before the next, and a refresh (or leaving the page) ends it, so an answer
 * for the list before a refresh never lands.
 */
export function useOrderPages(user: SessionUser): OrderPages {
  // The latest user (a renewed token) for the next call, without reloading the list.
  const latestUser = useRef(user);
  useEffect(() => {
    latestUser.current = user;
  });

  const query = useApiQuery<ShownPages>(String(user.id), async ({ show, sleep, moreWanted }) => {
    // A refresh empties the list at once.
    let shown = NO_PAGES;
    show(shown);
    for (let offset = 0; ;) {
      const answer = loadOrderPage(latestUser.current, ORDER_LIST_PAGE_SIZE, offset);
      const slow = sleep(ORDER_LIST_LOADING_DELAY_MS).then(() => true);
      if (await Promise.race([answer.then(() => false), slow])) show({ ...shown, showLoading: true });
      const result = await answer;
      if (!result.ok) return { ...shown, failed: true };
      const page = result.data.orders;
      offset = result.data.offset;
      shown = { ...shown, orders: [...shown.orders, ...page], complete: page.length < ORDER_LIST_PAGE_SIZE };
      if (shown.complete) return shown;
      show(shown);
      await moreWanted();
    }
  });

  return { ...(query.value ?? NO_PAGES), loadMore: query.more, refresh: query.rerun };
}
