import { useOutletContext } from 'react-router';
import { StaffOptionsPage } from '../features/staff-options/staff-options-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/opzioni: the owner's option groups (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffOptionsRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.options')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffOptionsPage t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
