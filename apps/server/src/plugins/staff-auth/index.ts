// The restaurant's side: the staff session, CSRF and roles (docs/decisions/043).
export {
  default as staffAuthPlugin,
  requireStaffPrincipal,
  STAFF_COOKIE,
  STAFF_COOKIE_PATH,
} from './plugin.ts';
export type { StaffAuthOptions, StaffAuthService, StaffPrincipal } from './plugin.ts';
export { newStaffPasswordToken, secretHash } from './session-secrets.ts';
