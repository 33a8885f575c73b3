import { useSyncExternalStore } from 'react';
import { FLASH_DEFAULT_MS } from '@ordina/domain';
import { createStore } from './create-store.ts';

/** A short message shown at the bottom of the page (a snackbar). */
export interface Flash {
  readonly id: number;
  readonly text: string;
  readonly tone: 'success' | 'error';
}

const shown = createStore<Flash | null>(null);
let sequence = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows `text` for `durationMs` (spec §9: 3000 ms unless a message says otherwise); a newer flash replaces the current one. */
export function flash(text: string, options: { durationMs?: number; tone?: Flash['tone'] } = {}): void {
  clearTimeout(timer);
  shown.set({ id: ++sequence, text, tone: options.tone ?? 'success' });
  timer = setTimeout(() => shown.set(null), options.durationMs ?? FLASH_DEFAULT_MS);
}

/**
 * Shows a snackbar message: what a page passes to a component that reports
 * an outcome (`flash` itself, or a stand-in in tests).
 */
export type ShowFlash = (text: string, options?: { tone?: Flash['tone'] }) => void;

/** The flash on screen now, or null. */
export function useFlash(): Flash | null {
  return useSyncExternalStore(shown.subscribe, shown.get, () => null);
}
