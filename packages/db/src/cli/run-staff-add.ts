import { staffSetPasswordPath } from '@ordina/contracts';
import type { Locale } from '@ordina/contracts';
import { findBusinessByKey, getBusinessKeys } from '../repositories/businesses.ts';
import { createStaffMember, renewStaffPasswordToken } from '../repositories/staff-access.ts';
import { findStaffMemberByEmail, staffEmailNormalize } from '../repositories/staff-members.ts';
import { STAFF_PASSWORD_LINK_TTL_MS, staffPasswordTokenCreate, staffSecretHash } from '../staff-secrets.ts';
import { onMigratedDatabase, parsedCommandArgs, thrownMessage } from './cli-database.ts';
import type { CliOutput } from './run-import-business.ts';

const USAGE =
  'Usage: npm run staff:add -- <e-mail> --role owner|staff [--name "Name"] [--locale it|en|fr|de] [--business <key>]\n' +
  '  DATABASE_URL selects the database (default data/ordina.sqlite), BUSINESS_KEY the business (default: the only one), PUBLIC_URL the link.';

const LOCALES: readonly Locale[] = ['it', 'en', 'fr', 'de'];
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * `staff:add <e-mail> --role owner|staff`: creates the staff member (the first
 * owner of a new deployment) and prints the one-time link, valid 24 h, where
 * the member chooses a password. For a member who exists already (a link that
 * expired), prints a new link instead. Returns the exit code.
 */
export async function runStaffAdd(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  out: CliOutput,
  now: Date,
): Promise<number> {
  const parsed = parsedCommandArgs(
    args,
    {
      role: { type: 'string' },
      name: { type: 'string' },
      locale: { type: 'string' },
      business: { type: 'string' },
    },
    USAGE,
    out,
  );
  if (parsed === undefined) return 1;
  const [rawEmail, ...extra] = parsed.positionals;
  const { role, locale = 'it' } = parsed.values;
  if (
    rawEmail === undefined ||
    extra.length > 0 ||
    !EMAIL.test(rawEmail.trim()) ||
    (role !== 'owner' && role !== 'staff') ||
    !LOCALES.includes(locale as Locale)
  ) {
    out.error(USAGE);
    return 1;
  }
  const email = staffEmailNormalize(rawEmail);
  const name = parsed.values.name?.trim() || email.slice(0, email.indexOf('@'));
  const publicUrl = (env.PUBLIC_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');
  return onMigratedDatabase(
    env.DATABASE_URL,
    out,
    async (database) => {
      const keys = await getBusinessKeys(database.db);
      const key =
        parsed.values.business ?? env.BUSINESS_KEY?.trim() ?? (keys.length === 1 ? keys[0] : undefined);
      const business = key === undefined ? undefined : await findBusinessByKey(database.db, key);
      if (business === undefined) {
        out.error(
          `Name the business with --business or BUSINESS_KEY (the database has: ${keys.join(', ') || 'none — run npm run business:import first'}).`,
        );
        return 1;
      }
      const plainToken = staffPasswordTokenCreate();
      const token = {
        hash: staffSecretHash(plainToken),
        expiresAt: new Date(now.getTime() + STAFF_PASSWORD_LINK_TTL_MS),
      };
      const link = `${publicUrl}${staffSetPasswordPath(plainToken)}`;
      const existing = await findStaffMemberByEmail(database.db, business.id, email);
      if (existing !== undefined) {
        const renewed =
          existing.revoked_at === null
            ? await renewStaffPasswordToken(database.db, {
                businessId: business.id,
                actorId: null,
                staffId: existing.id,
                token,
                mail: null,
                now,
              })
            : undefined;
        if (renewed === undefined) {
          out.error(`${email} was revoked from "${key}"; an owner can invite a new address.`);
          return 1;
        }
        out.log(
          `${email} is already ${existing.role} of "${key}": a new link to set the password (valid 24 h; earlier links no longer work):`,
        );
      } else {
        const created = await createStaffMember(database.db, {
          businessId: business.id,
          actorId: null,
          email,
          name,
          role,
          locale: locale as Locale,
          token,
          mail: null,
          now,
        });
        if (!created.ok) throw new Error(`${email} was added meanwhile`);
        out.log(`Added ${email} as ${role} of "${key}". Link to set the password (valid 24 h, once):`);
      }
      out.log(link);
      return 0;
    },
    (error) => out.error(`staff:add failed: ${thrownMessage(error)}`),
  );
}
