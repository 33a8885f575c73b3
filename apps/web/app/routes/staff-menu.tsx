import { useOutletContext } from 'react-router';
import { StaffMenuPage } from '../features/staff-menu/staff-menu-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/menu: the owner's menu editor (the server refuses it to anyone else: STAFF_FORBIDDEN). */
export default function StaffMenuRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const business = useStorefront().anagraphic.name;
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.menu')} - ${business}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffMenuPage t={t} locale={locale} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
