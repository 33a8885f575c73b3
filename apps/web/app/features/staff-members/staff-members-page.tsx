import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Locale, StaffMember, StaffMemberSummary, StaffRole } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import { staffErrorText } from '@ordina/i18n/staff';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { Button } from '../../components/ui/button.tsx';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';

const ROLES: readonly StaffRole[] = ['staff', 'owner'];
const LOCALES: readonly Locale[] = ['it', 'en', 'fr', 'de'];
const inputClass = 'min-h-12 rounded-lg border border-stone-400 bg-white px-3 text-lg text-stone-900 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none';

const fetchMembers = () => apiCall('GET /api/staff/members', { progress: false });


/**
 * /gestione/personale, the owner's staff page: who has access (pending
 * password, revoked), invite by e-mail (a one-time link, 24 h), a new link,
 * change a role, revoke. Every change ends the member's sessions on the server.
 */
export function StaffMembersPage({ me, t, locale }: { me: StaffMember; t: StaffTranslator; locale: Locale }) {
  const [members, setMembers] = useState<StaffMemberSummary[] | null>(null);
  const [notice, setNotice] = useState<ActionNoticeState>(null);

  function show(result: Awaited<ReturnType<typeof fetchMembers>>) {
    if (result.ok) setMembers(result.data.members);
    else setNotice({ tone: 'error', text: staffErrorText(locale, result.errors) });
  }
  async function reload() {
    show(await fetchMembers());
  }
  useEffect(() => {
    let current = true;
    // Once, on opening the page; the changes below reload it themselves.
    void fetchMembers().then((result) => {
      if (current) show(result);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function act(run: () => Promise<{ ok: true } | { ok: false; errors: readonly string[] }>, done: string) {
    const result = await run();
    setNotice(result.ok ? { tone: 'done', text: done } : { tone: 'error', text: staffErrorText(locale, result.errors) });
    await reload();
  }

  return (
    <section aria-labelledby="staff-members-title" className="mx-auto max-w-4xl px-4 py-8">
      <h1 id="staff-members-title" className="text-3xl font-bold text-stone-900">
        {t('title.members')}
      </h1>
      <p className="mt-2 text-stone-700">{t('members.intro')}</p>
      <ActionNotice notice={notice} />
      <InviteForm t={t} onInvite={(body) => act(() => apiCall('POST /api/staff/members', { body }), t('members.invited', { email: body.email.trim().toLowerCase() }))} />
      <h2 className="mt-10 text-2xl font-bold text-stone-900">{t('members.list_title')}</h2>
      {members === null ? (
        <p className="mt-4">{t('common.loading')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              isMe={member.id === me.id}
              t={t}
              onRole={(role) => act(() => apiCall('PUT /api/staff/members/:id/role', { params: { id: String(member.id) }, body: { role } }), t('members.role_changed', { name: member.name }))}
              onResend={() => act(() => apiCall('POST /api/staff/members/:id/invitation', { params: { id: String(member.id) } }), t('members.resent', { email: member.email }))}
              onRevoke={() => act(() => apiCall('DELETE /api/staff/members/:id', { params: { id: String(member.id) } }), t('members.revoked_done', { name: member.name }))}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function InviteForm({ t, onInvite }: { t: StaffTranslator; onInvite: (body: { email: string; name: string; role: StaffRole; locale: Locale }) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('staff');
  const [memberLocale, setMemberLocale] = useState<Locale>('it');
  const [busy, setBusy] = useState(false);
  const ids = { email: useId(), name: useId(), role: useId(), locale: useId() };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    await onInvite({ email, name, role, locale: memberLocale });
    setBusy(false);
    setEmail('');
    setName('');
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="staff-invite-title" className="mt-6 rounded-xl border border-stone-300 bg-stone-50 p-4">
      <h2 id="staff-invite-title" className="text-2xl font-bold text-stone-900">
        {t('members.invite_title')}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.email} className="font-semibold">
            {t('field.email')}
          </label>
          <input id={ids.email} type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.name} className="font-semibold">
            {t('field.name')}
          </label>
          <input id={ids.name} type="text" required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} className={inputClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.role} className="font-semibold">
            {t('field.role')}
          </label>
          <select id={ids.role} value={role} onChange={(e) => setRole(e.target.value as StaffRole)} className={inputClass}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.locale} className="font-semibold">
            {t('field.locale')}
          </label>
          <select id={ids.locale} value={memberLocale} onChange={(e) => setMemberLocale(e.target.value as Locale)} className={inputClass}>
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {nativeLanguageName(l)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" busy={busy} className="mt-4 min-h-12">
        {busy ? t('common.loading') : t('members.invite_submit')}
      </Button>
    </form>
  );
}

function MemberRow({
  member,
  isMe,
  t,
  onRole,
  onResend,
  onRevoke,
}: {
  member: StaffMemberSummary;
  isMe: boolean;
  t: StaffTranslator;
  onRole: (role: StaffRole) => Promise<void>;
  onResend: () => Promise<void>;
  onRevoke: () => Promise<void>;
}) {
  const roleId = useId();
  const revoked = member.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-300 p-3">
      <div className="min-w-48 flex-1">
        <p className="text-lg font-semibold text-stone-900">
          {member.name} {isMe ? <span className="font-normal text-stone-700">{t('members.you')}</span> : null}
        </p>
        <p className="text-stone-700">{member.email}</p>
        {revoked ? <p className="font-semibold text-red-800">{t('members.revoked')}</p> : !member.passwordSet ? <p className="text-stone-700">{t('members.pending')}</p> : null}
      </div>
      {revoked ? (
        <p className="text-stone-700">{t(`role.${member.role}`)}</p>
      ) : (
        <>
          <label htmlFor={roleId} className="sr-only">
            {t('members.change_role', { name: member.name })}
          </label>
          <select id={roleId} value={member.role} onChange={(e) => void onRole(e.target.value as StaffRole)} className={inputClass}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
          {!member.passwordSet ? (
            <Button tone="secondary" onClick={() => void onResend()}>
              {t('members.resend', { name: member.name })}
            </Button>
          ) : null}
          {!isMe ? (
            <Button
              tone="danger"
              onClick={() => {
                if (window.confirm(t('members.revoke_confirm', { name: member.name }))) void onRevoke();
              }}
            >
              {t('members.revoke', { name: member.name })}
            </Button>
          ) : null}
        </>
      )}
    </li>
  );
}
