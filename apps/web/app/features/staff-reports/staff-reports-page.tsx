import { useState, type FormEvent, type ReactNode } from 'react';
import type { Locale, StaffReport } from '@ordina/contracts';
import { clockAddDays, clockZoned } from '@ordina/domain';
import { deliveryMethodName, formatMoney } from '@ordina/i18n';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { StaffPage } from '../../components/ui/staff-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { controlLook } from '../../lib/form-field.tsx';

/** A range of the business's days, both included. */
interface Range {
  readonly from: string;
  readonly to: string;
}

type Loaded = { readonly report: StaffReport } | { readonly error: string };

/** The quick ranges, from today on the business's clock. */
function quickRanges(
  today: string,
): { key: 'today' | 'yesterday' | 'last_7_days' | 'this_month'; range: Range }[] {
  const yesterday = clockAddDays(today, -1);
  return [
    { key: 'today', range: { from: today, to: today } },
    { key: 'yesterday', range: { from: yesterday, to: yesterday } },
    { key: 'last_7_days', range: { from: clockAddDays(today, -6), to: today } },
    { key: 'this_month', range: { from: `${today.slice(0, 8)}01`, to: today } },
  ];
}

const th = 'p-2 font-semibold';
const num = 'p-2 text-right tabular-nums';

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className="mb-2 text-left text-xl font-bold text-stone-900">{caption}</caption>
        <thead>
          <tr className="border-b-2 border-stone-900">
            {head.map((label, index) => (
              <th key={label} scope="col" className={index === 0 ? th : `${th} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/**
 * /gestione/resoconti, the owner's reports (docs/decisions/054): today by default, quick ranges and
 * a custom one; totals as cards, tables by method, payment and product, an hour-by-hour bar chart
 * whose figures are the table beside it, the day-by-day table and the CSV download.
 */
export function StaffReportsPage({
  t,
  locale,
  timeZone,
  now,
  paymentNames,
}: {
  t: StaffTranslator;
  locale: Locale;
  timeZone: string;
  now: Date;
  /** The business's own names of its payment methods, by code (a method no longer configured shows its code). */
  paymentNames: Readonly<Record<string, string>>;
}) {
  const today = clockZoned(now, timeZone).date;
  const [range, setRange] = useState<Range>({ from: today, to: today });
  const [draft, setDraft] = useState<Range>(range);
  const query = useApiQuery<Loaded>(`staff-report|${range.from}|${range.to}`, async ({ signal }) => {
    const result = await apiCall('GET /api/staff/reports', { query: range, progress: false, signal });
    return result.ok ? { report: result.data } : { error: staffErrorText(locale, result.errors) };
  });
  const money = (cents: number) => formatMoney(cents, locale);
  const loaded = query.value;
  const report = loaded !== undefined && 'report' in loaded ? loaded.report : null;
  const shown = report !== null && report.from === range.from && report.to === range.to ? report : null;

  function choose(next: Range) {
    setRange(next);
    setDraft(next);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    setRange(draft);
  }
  const csvHref = `/api/staff/reports/csv?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
  const busiest = shown === null ? 0 : Math.max(1, ...shown.byHour.map((h) => h.orders));

  // The custom range's first or last day.
  const rangeDay = (end: 'from' | 'to', label: string) => (
    <label className="flex flex-col text-sm font-semibold text-stone-900">
      {label}
      <input
        type="date"
        required
        value={draft[end]}
        onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
        className={`mt-1 ${controlLook}`}
      />
    </label>
  );

  return (
    <StaffPage
      name="reports"
      title={t('title.reports')}
      intro={t('reports.intro')}
      className="max-w-6xl py-8"
    >
      <div role="group" aria-label={t('reports.range')} className="mt-4 flex flex-wrap gap-2">
        {quickRanges(today).map(({ key, range: quick }) => (
          <button
            key={key}
            type="button"
            aria-pressed={quick.from === range.from && quick.to === range.to}
            onClick={() => choose(quick)}
            className="focus-visible:ring-primary inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 py-2.5 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none aria-pressed:border-stone-900 aria-pressed:bg-stone-900 aria-pressed:text-white"
          >
            {t(`reports.${key}`)}
          </button>
        ))}
      </div>
      <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3">
        {rangeDay('from', t('reports.from'))}
        {rangeDay('to', t('reports.to'))}
        <Button type="submit">{t('reports.show')}</Button>
        <a
          href={csvHref}
          download
          className="focus-visible:ring-primary inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-5 py-2.5 font-semibold text-stone-900 hover:bg-stone-50 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('reports.download')}
        </a>
      </form>

      {loaded !== undefined && 'error' in loaded ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-100 p-3 text-red-900">
          {loaded.error}
        </p>
      ) : shown === null ? (
        <p className="mt-4">{t('common.loading')}</p>
      ) : (
        <div aria-live="polite">
          <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 xl:grid-cols-7">
            {(
              [
                ['reports.orders', String(shown.totals.orders)],
                ['reports.revenue', money(shown.totals.revenue)],
                ['reports.average', money(shown.totals.averageOrder)],
                ['reports.takings', money(shown.totals.takings)],
                ['reports.refunds', money(shown.totals.refunds)],
                ['reports.net', money(shown.totals.net)],
                // Part of the revenue: the staff's money (docs/decisions/067).
                ['reports.tips', money(shown.totals.tips)],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-lg border border-stone-300 bg-white p-3">
                <dt className="text-sm text-stone-700">{t(key)}</dt>
                <dd className="text-2xl font-bold text-stone-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {shown.totals.pendingOrders > 0 ? (
            <p className="mt-3 text-stone-800">
              {t('reports.pending', {
                count: shown.totals.pendingOrders,
                amount: money(shown.totals.pendingRevenue),
              })}
            </p>
          ) : null}
          {shown.totals.canceledOrders > 0 ? (
            <p className="mt-1 text-stone-800">
              {t('reports.canceled', { count: shown.totals.canceledOrders })}
            </p>
          ) : null}

          {shown.totals.orders === 0 ? (
            <p className="mt-6">{t('reports.empty')}</p>
          ) : (
            <>
              <div className="lg:grid lg:grid-cols-2 lg:gap-8">
                <Table
                  caption={t('reports.by_delivery')}
                  head={[t('reports.col_method'), t('reports.orders'), t('reports.revenue')]}
                >
                  {shown.byDeliveryMethod.map((row) => (
                    <tr key={row.code} className="border-b border-stone-300">
                      <td className="p-2">{deliveryMethodName(locale, row.code)}</td>
                      <td className={num}>{row.orders}</td>
                      <td className={num}>{money(row.revenue)}</td>
                    </tr>
                  ))}
                </Table>
                <Table
                  caption={t('reports.by_payment')}
                  head={[t('reports.col_payment'), t('reports.orders'), t('reports.revenue')]}
                >
                  {shown.byPaymentMethod.map((row) => (
                    <tr key={row.code} className="border-b border-stone-300">
                      <td className="p-2">{paymentNames[row.code] ?? row.code}</td>
                      <td className={num}>{row.orders}</td>
                      <td className={num}>{money(row.revenue)}</td>
                    </tr>
                  ))}
                </Table>
              </div>
              <Table
                caption={t('reports.top_products')}
                head={[t('reports.col_product'), t('reports.col_quantity'), t('reports.revenue')]}
              >
                {shown.topProducts.map((row) => (
                  <tr key={row.productId} className="border-b border-stone-300">
                    <td className="p-2">{row.name}</td>
                    <td className={num}>{row.quantity}</td>
                    <td className={num}>{money(row.revenue)}</td>
                  </tr>
                ))}
              </Table>

              <h2 className="mt-8 text-xl font-bold text-stone-900">{t('reports.by_hour')}</h2>
              <p className="sr-only">{t('reports.chart_summary')}</p>
              {/* The bars repeat the table below for the eye; screen readers read the table. */}
              <div aria-hidden="true" className="mt-3 flex h-32 items-end gap-px border-b border-stone-900">
                {shown.byHour.map((hour) => (
                  <div key={hour.hour} className="flex h-full flex-1 flex-col justify-end">
                    <div
                      className="bg-primary rounded-t-sm"
                      style={{ height: `${(hour.orders / busiest) * 100}%` }}
                    />
                  </div>
                ))}
              </div>
              <div aria-hidden="true" className="flex justify-between text-xs text-stone-700">
                <span>0</span>
                <span>6</span>
                <span>12</span>
                <span>18</span>
                <span>23</span>
              </div>
              <Table
                caption={t('reports.by_hour')}
                head={[t('reports.col_hour'), t('reports.orders'), t('reports.revenue')]}
              >
                {shown.byHour
                  .filter((hour) => hour.orders > 0)
                  .map((hour) => (
                    <tr key={hour.hour} className="border-b border-stone-300">
                      <td className="p-2 tabular-nums">{`${String(hour.hour).padStart(2, '0')}:00`}</td>
                      <td className={num}>{hour.orders}</td>
                      <td className={num}>{money(hour.revenue)}</td>
                    </tr>
                  ))}
              </Table>
              {shown.byDay.length > 1 ? (
                <Table
                  caption={t('reports.by_day')}
                  head={[
                    t('reports.col_day'),
                    t('reports.orders'),
                    t('reports.revenue'),
                    t('reports.average'),
                    t('reports.tips'),
                  ]}
                >
                  {shown.byDay.map((day) => (
                    <tr key={day.date} className="border-b border-stone-300">
                      <td className="p-2 whitespace-nowrap tabular-nums">{day.date}</td>
                      <td className={num}>{day.orders}</td>
                      <td className={num}>{money(day.revenue)}</td>
                      <td className={num}>{money(day.averageOrder)}</td>
                      <td className={num}>{money(day.tips)}</td>
                    </tr>
                  ))}
                </Table>
              ) : null}
            </>
          )}
          {shown.refunds.length > 0 ? (
            <Table
              caption={t('reports.refund_list')}
              head={[t('reports.col_order'), t('reports.col_amount')]}
            >
              {shown.refunds.map((refund) => (
                <tr key={`${refund.orderId}-${refund.at}`} className="border-b border-stone-300">
                  <td className="p-2">{refund.orderCode}</td>
                  <td className={num}>{money(refund.amount)}</td>
                </tr>
              ))}
            </Table>
          ) : null}
        </div>
      )}
    </StaffPage>
  );
}
