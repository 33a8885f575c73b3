import { StaffAuditPage } from '../features/staff-audit/staff-audit-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/registro: the owner's audit trail, times in the business's time zone. */
export default function StaffAuditRoute() {
  return (
    <OwnerPage title="title.audit">
      {({ t, locale, storefront }) => (
        <StaffAuditPage t={t} locale={locale} timeZone={storefront.configuration.time_zone} />
      )}
    </OwnerPage>
  );
}
