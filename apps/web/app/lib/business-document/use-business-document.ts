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

/** What a save says when it is done and when it was refused as stale: the page's own texts. */
export interface SaveTexts {
  readonly saved: (version: number) => string;
  readonly conflict: string;
}

/** The notice a save's outcome shows: the page's own saved and conflict texts, or the server's refusal in words. */
function saveOutcomeNotice(outcome: SaveOutcome, texts: SaveTexts): NonNullable<ActionNoticeState> {
  if (outcome.status === 'saved') return { tone: 'done', text: texts.saved(outcome.version) };
  if (outcome.status === 'conflict') return { tone: 'error', text: texts.conflict };
  return { tone: 'error', text: outcome.error };
}

/**
 * Loads the business document read as `D` by `read`; `save` sends changes on the version shown and
 * reports what came of it, the same way on every editor: the page's `notice` (saved, stale, refused),
 * the refusal's `problems` at their paths, and `conflicts`, counted so that an open editor keyed on it
 * starts again from the fresh document a stale save brought.
 */
export function useBusinessDocument<D>(
  locale: Locale,
  read: (document: Readonly<Record<string, unknown>>) => D,
  queryKey = 'staff-business',
) {
  const [shown, setShown] = useState<LoadedDocument<D> | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ActionNoticeState>(null);
  const [problems, setProblems] = useState<readonly string[]>([]);
  const [conflicts, setConflicts] = useState(0);
  const loaded = useApiQuery<LoadedDocument<D>>(queryKey, async ({ signal }) => {
    const result = await apiCall('GET /api/staff/business', { progress: false, signal });
    const value: LoadedDocument<D> = result.ok
      ? { version: result.data.version, document: read(result.data.document) }
      : { error: staffErrorText(locale, result.errors) };
    setShown(value);
    return value;
  });
  const current = shown ?? loaded.value;

  async function send(changes: BusinessChange[]): Promise<SaveOutcome> {
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

  async function save(changes: BusinessChange[], texts: SaveTexts): Promise<SaveOutcome> {
    const outcome = await send(changes);
    setProblems(outcome.status === 'refused' ? outcome.problems : []);
    setNotice(saveOutcomeNotice(outcome, texts));
    if (outcome.status === 'conflict') setConflicts((count) => count + 1);
    return outcome;
  }

  /** A save with nothing to send: said as done (`text`), the last refusal's problems cleared. */
  function unchanged(text: string) {
    setProblems([]);
    setNotice({ tone: 'done', text });
  }

  return { current, busy, save, unchanged, notice, setNotice, problems, setProblems, conflicts };
}
