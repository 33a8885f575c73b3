import { StaffReportsPage } from '../features/staff-reports/staff-reports-page.tsx';
import { OwnerPage } from '../features/staff-session/owner-page.tsx';

/** /gestione/resoconti: the owner's reports, days and hours in the business's time zone. */
export default function StaffReportsRoute() {
  return (
    <OwnerPage title="title.reports">
      {({ t, locale, storefront }) => (
        <StaffReportsPage
          t={t}
          locale={locale}
          timeZone={storefront.configuration.time_zone}
          now={new Date()}
          paymentNames={Object.fromEntries(
            storefront.configuration.payment_methods.map((method) => [method.code, method.name]),
          )}
        />
      )}
    </OwnerPage>
  );
}
