import type { FormEvent, ReactNode } from 'react';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { StaffPage } from '../../components/ui/staff-page.tsx';
import { Button } from '../../components/ui/button.tsx';

/**
 * A staff page before any session (the sign-in, the password of a one-time link): one narrow form,
 * the server's refusal as an alert above it (after `notice`, when the page has one), and one wide
 * submit that says "Loading…" while its request runs.
 */
export function CredentialsPage({
  name,
  title,
  intro,
  notice,
  error,
  busy,
  submitLabel,
  t,
  onSubmit,
  children,
}: {
  name: string;
  title: string;
  intro: string;
  notice?: ReactNode;
  error: string | null;
  busy: boolean;
  submitLabel: string;
  t: StaffTranslator;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <StaffPage name={name} title={title} intro={intro} className="max-w-md py-10">
      {notice}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-100 p-3 text-red-900">
          {error}
        </p>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} className="mt-6 flex flex-col gap-4">
        {children}
        <Button type="submit" busy={busy} className="min-h-12 w-full text-lg">
          {busy ? t('common.loading') : submitLabel}
        </Button>
      </form>
    </StaffPage>
  );
}
