import type { ReactNode } from 'react';
import type { Translator } from '@ordina/i18n';
import { OfflineRetry } from '../../components/ui/first-load/offline-retry.tsx';
import type { LazyModule } from '../first-load/lazy-module.ts';

/**
 * A part of a page whose code loads on demand (a dialog's body, a table):
 * 'Loading…' while it comes, the part once it is here, and where it cannot
 * arrive (offline) a retry in its place — never the route's error page.
 */
export function LazyPart<M>({
  part,
  t,
  render,
}: {
  part: LazyModule<M>;
  t: Translator;
  render: (module: M) => ReactNode;
}) {
  const module = part.useModule();
  const failed = part.useFailed();
  if (module) return render(module);
  if (failed) return <OfflineRetry onRetry={() => void part.retry().catch(() => undefined)} t={t} />;
  return <p className="text-sm text-stone-600">{t('common.loading')}</p>;
}
