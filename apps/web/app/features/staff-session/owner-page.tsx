import type { ReactNode } from 'react';
import type { Storefront, StaffMember } from '@ordina/contracts';
import type { StaffMessageKey } from '@ordina/i18n/staff';
import { useOutletContext } from 'react-router';
import { useStorefront } from '../../lib/storefront-context.tsx';
import type { StaffOutletContext } from './staff-session.ts';

/** What an owner-only page is drawn with: the signed-in owner, the staff side's language and the storefront. */
export interface OwnerPageContext extends Omit<StaffOutletContext, 'session'> {
  staff: StaffMember;
  storefront: Storefront;
}

/**
 * The frame of every owner-only route of /gestione: nothing until the session answered, the page's title
 * with the business's name, then the page for the owner or STAFF_FORBIDDEN for any other member (the
 * server refuses them the page's calls too).
 */
export function OwnerPage({
  title,
  children,
}: {
  title: StaffMessageKey;
  children: (context: OwnerPageContext) => ReactNode;
}) {
  const { session, ...context } = useOutletContext<StaffOutletContext>();
  const storefront = useStorefront();
  if (session.status !== 'signed-in') return null;
  const { t } = context;
  return (
    <>
      <title>{`${t(title)} - ${storefront.anagraphic.name}`}</title>
      {session.staff.role === 'owner' ? (
        children({ ...context, staff: session.staff, storefront })
      ) : (
        <p role="alert" className="px-4 py-10 text-center">
          {t('error.STAFF_FORBIDDEN')}
        </p>
      )}
    </>
  );
}
