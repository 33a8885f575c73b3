import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { clearSession } from '../../lib/session/after-hydration-shared/session-store.ts';
import { anonymiseAccount } from './api/delete-account.ts';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';

/**
 * The account page's delete-account button and its dialog (spec §2: at most
 * 700 px wide). Confirming anonymises the account, logs out and goes home
 * with 'User removed'; a failure closes the dialog (spec §8).
 */
export function DeleteAccount({ user, t, flash }: { user: SessionUser; t: Translator; flash: ShowFlash }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function erase() {
    setBusy(true);
    const result = await anonymiseAccount(user);
    setBusy(false);
    setOpen(false);
    if (!result.ok) return flash(t.errors(result.errors), { tone: 'error' });
    clearSession();
    flash(t('success.user_removed'));
    await navigate(paths.home, { replace: true });
  }

  return (
    <section aria-labelledby="account-delete" className="rounded-xl border border-red-200 bg-red-50/50 p-4">
      <h2 id="account-delete" className="text-lg font-bold text-stone-900">
        {t('account.delete_account')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('account.delete_account_text')}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="focus-visible:ring-primary mt-3 min-h-11 rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('account.delete_account')}
      </button>
      <ConfirmDialog
        open={open}
        width="erase"
        title={t('account.delete_account_title')}
        confirmLabel={t('account.delete_account_confirm')}
        busy={busy}
        onConfirm={() => void erase()}
        onCancel={() => setOpen(false)}
        cancelLabel={t('common.cancel')}
      >
        <p>{t('account.delete_account_text')}</p>
      </ConfirmDialog>
    </section>
  );
}
