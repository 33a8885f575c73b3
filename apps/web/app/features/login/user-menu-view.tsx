import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { clearSession } from '../../lib/session/after-hydration-shared/session-store.ts';
import { logOut } from './api/session.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-stone-800 hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:outline-none';

/**
 * The logged-in user's menu (spec §2): my account, my orders, logout. Logout
 * revokes the session on the server, then forgets it here whatever the server
 * said (a session the server no longer knows is over anyway), and goes home.
 */
export function UserMenuView({
  user,
  t,
  flash,
  onError,
  onDone,
}: {
  user: SessionUser;
  t: Translator;
  flash: ShowFlash;
  onError: (message: string | null) => void;
  onDone: () => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function logout() {
    onError(null);
    setBusy(true);
    await logOut(user);
    setBusy(false);
    clearSession();
    onDone();
    flash(t('success.logged_out'));
    void navigate(paths.home);
  }

  return (
    <nav aria-label={t('page.account')}>
      <p className="mb-3 truncate px-3 text-sm text-stone-500">{user.email}</p>
      <ul>
        <li>
          <Link to={paths.account} onClick={onDone} className={itemClass}>
            {t('user.my_account')}
          </Link>
        </li>
        <li>
          <Link to={paths.orders} onClick={onDone} className={itemClass}>
            {t('user.my_orders')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => void logout()}
            disabled={busy}
            aria-busy={busy || undefined}
            className={`${itemClass} disabled:opacity-60`}
          >
            {t('user.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
