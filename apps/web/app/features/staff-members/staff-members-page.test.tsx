import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffMemberSummary } from '@ordina/contracts';
import { staffTranslator } from '@ordina/i18n/staff';
import { staffOwner } from '../../test/staff-member-fixture.ts';
import { apiDouble, callsTo } from '../../test/api-double.ts';
import { StaffMembersPage } from './staff-members-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = staffTranslator('en');
const me = staffOwner();
const member = (id: number, name: string, more: Partial<StaffMemberSummary> = {}): StaffMemberSummary =>
  ({
    id,
    email: `${name.toLowerCase()}@trattoria.example`,
    name,
    role: 'staff',
    locale: 'it',
    passwordSet: true,
    revokedAt: null,
    ...more,
  }) as StaffMemberSummary;
const team = [
  member(1, 'Anna', { role: 'owner' }),
  member(2, 'Luca'),
  member(3, 'Sara', { passwordSet: false }),
];
const listed = (members: StaffMemberSummary[]) => ({ body: { data: { members } } });
const ok = { body: { data: { ok: true } } };

const row = async (name: string) =>
  (await screen.findByText(`${name.toLowerCase()}@trattoria.example`)).closest('li') as HTMLElement;

describe('the owner’s staff page (/gestione/personale)', () => {
  it('lists who has access: the owner marked as you, a pending password with its new link, no revoke for oneself', async () => {
    apiDouble({ 'GET /api/staff/members': listed(team) });
    render(<StaffMembersPage me={me} t={t} locale="en" />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(within(await row('Anna')).getByText('(you)')).toBeTruthy();
    expect(within(await row('Anna')).queryByRole('button', { name: 'Revoke Anna' })).toBeNull();
    expect(within(await row('Sara')).getByText('Waiting for a password')).toBeTruthy();
    expect(within(await row('Sara')).getByRole('button', { name: 'New link for Sara' })).toBeTruthy();
    expect(within(await row('Luca')).queryByRole('button', { name: 'New link for Luca' })).toBeNull();
  });

  it('changes a role only once confirmed, then says so and shows the list again', async () => {
    let members = team;
    const { calls } = apiDouble({
      'GET /api/staff/members': () => listed(members),
      'PUT /api/staff/members/2/role': () => {
        members = [team[0]!, member(2, 'Luca', { role: 'owner' }), team[2]!];
        return ok;
      },
    });
    render(<StaffMembersPage me={me} t={t} locale="en" />);
    const roleOfLuca = within(await row('Luca')).getByLabelText("Luca's role");
    fireEvent.change(roleOfLuca, { target: { value: 'owner' } });
    const dialog = screen.getByRole('dialog', { name: /Make Luca Owner\?/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(calls, 'PUT', '/api/staff/members/2/role')).toHaveLength(0);
    expect((roleOfLuca as HTMLSelectElement).value).toBe('staff');

    fireEvent.change(roleOfLuca, { target: { value: 'owner' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText("Luca's role updated.")).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/staff/members/2/role').map((call) => call.body)).toEqual([
      { role: 'owner' },
    ]);
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/staff/members')).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(screen.getByText('luca@trattoria.example').closest('li')!).getByLabelText<HTMLSelectElement>(
          "Luca's role",
        ).value,
      ).toBe('owner'),
    );
  });

  it('revokes only once confirmed, and says a refusal in an alert', async () => {
    const { calls } = apiDouble({
      'GET /api/staff/members': listed(team),
      'DELETE /api/staff/members/2': { status: 403, body: { data: { errors: ['STAFF_FORBIDDEN'] } } },
    });
    render(<StaffMembersPage me={me} t={t} locale="en" />);
    fireEvent.click(within(await row('Luca')).getByRole('button', { name: 'Revoke Luca' }));
    const dialog = screen.getByRole('dialog', { name: "Revoke Luca's access? Their sessions end at once." });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke access' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(callsTo(calls, 'DELETE', '/api/staff/members/2')).toHaveLength(1);
  });

  it('invites by e-mail and empties the form once sent', async () => {
    const { calls } = apiDouble({ 'GET /api/staff/members': listed(team), 'POST /api/staff/members': ok });
    render(<StaffMembersPage me={me} t={t} locale="en" />);
    await row('Luca');
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' Marco@Trattoria.example ' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Marco' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('Invitation sent to marco@trattoria.example: the link works for 24 hours.'),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/staff/members').map((call) => call.body)).toEqual([
      { email: 'Marco@Trattoria.example', name: 'Marco', role: 'staff', locale: 'it' },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('');
  });

  it('says when the list cannot be loaded', async () => {
    apiDouble({ 'GET /api/staff/members': { status: 403, body: { data: { errors: ['STAFF_FORBIDDEN'] } } } });
    render(<StaffMembersPage me={me} t={t} locale="en" />);
    expect((await screen.findByRole('alert')).textContent).toContain('The staff list could not be loaded.');
  });
});
