import { useOutletContext } from 'react-router';
import { StaffReportsPage } from '../features/staff-reports/staff-reports-page.tsx';
import type { StaffOutletContext } from '../features/staff-session/staff-session.ts';
import { useStorefront } from '../lib/storefront-context.tsx';

/** /gestione/resoconti: the owner's reports, days and hours in the business's time zone. */
export default function StaffReportsRoute() {
  const { t, locale, session } = useOutletContext<StaffOutletContext>();
  const storefront = useStorefront();
  if (session.status !== 'signed-in') return null;
  return (
    <>
      <title>{`${t('title.reports')} - ${storefront.anagraphic.name}`}</title>
      {session.staff.role === 'owner' ? (
        <StaffReportsPage
          t={t}
          locale={locale}
          timeZone={storefront.configuration.time_zone}
          now={new Date()}
          paymentNames={Object.fromEntries(
            storefront.configuration.payment_methods.map((method) => [method.code, method.name]),
          )}
        />
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
