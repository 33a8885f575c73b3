import type { ReactNode } from 'react';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';
import { StaffPage, WhenLoaded } from '../../components/ui/staff-page.tsx';
import type { LoadedDocument } from './use-business-document.ts';

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
}: {
  /** Names the heading: `staff-<name>-title`. */
  name: string;
  title: string;
  intro: string;
  proseIntro?: boolean;
  lead?: ReactNode;
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
