import type { ReactNode } from 'react';
import type { StaffTranslator } from '@ordina/i18n/staff';

/**
 * A back-office page's frame: a section named by its heading (`staff-<name>-title`), the page's
 * introduction under it, then what the page shows. One look for every staff page; `className` sets
 * its width and spacing (a form of one column is narrower than a report's table).
 */
export function StaffPage({
  name,
  title,
  intro,
  proseIntro = false,
  className = 'max-w-5xl py-6',
  children,
}: {
  name: string;
  title: string;
  intro: ReactNode;
  /** Keeps a long introduction to a readable line length. */
  proseIntro?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`staff-${name}-title`} className={`mx-auto px-4 ${className}`}>
      <h1 id={`staff-${name}-title`} className="text-3xl font-bold text-stone-900">
        {title}
      </h1>
      <p className={proseIntro ? 'mt-2 max-w-prose text-stone-700' : 'mt-2 text-stone-700'}>{intro}</p>
      {children}
    </section>
  );
}

/** Why a read failed, in words. */
type Failure = { readonly error: string };

/**
 * A staff page's data while it loads ("Loading…"), why it could not be loaded (an alert, read at once,
 * the server's reason in words after `failed`'s text), then `children` with what was loaded.
 */
export function WhenLoaded<T extends object>({
  value,
  t,
  failed,
  children,
}: {
  /** Undefined while it loads. */
  value: T | Failure | undefined;
  t: StaffTranslator;
  /** Said before the server's reason (what could not be loaded). */
  failed?: string;
  children: (loaded: Exclude<T, Failure>) => ReactNode;
}) {
  if (value === undefined) return <p className="mt-4">{t('common.loading')}</p>;
  if ('error' in value)
    return (
      <p role="alert" className="mt-4 rounded-lg bg-red-100 p-3 text-red-900">
        {failed === undefined ? value.error : `${failed} ${value.error}`}
      </p>
    );
  return children(value as Exclude<T, Failure>);
}
