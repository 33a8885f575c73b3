import { useState } from 'react';
import type { BusinessChange, Locale } from '@ordina/contracts';
import { staffErrorText } from '@ordina/i18n/staff';
import { apiCall } from '../after-hydration-shared/api-client.ts';
import { useApiQuery } from '../after-hydration-shared/use-api-query.ts';
import type { ActionNoticeState } from '../../components/ui/action-notice.tsx';

/*
 * The business document as every back-office editor loads and saves it (issue 35, docs/decisions/052):
 * GET /api/staff/business once, then PUT the editor's changes on the version the page holds. A save
 * refused because someone else changed the same part meanwhile (BUSINESS_CHANGED) brings the current
 * document, which replaces the page's — never a silent overwrite of either side; one that would make
 * the business file invalid lists each problem at its JSON path.
 */

/** The document as loaded, with the version a save is based on, or why it could not be loaded. */
export type LoadedDocument<D> =
  { readonly version: number; readonly document: D } | { readonly error: string };

/** What a save came to: saved (the new version), refused as stale (the fresh document is shown), or refused. */
export type SaveOutcome =
  | { readonly status: 'saved'; readonly version: number }
  | { readonly status: 'conflict' }
  | { readonly status: 'refused'; readonly error: string; readonly problems: readonly string[] };

/** The notice a save's outcome shows: the page's own saved and conflict texts, or the server's refusal in words. */
export function saveOutcomeNotice(
  outcome: SaveOutcome,
  texts: { readonly saved: (version: number) => string; readonly conflict: string },
): NonNullable<ActionNoticeState> {
  if (outcome.status === 'saved') return { tone: 'done', text: texts.saved(outcome.version) };
  if (outcome.status === 'conflict') return { tone: 'error', text: texts.conflict };
  return { tone: 'error', text: outcome.error };
}

/** The problems a save's outcome lists (a refusal's, each at its path); none otherwise. */
export function saveOutcomeProblems(outcome: SaveOutcome): readonly string[] {
  return outcome.status === 'refused' ? outcome.problems : [];
}

/** Loads the business document read as `D` by `read`; `save` sends changes on the version shown. */
export function useBusinessDocument<D>(
  locale: Locale,
  read: (document: Readonly<Record<string, unknown>>) => D,
  queryKey = 'staff-business',
) {
  const [shown, setShown] = useState<LoadedDocument<D> | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const loaded = useApiQuery<LoadedDocument<D>>(queryKey, async ({ signal }) => {
    const result = await apiCall('GET /api/staff/business', { progress: false, signal });
    const value: LoadedDocument<D> = result.ok
      ? { version: result.data.version, document: read(result.data.document) }
      : { error: staffErrorText(locale, result.errors) };
    setShown(value);
    return value;
  });
  const current = shown ?? loaded.value;

  async function save(changes: BusinessChange[]): Promise<SaveOutcome> {
    if (current === undefined || 'error' in current) return { status: 'refused', error: '', problems: [] };
    setBusy(true);
    const result = await apiCall('PUT /api/staff/business', {
      body: { baseVersion: current.version, changes },
    });
    setBusy(false);
    if (result.ok) {
      setShown({ version: result.data.version, document: read(result.data.document) });
      return { status: 'saved', version: result.data.version };
    }
    const refusal = result.refusal;
    if (result.errors.includes('BUSINESS_CHANGED') && refusal?.document && refusal.version !== undefined) {
      setShown({ version: refusal.version, document: read(refusal.document) });
      return { status: 'conflict' };
    }
    return {
      status: 'refused',
      error: staffErrorText(locale, result.errors),
      problems: (refusal?.issues ?? []).map((issue) => `${issue.path}: ${issue.message}`),
    };
  }

  return { current, busy, save };
}
