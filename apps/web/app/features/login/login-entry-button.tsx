import type { Translator } from '@ordina/i18n';
import { useLazySessionUser } from '../../lib/session/first-load/use-lazy-session-user.ts';

/**
 * The navbar button that opens the login drawer: a person icon for guests,
 * the user's initial in a disc when logged in (spec §2). It renders the guest
 * icon on the server and while hydrating (the user lives in localStorage).
 */
export function LoginEntryButton({
  open,
  onOpen,
  onIntent,
  t,
}: {
  open: boolean;
  onOpen: () => void;
  /** The pointer is near or focus is on it: a good moment to fetch the drawer's code. */
  onIntent: () => void;
  t: Translator;
}) {
  const user = useLazySessionUser();
  const fullName = user ? `${user.name} ${user.lastname}`.trim() || user.email : '';
  return (
    <button
      type="button"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={user ? t('nav.user_avatar', { name: fullName }) : t('nav.login')}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? 'login-drawer' : undefined}
      className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
    >
      {user ? (
        <span
          aria-hidden="true"
          className="bg-primary flex size-8 items-center justify-center rounded-full text-sm font-bold text-white uppercase"
        >
          {(user.name || user.email).charAt(0)}
        </span>
      ) : (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-none stroke-current stroke-[1.8]">
          <circle cx="12" cy="8" r="4" />
          <path strokeLinecap="round" d="M4 20c1.5-3.6 4.4-5.5 8-5.5s6.5 1.9 8 5.5" />
        </svg>
      )}
    </button>
  );
}
