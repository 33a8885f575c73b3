import type { ComponentType, ReactNode } from 'react';
import type { BusinessChange, Locale } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';
import { StaffPage, WhenLoaded } from '../../components/ui/staff-page.tsx';
import { SaveProblems } from './save-problems.tsx';
import { useBusinessDocument, type LoadedDocument, type SaveTexts } from './use-business-document.ts';

/** The page's heading and what it says before the document. */
interface FrameProps {
  /** Names the heading: `staff-<name>-title`. */
  name: string;
  title: string;
  intro: string;
  proseIntro?: boolean;
  lead?: ReactNode;
}

/**
 * A back-office editor's page (issue 35, docs/decisions/052): its heading and introduction, what it
 * offers before the document (`lead`), the notice of its last save, what the save's refusal listed
 * (`report`), then the business document as loaded — "Loading…" until it is, the server's reason when
 * it cannot be — given to `children` with its version (or `children` as they are, from a page that
 * returned this frame alone while the document was not there).
 */
export function DocumentPage<D>({
  name,
  title,
  intro,
  proseIntro,
  lead,
  notice,
  report,
  current,
  t,
  children,
}: FrameProps & {
  notice: ActionNoticeState;
  report?: ReactNode;
  current: LoadedDocument<D> | undefined;
  t: StaffTranslator;
  /** What the page shows of the document; none while the page says only why it has none. */
  children?: ReactNode | ((loaded: { readonly version: number; readonly document: D }) => ReactNode);
}) {
  return (
    <StaffPage name={name} title={title} intro={intro} proseIntro={proseIntro}>
      {lead}
      <ActionNotice notice={notice} />
      {report}
      <WhenLoaded value={current} t={t}>
        {(loaded) => (typeof children === 'function' ? children(loaded) : children)}
      </WhenLoaded>
    </StaffPage>
  );
}

/** What the form of a page that is one form gets: the document as loaded, and the way to save its changes. */
export interface DocumentFormProps<D> {
  document: D;
  t: StaffTranslator;
  locale: Locale;
  busy: boolean;
  /** The refusal of the last save, each problem at its path. */
  problems: readonly string[];
  onSubmit: (changes: BusinessChange[]) => void;
}

/**
 * A page that is one form of the business document (the places, the settings, the delivery): the part
 * `read` takes from the document, shown in `form`, which a new version (saved, or someone else's on a
 * conflict) starts again from its values. A submit without changes sends nothing when `texts.unchanged`
 * says so; `texts.invalid` titles the refusal's problems above the form (else the form lists them).
 */
export function DocumentFormPage<D>({
  read,
  form: Form,
  texts,
  t,
  locale,
  ...frame
}: FrameProps & {
  read: (document: Readonly<Record<string, unknown>>) => D;
  form: ComponentType<DocumentFormProps<D>>;
  texts: SaveTexts & { readonly unchanged?: string; readonly invalid?: string };
  t: StaffTranslator;
  locale: Locale;
}) {
  const { current, busy, save, unchanged, notice, problems } = useBusinessDocument(locale, read);

  function submit(changes: BusinessChange[]) {
    if (changes.length === 0 && texts.unchanged !== undefined) unchanged(texts.unchanged);
    else void save(changes, texts);
  }

  return (
    <DocumentPage
      {...frame}
      notice={notice}
      report={
        texts.invalid !== undefined && problems.length > 0 ? (
          <SaveProblems title={texts.invalid} problems={problems} />
        ) : null
      }
      current={current}
      t={t}
    >
      {({ version, document }) => (
        <Form
          key={version}
          document={document}
          t={t}
          locale={locale}
          busy={busy}
          problems={problems}
          onSubmit={submit}
        />
      )}
    </DocumentPage>
  );
}
