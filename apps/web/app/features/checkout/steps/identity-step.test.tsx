import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../../../lib/session/test/session-user.ts';
import { IdentityStep } from './identity-step.tsx';
import { renderStep, t } from './test/step-harness.tsx';

afterEach(cleanup);

describe('IdentityStep', () => {
  it("groups a guest's details under 'Your details', every field editable, and closes with its children", () => {
    renderStep((form) => (
      <IdentityStep form={form} user={null} t={t}>
        <p>closing part</p>
      </IdentityStep>
    ));
    const group = screen.getByRole('group', { name: t('checkout.your_details') });
    expect(group.textContent).toContain('closing part');
    for (const name of [t('field.first_name'), t('field.last_name'), t('field.email'), t('field.notes')]) {
      expect(screen.getByRole('textbox', { name }).hasAttribute('readonly')).toBe(false);
    }
  });

  it("locks an account's e-mail and says why", () => {
    renderStep((form) => <IdentityStep form={form} user={sessionUser()} t={t} />);
    expect(screen.getByRole('textbox', { name: t('field.email') }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByText(t('account.email_locked'))).toBeDefined();
  });
});
