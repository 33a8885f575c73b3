import { NavLink } from 'react-router';
import type { Locale, StaffMember } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { staffPaths } from '../../lib/staff-paths.ts';

const LOCALES: readonly Locale[] = ['it', 'en', 'fr', 'de'];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none ${isActive ? 'bg-white text-stone-900' : 'text-white hover:bg-stone-700'}`;

/**
 * The restaurant's side's header: the sections the member may open (the
 * owner's staff page, log and security only for owners), the member's language, sign
 * out here or everywhere. Touch targets of 44 px at least (tablet by the oven).
 */
export function StaffHeader({
  staff,
  t,
  signedIn,
  signedOut,
}: {
  staff: StaffMember;
  t: StaffTranslator;
  signedIn: (staff: StaffMember, csrfToken: string) => void;
  signedOut: () => void;
}) {
  async function signOut(everywhere: boolean) {
    await apiCall(everywhere ? 'POST /api/staff/logout-everywhere' : 'POST /api/staff/logout');
    // The layout's guard takes the member to the sign-in (useStaffGuard).
    signedOut();
  }
  async function changeLocale(locale: Locale) {
    const result = await apiCall('PUT /api/staff/me/locale', { body: { locale } });
    if (result.ok) signedIn(result.data.staff, result.data.csrfToken);
  }
  return (
    <header className="bg-stone-900 text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2">
        {/* One row on a phone, scrolled sideways (the owner's ten sections would take a third of the screen). */}
        <nav
          aria-label={t('nav.label')}
          className="-mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 sm:mx-0 sm:w-auto sm:flex-wrap sm:overflow-visible sm:px-0"
        >
          <NavLink to={staffPaths.board} end className={linkClass}>
            {t('nav.board')}
          </NavLink>
          {staff.role === 'owner' ? (
            <>
              <NavLink to={staffPaths.menu} className={linkClass}>
                {t('nav.menu')}
              </NavLink>
              <NavLink to={staffPaths.options} className={linkClass}>
                {t('nav.options')}
              </NavLink>
              <NavLink to={staffPaths.hours} className={linkClass}>
                {t('nav.hours')}
              </NavLink>
              <NavLink to={staffPaths.delivery} className={linkClass}>
                {t('nav.delivery')}
              </NavLink>
              <NavLink to={staffPaths.coupons} className={linkClass}>
                {t('nav.coupons')}
              </NavLink>
              <NavLink to={staffPaths.places} className={linkClass}>
                {t('nav.places')}
              </NavLink>
              <NavLink to={staffPaths.settings} className={linkClass}>
                {t('nav.settings')}
              </NavLink>
              <NavLink to={staffPaths.history} className={linkClass}>
                {t('nav.history')}
              </NavLink>
              <NavLink to={staffPaths.members} className={linkClass}>
                {t('nav.members')}
              </NavLink>
              <NavLink to={staffPaths.reports} className={linkClass}>
                {t('nav.reports')}
              </NavLink>
              <NavLink to={staffPaths.audit} className={linkClass}>
                {t('nav.audit')}
              </NavLink>
              <NavLink to={staffPaths.security} className={linkClass}>
                {t('nav.security')}
              </NavLink>
            </>
          ) : null}
        </nav>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <span className="text-sm text-stone-200">{t('nav.signed_in_as', { name: staff.name })}</span>
          <label className="flex items-center gap-1 text-sm">
            <span>{t('nav.language')}</span>
            <select
              value={staff.locale}
              onChange={(event) => void changeLocale(event.target.value as Locale)}
              className="min-h-11 rounded-lg border border-stone-500 bg-stone-800 px-2 text-white"
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {nativeLanguageName(locale)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() => void signOut(false)}
            className="min-h-11 rounded-lg border border-stone-400 px-3 font-semibold hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            {t('nav.sign_out')}
          </button>
          <button
            type="button"
            onClick={() => void signOut(true)}
            className="min-h-11 rounded-lg px-3 text-sm underline hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            {t('nav.sign_out_everywhere')}
          </button>
        </div>
      </div>
    </header>
  );
}
