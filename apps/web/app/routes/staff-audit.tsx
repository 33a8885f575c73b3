import { useOutletContext } from 'react-router';
import { StaffAuditPage } from '../features/staff-audit/staff-audit-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/registro: the owner's audit trail, times in the business's time zone. */
export default function StaffAuditRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const storefront = useStorefront();
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.audit')} - ${storefront.anagraphic.name}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffAuditPage t={t} locale={locale} timeZone={storefront.configuration.time_zone} />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
