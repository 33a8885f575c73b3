import type { StaffTranslator } from '@ordina/i18n/staff';
import { ROLES } from './member-fields.ts';

/** The roles an owner gives, as a select's options named in the staff language (the invitation's and a member's role). */
export function RoleOptions({ t }: { t: StaffTranslator }) {
  return ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`role.${role}`)}
    </option>
  ));
}
