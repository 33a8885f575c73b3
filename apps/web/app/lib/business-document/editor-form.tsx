import type { FormEvent, ReactNode, Ref } from 'react';
import type { Locale } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { SaveProblems } from './save-problems.tsx';

/** What every entry's editor gets from its page: the entry `E` is its own prop. */
export interface EntryEditorProps<E> {
  /** The business's languages, its default first. */
  languages: readonly Locale[];
  t: StaffTranslator;
  locale: Locale;
  /** A save is running: Save waits. */
  busy: boolean;
  /** The server's refusal of the last save, each problem at its path in the business file. */
  problems: readonly string[];
  onSave: (entry: E) => void;
  onClose: () => void;
}

/** A back-office form's Save: off while the last save runs (each save is one, on the version shown). */
export function SaveButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="min-h-11 rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
    >
      {label}
    </button>
  );
}

const closeButtonClass =
  'min-h-11 rounded-lg border border-stone-400 bg-white px-5 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';

/**
 * One entry's editor in a back-office list (issue 35: a category, a product, an option group, a
 * coupon): a form named by its heading (an h2 when it stands before the list's h2s, an h3 under its
 * entry's), the refusal of its last save (`problems`, each at its path) or else the form's own
 * "fix the fields" alert (`fix`), its fields, then Save and Close. The entry's checks are the
 * form's own (`noValidate`): each wrong field says why.
 */
export function EditorForm({
  id,
  heading: Heading = 'h3',
  title,
  problemsTitle,
  problems,
  fix,
  busy,
  saveLabel,
  closeLabel,
  onSubmit,
  onClose,
  className = 'mt-4 rounded-xl border border-stone-300 bg-white p-4',
  formRef,
  children,
}: {
  /** The form's id prefix: its heading is `<id>-title`. */
  id: string;
  heading?: 'h2' | 'h3';
  title: string;
  problemsTitle: string;
  problems: readonly string[];
  fix?: string | null;
  busy: boolean;
  saveLabel: string;
  closeLabel: string;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  className?: string;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className={className}>
      <Heading id={`${id}-title`} className="text-xl font-bold text-stone-900">
        {title}
      </Heading>
      {problems.length > 0 ? (
        <SaveProblems title={problemsTitle} problems={problems} />
      ) : fix ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-100 p-3 text-red-900">
          {fix}
        </p>
      ) : null}
      {children}
      <div className="mt-6 flex flex-wrap gap-3">
        <SaveButton busy={busy} label={saveLabel} />
        <button type="button" onClick={onClose} className={closeButtonClass}>
          {closeLabel}
        </button>
      </div>
    </form>
  );
}
