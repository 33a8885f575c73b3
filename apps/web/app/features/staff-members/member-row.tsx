import { useId, useState } from 'react';
import type { StaffMemberSummary, StaffRole } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { inputClass } from './member-fields.ts';
import { RoleOptions } from './role-options.tsx';

/** What the owner is asked to confirm: a role change (it ends the member's sessions) or a revocation. */
type Pending = { kind: 'role'; role: StaffRole } | { kind: 'revoke' };

/**
 * One member on the staff page: name, e-mail, state, role, a new link while the password is not set, and
 * revoke. A role change and a revocation end the member's sessions at once, so each is confirmed first: a
 * select brushed on a tablet must not sign a cook out in the middle of service.
 */
export function MemberRow({
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
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const revoked = member.revokedAt !== null;

  async function confirm(chosen: Pending) {
    setBusy(true);
    await (chosen.kind === 'role' ? onRole(chosen.role) : onRevoke());
    setBusy(false);
    setPending(null);
  }

  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-300 p-3">
      <div className="min-w-48 flex-1">
        <p className="text-lg font-semibold text-stone-900">
          {member.name} {isMe ? <span className="font-normal text-stone-700">{t('members.you')}</span> : null}
        </p>
        <p className="text-stone-700">{member.email}</p>
        {revoked ? (
          <p className="font-semibold text-red-800">{t('members.revoked')}</p>
        ) : !member.passwordSet ? (
          <p className="text-stone-700">{t('members.pending')}</p>
        ) : null}
      </div>
      {revoked ? (
        <p className="text-stone-700">{t(`role.${member.role}`)}</p>
      ) : (
        <>
          <label htmlFor={roleId} className="sr-only">
            {t('members.change_role', { name: member.name })}
          </label>
          <select
            id={roleId}
            value={pending?.kind === 'role' ? pending.role : member.role}
            onChange={(e) => setPending({ kind: 'role', role: e.target.value as StaffRole })}
            className={inputClass}
          >
            <RoleOptions t={t} />
          </select>
          {!member.passwordSet ? (
            <Button tone="secondary" onClick={() => void onResend()}>
              {t('members.resend', { name: member.name })}
            </Button>
          ) : null}
          {!isMe ? (
            <Button tone="danger" onClick={() => setPending({ kind: 'revoke' })}>
              {t('members.revoke', { name: member.name })}
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'role'
            ? t('members.role_confirm', { name: member.name, role: t(`role.${pending.role}`) })
            : t('members.revoke_confirm', { name: member.name })
        }
        confirmLabel={
          pending?.kind === 'role' ? t('members.role_confirm_submit') : t('members.revoke_submit')
        }
        cancelLabel={t('members.keep')}
        confirmTone={pending?.kind === 'role' ? 'primary' : 'danger'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (pending !== null) void confirm(pending);
        }}
      />
    </li>
  );
}
