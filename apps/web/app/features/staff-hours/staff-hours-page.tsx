import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { closureIssues } from '@ordina/contracts';
import type { Closure, Locale, Timetable } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { ActionNotice, type ActionNoticeState } from '../../components/ui/action-notice.tsx';
import {
  documentLanguages,
  type DocumentWithLanguages,
} from '../../lib/business-document/document-languages.ts';
import {
  saveOutcomeNotice,
  saveOutcomeProblems,
  useBusinessDocument,
} from '../../lib/business-document/use-business-document.ts';
import { ClosuresEditor } from './closures-editor.tsx';
import { HoursEditor, timetableHasIssues } from './hours-editor.tsx';
import { SaveProblems } from '../../lib/business-document/save-problems.tsx';

/**
 * /gestione/orari, the owner's hours (issue 35, docs/decisions/055): the three weekly timetables of
 * the business file (opening shown to customers, order acceptance, delivery and pick-up times) and
 * the dated closures, one tab each, saved together as the document's `timetables` section. A save
 * someone else's change made stale shows the current values instead and says so; one the server
 * refuses lists its problems.
 */

/** The `timetables` section of the business document, as a save replaces it. */
export interface HoursSection {
  publicOpenTimetables: Timetable;
  orderAcceptTimetables: Timetable;
  deliveryTimetables: Timetable;
  closures: Closure[];
}

/** The part of the business document the hours page reads. */
interface HoursDocument {
  languages: Locale[];
  hours: HoursSection;
}

function hoursDocumentOf(document: Readonly<Record<string, unknown>>): HoursDocument {
  const delivery = document.delivery_order as HoursSection;
  return {
    languages: documentLanguages(document as unknown as DocumentWithLanguages),
    hours: {
      publicOpenTimetables: delivery.publicOpenTimetables,
      orderAcceptTimetables: delivery.orderAcceptTimetables,
      deliveryTimetables: delivery.deliveryTimetables,
      closures: delivery.closures,
    },
  };
}

type TabName = 'public' | 'accept' | 'delivery' | 'closures';
const TABS: readonly TabName[] = ['public', 'accept', 'delivery', 'closures'];
const TIMETABLE_OF = {
  public: 'publicOpenTimetables',
  accept: 'orderAcceptTimetables',
  delivery: 'deliveryTimetables',
} as const;

function tabHasIssues(hours: HoursSection, tab: TabName): boolean {
  return tab === 'closures'
    ? closureIssues(hours.closures).length > 0
    : timetableHasIssues(hours[TIMETABLE_OF[tab]]);
}

export function StaffHoursPage({ t, locale }: { t: StaffTranslator; locale: Locale }) {
  const [notice, setNotice] = useState<ActionNoticeState>(null);
  const [problems, setProblems] = useState<readonly string[]>([]);
  // The page's, so a save (which starts the form again from the new version) stays on the same tab.
  const [tab, setTab] = useState<TabName>('public');
  const { current, busy, save } = useBusinessDocument(locale, hoursDocumentOf);

  async function saveHours(hours: HoursSection) {
    const outcome = await save([{ op: 'replace', section: 'timetables', value: hours }]);
    setProblems(saveOutcomeProblems(outcome));
    setNotice(
      saveOutcomeNotice(outcome, {
        saved: (version) => t('hours.saved', { version }),
        conflict: t('hours.conflict'),
      }),
    );
  }

  return (
    <section aria-labelledby="staff-hours-title" className="mx-auto max-w-5xl px-4 py-6">
      <h1 id="staff-hours-title" className="text-3xl font-bold text-stone-900">
        {t('title.hours')}
      </h1>
      <p className="mt-2 text-stone-700">{t('hours.intro')}</p>
      <ActionNotice notice={notice} />
      {problems.length > 0 ? (
        <SaveProblems title={t('hours.invalid')} problems={problems} className="mt-2" />
      ) : null}
      {current === undefined ? (
        <p className="mt-4">{t('common.loading')}</p>
      ) : 'error' in current ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-100 p-3 text-red-900">
          {current.error}
        </p>
      ) : (
        // A new version (saved, or someone else's on a conflict) starts the form again from its values.
        <HoursForm
          key={current.version}
          initial={current.document.hours}
          languages={current.document.languages}
          t={t}
          busy={busy}
          tab={tab}
          setTab={setTab}
          onInvalid={() => setNotice({ tone: 'error', text: t('hours.fix_first') })}
          onSave={(hours) => void saveHours(hours)}
        />
      )}
    </section>
  );
}

function HoursForm({
  initial,
  languages,
  t,
  busy,
  tab,
  setTab,
  onInvalid,
  onSave,
}: {
  initial: HoursSection;
  languages: readonly Locale[];
  t: StaffTranslator;
  busy: boolean;
  tab: TabName;
  setTab: (tab: TabName) => void;
  onInvalid: () => void;
  onSave: (hours: HoursSection) => void;
}) {
  const [hours, setHours] = useState(initial);
  const tabs = useRef<Partial<Record<TabName, HTMLButtonElement | null>>>({});

  function select(next: TabName) {
    setTab(next);
    tabs.current[next]?.focus();
  }

  // The tabs pattern of WAI-ARIA: arrows move between tabs, Home and End to the first and last.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const at = TABS.indexOf(tab);
    const target =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  function submit() {
    const wrong = TABS.find((name) => tabHasIssues(hours, name));
    if (wrong !== undefined) {
      setTab(wrong);
      onInvalid();
      return;
    }
    onSave(hours);
  }

  return (
    <form
      className="mt-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div
        role="tablist"
        aria-label={t('title.hours')}
        className="flex flex-wrap gap-1 border-b border-stone-300"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`hours-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`hours-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
            className={`min-h-11 rounded-t-lg px-3 font-semibold focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none ${tab === name ? 'border border-b-0 border-stone-300 bg-white text-stone-900' : 'text-stone-700 hover:bg-stone-100'}`}
          >
            {t(`hours.tab.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`hours-panel-${tab}`}
        aria-labelledby={`hours-tab-${tab}`}
        tabIndex={0}
        className="py-4 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:outline-none"
      >
        {tab === 'closures' ? (
          <ClosuresEditor
            value={hours.closures}
            onChange={(closures) => setHours({ ...hours, closures })}
            locales={languages}
            t={t}
          />
        ) : (
          <HoursEditor
            value={hours[TIMETABLE_OF[tab]]}
            onChange={(timetable) => setHours({ ...hours, [TIMETABLE_OF[tab]]: timetable })}
            title={t(`hours.tab.${tab}`)}
            about={t(`hours.about.${tab}`)}
            t={t}
          />
        )}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-11 rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700 focus-visible:ring-2 focus-visible:ring-stone-900 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {t('hours.save')}
      </button>
    </form>
  );
}
