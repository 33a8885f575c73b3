import { useCallback, useEffect, useRef, useState } from 'react';
import { ORDER_LIST_PAGE_SIZE } from '@ordina/contracts';
import type { Order, SessionUser } from '@ordina/contracts';
import { ORDER_LIST_LOADING_DELAY_MS } from '@ordina/domain';
import { loadOrderPage } from './api/orders.ts';

/** The order list's state (spec §3 "Order list state", §4 "Order list"). */
export interface OrderPages {
  orders: Order[];
  /** No more pages: the last one was shorter than the page size. */
  complete: boolean;
  /** The loading flag, raised only when a page takes longer than 500 ms (spec §9). */
  showLoading: boolean;
  /** The last page could not be loaded (no more automatic attempts until a refresh). */
  failed: boolean;
  /** Asks for the next page (ignored while one is loading, after the last page or a failure). */
  loadMore: () => void;
  /** Starts again from the newest order. */
  refresh: () => void;
}

/**
 * Pages of 10 orders from GET …/orders/10/{offset}, appended as they come;
 * it stops at the first page shorter than 10. The first page loads at once.
 */
export function useOrderPages(user: SessionUser): OrderPages {
  const [orders, setOrders] = useState<Order[]>([]);
  const [complete, setComplete] = useState(false);
  const [failed, setFailed] = useState(false);
  const [showLoading, setShowLoading] = useState(false);
  // Mutable facts the callbacks read without re-creating themselves.
  const state = useRef({ offset: 0, loading: false, complete: false, failed: false, generation: 0 });
  // The latest user (a renewed token) for the next call, without reloading the list.
  const userRef = useRef(user);
  useEffect(() => {
    userRef.current = user;
  }, [user]);

  const loadPage = useCallback(async () => {
    const current = state.current;
    if (current.loading || current.complete || current.failed) return;
    current.loading = true;
    const generation = current.generation;
    const flag = setTimeout(() => setShowLoading(true), ORDER_LIST_LOADING_DELAY_MS);
    const result = await loadOrderPage(userRef.current, ORDER_LIST_PAGE_SIZE, current.offset);
    clearTimeout(flag);
    // A refresh started meanwhile: this answer belongs to the old list.
    if (generation !== state.current.generation) return;
    current.loading = false;
    setShowLoading(false);
    if (!result.ok) {
      current.failed = true;
      setFailed(true);
      return;
    }
    const page = result.data.orders;
    current.offset = result.data.offset;
    current.complete = page.length < ORDER_LIST_PAGE_SIZE;
    setComplete(current.complete);
    setOrders((shown) => [...shown, ...page]);
  }, []);

  const loadMore = useCallback(() => void loadPage(), [loadPage]);

  const refresh = useCallback(() => {
    state.current = {
      offset: 0,
      loading: false,
      complete: false,
      failed: false,
      generation: state.current.generation + 1,
    };
    setOrders([]);
    setComplete(false);
    setFailed(false);
    setShowLoading(false);
    void loadPage();
  }, [loadPage]);

  useEffect(() => {
    void loadPage();
    return () => {
      // Answers arriving after the page is gone are dropped.
      state.current.generation += 1;
      state.current.loading = false;
    };
  }, [loadPage]);

  return { orders, complete, showLoading, failed, loadMore, refresh };
}
