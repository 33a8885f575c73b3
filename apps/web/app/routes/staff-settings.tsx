import { useOutletContext } from 'react-router';
import { StaffSettingsPage } from '../features/staff-settings/staff-settings-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/impostazioni: the owner's settings (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffSettingsRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.settings')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffSettingsPage t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
