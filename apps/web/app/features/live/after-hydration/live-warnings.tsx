import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { acceptanceTimeLeftWarning, TIME_LEFT_CHECK_MS } from '@ordina/domain';
import { paths } from '../../../lib/first-load/paths.ts';
import { useTranslator } from '../../../lib/first-load/use-translator.ts';
import { useLiveStore } from './use-live-storefront.ts';

/** Props of the time-left warnings. */
export interface LiveWarningsProps {
  /** Shows a short message (the app's flash / snackbar). */
  flash: (text: string) => void;
}

/**
 * The time-left warning (spec §4, §9): checked every minute on the business
 * clock (corrected by the server time of the last poll), it flashes 'You have
 * {minuti} minutes to finish' under 15 minutes at multiples of 5 or at exactly
 * 2, and 'From now on we do not accept orders' at 0. Not on the menu page.
 * Renders nothing; mount once in the app shell.
 */
export function LiveWarnings({ flash }: LiveWarningsProps) {
  const store = useLiveStore();
  const t = useTranslator();
  const { pathname } = useLocation();
  const onMenu = pathname === paths.menu;
  // The latest flash and translator without restarting the clock on each render.
  const show = useRef({ flash, t });
  useEffect(() => {
    show.current = { flash, t };
  }, [flash, t]);

  useEffect(() => store.start(), [store]);

  useEffect(() => {
    if (onMenu) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const now = new Date(Date.now() + store.clockOffsetMs());
      const { storefront } = store.getSnapshot();
      const { delivery_order: delivery, time_zone: timeZone } = storefront.configuration;
      const warning = acceptanceTimeLeftWarning(
        delivery.orderAcceptTimetables,
        now,
        timeZone,
        delivery.closures,
      );
      if (warning) show.current.flash(show.current.t.message(warning));
    };
    // Each check lands just after a minute starts, so every minute is checked exactly once.
    const next = () => {
      const now = Date.now() + store.clockOffsetMs();
      const delay = TIME_LEFT_CHECK_MS - (now % TIME_LEFT_CHECK_MS) + 1000;
      timer = setTimeout(() => {
        check();
        next();
      }, delay);
    };
    next();
    return () => clearTimeout(timer);
  }, [store, onMenu]);

  return null;
}
