import { useSyncExternalStore } from 'react';
import { FLASH_DEFAULT_MS } from '@ordina/domain';

/** A short message shown at the bottom of the page (a snackbar). */
export interface Flash {
  readonly id: number;
  readonly text: string;
  readonly tone: 'success' | 'error';
}

const listeners = new Set<() => void>();
let current: Flash | null = null;
let sequence = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function publish(next: Flash | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Shows `text` for `durationMs` (spec §9: 3000 ms unless a message says otherwise); a newer flash replaces the current one. */
export function flash(text: string, options: { durationMs?: number; tone?: Flash['tone'] } = {}): void {
  clearTimeout(timer);
  publish({ id: ++sequence, text, tone: options.tone ?? 'success' });
  timer = setTimeout(() => publish(null), options.durationMs ?? FLASH_DEFAULT_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a snackbar message: what a page passes to a component that reports
 * an outcome (`flash` itself, or a stand-in in tests).
 */
export type ShowFlash = (text: string, options?: { tone?: Flash['tone'] }) => void;

/** The flash on screen now, or null. */
export function useFlash(): Flash | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
