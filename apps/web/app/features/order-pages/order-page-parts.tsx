import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { Anagraphic, Order } from '@ordina/contracts';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../lib/first-load/paths.ts';
import { telephoneHref } from '../../lib/telephone-href.ts';

/** The frame of an order page: its main heading (focused on load and on each new state, so it is read first) and the content. */
export function OrderPageFrame({
  title,
  headingRef,
  children,
}: {
  title: string;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="order-page-title" className="mx-auto flex max-w-3xl flex-col gap-5 py-6">
      <h1
        id="order-page-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-stone-900 focus:outline-none"
      >
        {title}
      </h1>
      {children}
    </section>
  );
}

// Text and background pairs with at least 4.5:1 contrast.
const TONES = {
  success: 'bg-green-50 text-green-900 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
  error: 'bg-red-50 text-red-900 ring-red-200',
} as const;

/** A coloured message box; errors are alerts (read at once), the rest plain text inside the page's status region. */
export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-xl px-4 py-3 font-medium ring-1 ${TONES[tone]}`}
    >
      {children}
    </div>
  );
}

/**
 * The page's live status region: present from the first render so that
 * what it says next (checking → confirmed) is announced politely.
 */
export function StatusRegion({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="empty:hidden">
      {children}
    </div>
  );
}

/** The busy line of a loading state: a spinner and its text. */
export function Working({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-3 py-6 text-stone-700">
      <span
        aria-hidden="true"
        className="border-t-primary size-8 shrink-0 animate-spin rounded-full border-4 border-stone-200 motion-reduce:animate-none"
      />
      {text}
    </p>
  );
}

const actionClass =
  'focus-visible:ring-primary inline-flex min-h-11 items-center self-start rounded-full px-5 py-2.5 font-semibold focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none';

/** The main action of a state, as a link: inside the site through the router, outside (a payment page) as a plain link. */
export function ActionLink({
  href,
  children,
  external = false,
}: {
  href: string;
  children: ReactNode;
  external?: boolean;
}) {
  const className = `bg-button text-button-text hover:brightness-110 ${actionClass}`;
  return external ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}

/** A secondary action button (check again). */
export function ActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`border border-stone-300 bg-white text-stone-900 hover:bg-stone-50 ${actionClass}`}
    >
      {children}
    </button>
  );
}

/** 'Back to the home page', where a new order starts. */
export function HomeLink({ t, text }: { t: Translator; text?: string }) {
  return <ActionLink href={paths.home}>{text ?? t('not_found.back_home')}</ActionLink>;
}

/** The business's phone numbers (spec §2 "Payment landing": failure shows them), as tel: links; nothing when it has none. */
export function BusinessPhones({
  anagraphic,
  t,
}: {
  anagraphic: Pick<Anagraphic, 'phone' | 'mobilePhone'>;
  t: Translator;
}) {
  const numbers = [
    ...new Set([anagraphic.phone, anagraphic.mobilePhone].map((phone) => phone.trim()).filter(Boolean)),
  ];
  if (numbers.length === 0) return null;
  return (
    <div className="text-stone-800">
      <p>{t('payment.call_us')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4">
        {numbers.map((phone) => (
          <li key={phone}>
            <a
              href={telephoneHref(phone)}
              className="text-primary focus-visible:ring-primary inline-flex min-h-11 items-center rounded font-semibold underline underline-offset-2 focus-visible:ring-2 focus-visible:outline-none"
            >
              {phone}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Which order a page without the full detail is about (the payment failure and "not paid yet" states,
 * issue 31 item 9): its code and the amount due, so the customer can name it on the phone.
 */
export function OrderFacts({ order, t }: { order: Pick<Order, 'code' | 'amountFinal'>; t: Translator }) {
  return (
    <dl className="flex flex-wrap justify-between gap-x-6 gap-y-1 rounded-xl border border-stone-200 bg-white px-4 py-3 text-stone-900">
      <div>
        <dt className="sr-only">{t('order_detail.order_code')}</dt>
        <dd className="font-semibold">{t('order_detail.title', { code: order.code })}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-stone-600">{t('summary.total')}</dt>
        <dd className="font-semibold tabular-nums">{t.money(order.amountFinal)}</dd>
      </div>
    </dl>
  );
}
