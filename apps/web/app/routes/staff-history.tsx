import { StaffHistoryPage } from '../features/staff-history/staff-history-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/**
 * /gestione/cronologia: the business document history, times in the business's time zone (the
 * server refuses it to anyone else: STAFF_FORBIDDEN).
 */
export default function StaffHistoryRoute() {
  return (
    <OwnerPage title="title.history">
      {({ t, locale, storefront }) => (
        <StaffHistoryPage t={t} locale={locale} timeZone={storefront.configuration.time_zone} />
      )}
    </OwnerPage>
  );
}
