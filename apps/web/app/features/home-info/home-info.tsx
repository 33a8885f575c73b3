import { useEffect } from 'react';
import type { ReactNode } from 'react';
import type { Locale, Storefront, Weekday } from '@ordina/contracts';
import type { AcceptanceState, OpenState } from '@ordina/domain';
import { deliveryMethodName } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { inOwnTask, lazyModule, whenIdle } from '../../lib/first-load/lazy-module.ts';
import { LazyPart } from '../../lib/lazy-parts/lazy-part.tsx';
import { InfoDialog } from './info-dialog.tsx';
import { OpeningHours } from './opening-hours.tsx';
import { OrderServiceBox } from './order-service-box.tsx';

// The address check (autocomplete, debounce, calls) and the costs table stay
// out of the first load; they arrive on idle after hydration (a tap on a
// dropped connection finds them here) or on their dialog's first open.
const addressCheck = lazyModule(() => import('./address-check.tsx'));
const deliveryCosts = lazyModule(() => import('./delivery-costs.tsx'));

function preloadDialogBodies(): void {
  inOwnTask(addressCheck.load).catch(() => undefined);
  inOwnTask(deliveryCosts.load).catch(() => undefined);
}

/** Props of the home page's information block. */
export interface HomeInfoProps {
  storefront: Storefront;
  /** Today on the business clock (`YYYY-MM-DD`). */
  today: string;
  acceptance: AcceptanceState;
  /** The weekday acceptance ends on (LiveState.untilWeekday). */
  untilWeekday: Weekday | null;
  open: OpenState;
  /** The business notice, already sanitised on the server (sanitizeNotice). */
  noticeHtml: string;
  locale: Locale;
  t: Translator;
  /** The category list: right after the service state and today's hours, on a phone's first screen (issue 34 item 1). */
  menu?: ReactNode;
}

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5';

/** A titled card of the home page's information (promotions, delivery methods, payment methods). */
function InfoCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h2 id={id} className="text-base font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The home page's information (spec §2 Home): order service state and
 * acceptance hours, opening hours, then the menu, the notice, promotions, delivery and
 * pick-up methods (address check, costs), payment methods and the
 * food-intolerance text.
 */
export function HomeInfo({
  storefront,
  today,
  acceptance,
  untilWeekday,
  open,
  noticeHtml,
  locale,
  t,
  menu,
}: HomeInfoProps) {
  const { configuration } = storefront;
  const delivery = configuration.delivery_order;
  const promotions = configuration.coupons
    .map((coupon) => ({ id: coupon.id, text: coupon.languages[locale]?.description || coupon.description }))
    .filter((coupon) => coupon.text.trim() !== '');
  const intolerance = configuration.food_intolerance_text[locale];
  useEffect(() => whenIdle(preloadDialogBodies), []);
  return (
    <div className="space-y-4">
      <OrderServiceBox
        acceptance={acceptance}
        untilWeekday={untilWeekday}
        today={today}
        timetable={delivery.orderAcceptTimetables}
        t={t}
      />
      <div className={card}>
        <OpeningHours
          open={open}
          t={t}
          accepting={acceptance.accepting}
          week={delivery.publicOpenTimetables}
        />
      </div>
      {menu}
      {noticeHtml !== '' && (
        <div
          className={`${card} text-sm leading-relaxed text-stone-800 [&_a]:text-primary [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-2 [&_ul]:list-disc [&_ul]:pl-5`}
          // Sanitised on the server by sanitizeNotice (allow-listed tags, safe links only).
          dangerouslySetInnerHTML={{ __html: noticeHtml }}
        />
      )}
      {promotions.length > 0 && (
        <InfoCard id="home-promotions" title={t('home.promotions')}>
          <ul className="mt-2 space-y-2 text-sm">
            {promotions.map((promotion) => (
              <li key={promotion.id} className="border-coupon text-stone-800 border-l-4 pl-3">
                {promotion.text}
              </li>
            ))}
          </ul>
        </InfoCard>
      )}
      <InfoCard id="home-delivery" title={t('home.delivery_methods')}>
        <ul className="mt-2 space-y-2 text-sm">
          {configuration.delivery_method.map((method) => (
            <li key={method.code}>
              <span className="font-medium text-stone-800">{deliveryMethodName(locale, method.code)}</span>
              {method.code === 'home_delivery' && (
                <span className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  <InfoDialog label={t('home.check_address')} title={t('home.check_address')} t={t}>
                    <LazyPart
                      part={addressCheck}
                      t={t}
                      render={(module) => <module.default locale={locale} t={t} />}
                    />
                  </InfoDialog>
                  <InfoDialog label={t('home.delivery_costs')} title={t('home.delivery_costs')} t={t}>
                    <LazyPart
                      part={deliveryCosts}
                      t={t}
                      render={(module) => <module.DeliveryCostsByZone delivery={delivery} t={t} />}
                    />
                  </InfoDialog>
                </span>
              )}
            </li>
          ))}
        </ul>
      </InfoCard>
      <InfoCard id="home-payments" title={t('home.accepted_payment_methods')}>
        <ul className="mt-2 space-y-1 text-sm text-stone-800">
          {configuration.payment_methods.map((method) => {
            const translation = method.languages[locale];
            return (
              <li key={method.code}>
                <span className="font-medium">{translation?.label || method.label || method.name}</span>
                {(translation?.description || method.description) && (
                  <span className="block text-stone-600">
                    {translation?.description || method.description}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </InfoCard>
      {intolerance && (
        <InfoDialog
          label={t('home.food_intolerances')}
          title={t('home.food_intolerances')}
          t={t}
          buttonClassName="text-primary rounded-full bg-white px-4 py-2 text-sm font-semibold shadow-sm ring-1 ring-stone-900/10"
        >
          <p className="text-sm leading-relaxed whitespace-pre-line text-stone-800">{intolerance}</p>
        </InfoDialog>
      )}
    </div>
  );
}
