import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { Translator } from '@ordina/i18n';
import { paths } from '../../../lib/first-load/paths.ts';

// The order summary's markup, shared by the summary and its server-rendered
// placeholder (lazy-order-summary.tsx), so the two cannot drift apart.

/** The summary's box: the heading, the body (lines or the empty note) and the proceed button or edit link below. */
export function OrderSummaryBox({
  sectionRef,
  titleId,
  className,
  t,
  children,
  footer,
}: {
  sectionRef?: Ref<HTMLElement>;
  titleId: string;
  className: string;
  t: Translator;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section
      ref={sectionRef}
      id="order-summary"
      tabIndex={-1}
      aria-labelledby={titleId}
      className={`scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-900/5 focus:outline-none lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto ${className}`}
    >
      <h2 id={titleId} className="text-lg font-bold text-stone-900">
        {t('summary.title')}
      </h2>
      {children}
      <div className="mt-4">{footer}</div>
    </section>
  );
}

/**
 * 'No product': what an empty cart shows (the proceed button points to it).
 * Until the saved cart has been read (server page, hydration) the cart is not
 * known to be empty, so `pending` says it is being read instead.
 */
export function EmptyCartNote({ id, t, pending = false }: { id: string; t: Translator; pending?: boolean }) {
  return (
    <p id={id} className="py-4 text-sm text-stone-500">
      {t(pending ? 'summary.reading' : 'summary.empty')}
    </p>
  );
}

/** The link back to the home page where the summary is not editable (checkout). */
export function EditOrderLink({ t }: { t: Translator }) {
  return (
    <Link
      to={paths.home}
      className="text-primary focus-visible:ring-primary rounded text-sm font-semibold underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:outline-none"
    >
      {t('summary.edit_order')}
    </Link>
  );
}
