import { useNavigation } from 'react-router';
import { ProgressBar } from '../../after-hydration/progress-bar.tsx';
import { useTranslator } from '../../first-load/use-translator.ts';
import { useTokenRenewal } from './use-token-renewal.ts';

/**
 * What every page runs for the session once it is interactive: the token
 * renewal and the progress bar (API calls and navigations). The shell loads this after hydration
 * (nothing here renders on the server).
 */
export function SessionServices() {
  useTokenRenewal();
  const navigating = useNavigation().state !== 'idle';
  return <ProgressBar t={useTranslator()} navigating={navigating} />;
}
