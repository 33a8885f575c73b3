import { useState } from 'react';
import type { BusinessVersion, Locale } from '@ordina/contracts';
import { formatDateTime } from '@ordina/i18n';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { StaffPage } from '../../components/ui/staff-page.tsx';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { versionAuthorText, versionChangeText, versionOriginText } from './version-summary-text.ts';

type Loaded = { readonly versions: readonly BusinessVersion[] } | { readonly error: string };

/** The export's address: a plain link, so the browser downloads the attachment with the staff cookie. */
export const BUSINESS_EXPORT_URL = '/api/staff/business/export';

/**
 * /gestione/cronologia, the business document's history (issue 35, docs/decisions/052 and 060): the
 * last 50 versions — who saved each, when (on the business's clock, as the audit trail), where it
 * came from (the first import, an import, a save, a restore of version N) and what it changed
 * against the version before, in the owner's language — restoring any older one after a
 * confirmation (a new version whose document is the old one), and the business file's download.
 */
export function StaffHistoryPage({
  t,
  locale,
  timeZone,
}: {
  t: StaffTranslator;
  locale: Locale;
  timeZone: string;
}) {
  const [notice, setNotice] = useState<ActionNoticeState>(null);
  const [asked, setAsked] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const loaded = useApiQuery<Loaded>('staff-business-versions', async ({ signal }) => {
    const result = await apiCall('GET /api/staff/business/versions', { progress: false, signal });
    return result.ok ? { versions: result.data.versions } : { error: staffErrorText(locale, result.errors) };
  });
  const list = loaded.value;

  async function restore(version: number) {
    setBusy(true);
    const result = await apiCall('POST /api/staff/business/versions/:version/restore', {
      params: { version: String(version) },
    });
    setBusy(false);
    setAsked(null);
    setNotice(
      result.ok
        ? { tone: 'done', text: t('history.restored', { version: result.data.version }) }
        : { tone: 'error', text: staffErrorText(locale, result.errors) },
    );
    loaded.rerun();
  }

  return (
    <StaffPage name="history" title={t('title.history')} intro={t('history.intro')}>
      <a
        href={BUSINESS_EXPORT_URL}
        download
        className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('history.export')}
      </a>
      <ActionNotice notice={notice} />
      {list === undefined ? (
        <p className="mt-4">{t('common.loading')}</p>
      ) : 'error' in list ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-100 p-3 text-red-900">
          {list.error}
        </p>
      ) : (
        <ol className="mt-6 flex flex-col gap-3">
          {list.versions.map((version, index) => (
            <li key={version.version} className="rounded-lg border border-stone-200 bg-white p-3">
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <dt className="font-semibold">{t('history.version')}</dt>
                <dd>{version.version}</dd>
                <dt className="font-semibold">{t('history.when')}</dt>
                <dd>
                  <time dateTime={version.createdAt}>
                    {formatDateTime(new Date(version.createdAt), locale, timeZone)}
                  </time>
                </dd>
                <dt className="font-semibold">{t('history.who')}</dt>
                <dd>{versionAuthorText(version, t)}</dd>
                <dt className="font-semibold">{t('history.origin')}</dt>
                <dd>{versionOriginText(version, t)}</dd>
                {version.first ? null : (
                  <>
                    <dt className="font-semibold">{t('history.changes')}</dt>
                    <dd className="break-words">
                      <VersionChanges version={version} t={t} />
                    </dd>
                  </>
                )}
              </dl>
              {index > 0 ? (
                <button
                  type="button"
                  onClick={() => setAsked(version.version)}
                  className="mt-2 min-h-11 rounded-lg border border-stone-400 px-4 font-semibold hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
                >
                  {t('history.restore', { version: version.version })}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={t('history.restore', { version: asked ?? 0 })}
        confirmLabel={t('history.restore', { version: asked ?? 0 })}
        cancelLabel={t('history.cancel')}
        confirmTone="primary"
        busy={busy}
        onConfirm={() => {
          if (asked !== null) void restore(asked);
        }}
        onCancel={() => setAsked(null)}
      >
        <p>{t('history.restore_confirm', { version: asked ?? 0 })}</p>
      </ConfirmDialog>
    </StaffPage>
  );
}

/** What a version changed, one line each, and how many more when the server left some out. */
function VersionChanges({ version, t }: { version: BusinessVersion; t: StaffTranslator }) {
  if (version.summary.length === 0) return <>{t('history.nothing')}</>;
  return (
    <ul className="list-disc ps-5">
      {version.summary.map((change, i) => (
        <li key={i}>{versionChangeText(change, t)}</li>
      ))}
      {version.summaryMore > 0 ? <li>{t('history.more', { count: version.summaryMore })}</li> : null}
    </ul>
  );
}
