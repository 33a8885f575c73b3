import type { SessionUser } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import type { ShowFlash } from '../../lib/first-load/flash.ts';
import { DeleteAccount } from './delete-account.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SavedAddressList } from './saved-address-list.tsx';

/** UserAccount (spec §2): the profile, the saved addresses and the delete-account action. */
export function AccountPage({ user, t, flash }: { user: SessionUser; t: Translator; flash: ShowFlash }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 py-8">
      <h1 className="text-2xl font-bold text-stone-900">{t('page.account')}</h1>
      <ProfileForm user={user} t={t} flash={flash} />
      <SavedAddressList user={user} t={t} flash={flash} />
      <DeleteAccount user={user} t={t} flash={flash} />
    </div>
  );
}
