import { Link, useLocation } from 'react-router';
import type { Locale, StaffMember } from '@ordina/contracts';
import { nativeLanguageName } from '@ordina/i18n';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { apiCall } from '../../lib/after-hydration-shared/api-client.ts';
import { staffPaths } from '../../lib/staff-paths.ts';

const LOCALES: readonly Locale[] = ['it', 'en', 'fr', 'de'];

const linkClass = (isActive: boolean) =>
  `inline-flex min-h-11 shrink-0 items-center rounded-lg px-3 font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none ${isActive ? 'bg-white text-stone-900' : 'text-white hover:bg-stone-700'}`;

/**
 * A section link that says when it is the open section (`aria-current="page"`, as React Router's
 * NavLink does). Not NavLink itself: the router's code is one chunk that every page loads, and
 * NavLink, used only here, would put 0.55 KB gzipped into the public pages' first load (decision 065).
 */
function SectionLink({ to, end = false, children }: { to: string; end?: boolean; children: string }) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link to={to} className={linkClass(isActive)} aria-current={isActive ? 'page' : undefined}>
      {children}
    </Link>
  );
}

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
          <SectionLink to={staffPaths.board} end>
            {t('nav.board')}
          </SectionLink>
          {staff.role === 'owner' ? (
            <>
              <SectionLink to={staffPaths.menu}>{t('nav.menu')}</SectionLink>
              <SectionLink to={staffPaths.options}>{t('nav.options')}</SectionLink>
              <SectionLink to={staffPaths.hours}>{t('nav.hours')}</SectionLink>
              <SectionLink to={staffPaths.delivery}>{t('nav.delivery')}</SectionLink>
              <SectionLink to={staffPaths.coupons}>{t('nav.coupons')}</SectionLink>
              <SectionLink to={staffPaths.places}>{t('nav.places')}</SectionLink>
              <SectionLink to={staffPaths.settings}>{t('nav.settings')}</SectionLink>
              <SectionLink to={staffPaths.history}>{t('nav.history')}</SectionLink>
              <SectionLink to={staffPaths.members}>{t('nav.members')}</SectionLink>
              <SectionLink to={staffPaths.reports}>{t('nav.reports')}</SectionLink>
              <SectionLink to={staffPaths.audit}>{t('nav.audit')}</SectionLink>
              <SectionLink to={staffPaths.security}>{t('nav.security')}</SectionLink>
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
