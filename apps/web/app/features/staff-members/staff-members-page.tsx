import { useState } from 'react';
import type { Locale, StaffMember, StaffMemberSummary } from '@ordina/contracts';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { StaffPage, WhenLoaded } from '../../components/ui/staff-page.tsx';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { useApiQuery } from '../../lib/after-hydration-shared/use-api-query.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberRow } from './member-row.tsx';

/** The list as loaded: the members, or why it could not be. */
type Loaded = { readonly members: readonly StaffMemberSummary[] } | { readonly error: string };

/**
 * /gestione/personale, the owner's staff page: who has access (pending
 * password, revoked), invite by e-mail (a one-time link, 24 h), a new link,
 * change a role, revoke. Every change ends the member's sessions on the server.
 */
export function StaffMembersPage({ me, t, locale }: { me: StaffMember; t: StaffTranslator; locale: Locale }) {
  const [notice, setNotice] = useState<ActionNoticeState>(null);
  const loaded = useApiQuery<Loaded>('staff-members', async ({ signal }) => {
    const result = await apiCall('GET /api/staff/members', { progress: false, signal });
    return result.ok ? { members: result.data.members } : { error: staffErrorText(locale, result.errors) };
  });

  async function act(
    run: () => Promise<{ ok: true } | { ok: false; errors: readonly string[] }>,
    done: string,
  ) {
    const result = await run();
    setNotice(
      result.ok
        ? { tone: 'done', text: done }
        : { tone: 'error', text: staffErrorText(locale, result.errors) },
    );
    // The list again after every change: it shows what the server now holds (another owner may act too).
    loaded.rerun();
  }

  return (
    <StaffPage
      name="members"
      title={t('title.members')}
      intro={t('members.intro')}
      className="max-w-4xl py-8"
    >
      <ActionNotice notice={notice} />
      <InviteForm
        t={t}
        onInvite={(body) =>
          act(
            () => apiCall('POST /api/staff/members', { body }),
            t('members.invited', { email: body.email.trim().toLowerCase() }),
          )
        }
      />
      <h2 className="mt-10 text-2xl font-bold text-stone-900">{t('members.list_title')}</h2>
      <WhenLoaded value={loaded.value} t={t} failed={t('members.load_failed')}>
        {(list) => (
          <ul className="mt-4 flex flex-col gap-3">
            {list.members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                isMe={member.id === me.id}
                t={t}
                onRole={(role) =>
                  act(
                    () =>
                      apiCall('PUT /api/staff/members/:id/role', {
                        params: { id: String(member.id) },
                        body: { role },
                      }),
                    t('members.role_changed', { name: member.name }),
                  )
                }
                onResend={() =>
                  act(
                    () =>
                      apiCall('POST /api/staff/members/:id/invitation', {
                        params: { id: String(member.id) },
                      }),
                    t('members.resent', { email: member.email }),
                  )
                }
                onRevoke={() =>
                  act(
                    () => apiCall('DELETE /api/staff/members/:id', { params: { id: String(member.id) } }),
                    t('members.revoked_done', { name: member.name }),
                  )
                }
              />
            ))}
          </ul>
        )}
      </WhenLoaded>
    </StaffPage>
  );
}
