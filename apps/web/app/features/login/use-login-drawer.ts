import { useCallback, useEffect, useState } from 'react';
import { OPEN_LOGIN_EVENT } from '../../lib/first-load/open-login.ts';
import { requestedLoginNotice, requestedLoginView } from './login-entry.ts';
import type { LoginView } from './login-entry.ts';

/** The shell's handle on the login drawer, whose code loads on first open. */
export interface LoginDrawerControl {
  /** Whether the drawer is open now (the entry button's aria-expanded). */
  open: boolean;
  /** Increases with every request to open; 0 until the first (the drawer's code loads then). */
  openRequest: number;
  /** The view the latest request asked for. */
  view: LoginView;
  /** The message the latest request asked the drawer to show inside itself, or null. */
  notice: string | null;
  requestOpen: (view?: LoginView, notice?: string | null) => void;
  /** The drawer reports its open state here. */
  setOpen: (open: boolean) => void;
}

/**
 * The login drawer's state for the shell. While `enabled`, the window event
 * `ordina:open-login` (the order summary's 'Click here', the change-password
 * page) opens it too.
 */
export function useLoginDrawer(enabled: boolean): LoginDrawerControl {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<{ count: number; view: LoginView; notice: string | null }>({
    count: 0,
    view: 'LOGIN_HOME',
    notice: null,
  });
  const requestOpen = useCallback(
    (view: LoginView = 'LOGIN_HOME', notice: string | null = null) =>
      setRequest((last) => ({ count: last.count + 1, view, notice })),
    [],
  );

  useEffect(() => {
    if (!enabled) return;
    const onOpenLogin = (event: Event) => requestOpen(requestedLoginView(event), requestedLoginNotice(event));
    window.addEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, onOpenLogin);
  }, [enabled, requestOpen]);

  return {
    open,
    openRequest: request.count,
    view: request.view,
    notice: request.notice,
    requestOpen,
    setOpen,
  };
}
