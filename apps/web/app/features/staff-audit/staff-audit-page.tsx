import { useState } from 'react';
import type { Locale, StaffAuditEntry } from '@ordina/contracts';
import { formatDateTime } from '@ordina/i18n';
import { staffAuditActionText, staffErrorText } from '@ordina/i18n/staff';
import type { StaffMessageKey, StaffTranslator } from '@ordina/i18n/staff';
import { StaffPage } from '../../components/ui/staff-page.tsx';
import { Button } from '../../components/ui/button.tsx';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';

const PAGE_SIZE = 50;
/** The log's columns, in order: when, who, the action, its order and the status it set. */
const COLUMNS: readonly StaffMessageKey[] = [
  'audit.when',
  'audit.who',
  'audit.what',
  'audit.order',
  'audit.change',
];

const fetchPage = (before: number | null, signal?: AbortSignal) =>
  apiCall('GET /api/staff/audit', {
    query: { limit: PAGE_SIZE, ...(before === null ? {} : { before }) },
    progress: false,
    signal,
  });

/** A page of the trail as shown: its entries and where the next one starts, or why it could not be loaded. */
type Page =
  | { readonly entries: readonly StaffAuditEntry[]; readonly nextBefore: number | null }
  | { readonly error: string };

/** /gestione/registro, the owner's audit trail: who did what, when, on which order, from which status to which; newest first, a page at a time. */
export function StaffAuditPage({
  t,
  locale,
  timeZone,
}: {
  t: StaffTranslator;
  locale: Locale;
  timeZone: string;
}) {
  const asPage = (result: Awaited<ReturnType<typeof fetchPage>>): Page =>
    result.ok
      ? { entries: result.data.entries, nextBefore: result.data.nextBefore }
      : { error: staffErrorText(locale, result.errors) };
  const first = useApiQuery<Page>('staff-audit', async ({ signal }) => asPage(await fetchPage(null, signal)));
  // The pages "show more" added after the first, and the refusal of the last "show more" if it failed.
  const [more, setMore] = useState<{
    readonly entries: readonly StaffAuditEntry[];
    readonly nextBefore: number | null;
  } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function loadMore(before: number) {
    setBusy(true);
    const page = asPage(await fetchPage(before));
    setBusy(false);
    setMoreError('error' in page ? page.error : null);
    if (!('error' in page))
      setMore((shown) => ({
        entries: [...(shown?.entries ?? []), ...page.entries],
        nextBefore: page.nextBefore,
      }));
  }
  const firstPage = first.value;
  const loaded = firstPage === undefined || 'error' in firstPage ? null : firstPage;
  const entries = loaded === null ? null : [...loaded.entries, ...(more?.entries ?? [])];
  const error = firstPage !== undefined && 'error' in firstPage ? firstPage.error : moreError;
  const nextBefore = more !== null ? more.nextBefore : (loaded?.nextBefore ?? null);

  return (
    <StaffPage name="audit" title={t('title.audit')} intro={t('audit.intro')} className="max-w-6xl py-8">
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-100 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      {entries === null ? (
        <p className="mt-4">{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <p className="mt-4">{t('audit.empty')}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-stone-900">
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="p-2">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-stone-300">
                  <td className="p-2 whitespace-nowrap">
                    <time dateTime={entry.at}>{formatDateTime(new Date(entry.at), locale, timeZone)}</time>
                  </td>
                  <td className="p-2">{entry.staffName ?? t('audit.system')}</td>
                  <td className="p-2">{staffAuditActionText(locale, entry.action)}</td>
                  <td className="p-2">{entry.orderId ?? ''}</td>
                  <td className="p-2">
                    {entry.fromStatus !== null || entry.toStatus !== null
                      ? `${entry.fromStatus ?? '–'} → ${entry.toStatus ?? '–'}`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {nextBefore !== null ? (
        <Button tone="secondary" busy={busy} onClick={() => void loadMore(nextBefore)} className="mt-4">
          {t('audit.more')}
        </Button>
      ) : null}
    </StaffPage>
  );
}
