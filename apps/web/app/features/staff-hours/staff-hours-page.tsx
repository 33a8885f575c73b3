import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { closureIssues } from '@ordina/contracts';
import type { Closure, Locale, Timetable } from '@ordina/contracts';
import type { StaffTranslator } from '@ordina/i18n/staff';
import { DocumentPage } from '../../lib/business-document/document-page.tsx';
import { SaveButton } from '../../lib/business-document/editor-form.tsx';
import {
  documentLanguages,
  type DocumentWithLanguages,
} from '../../lib/business-document/document-languages.ts';
import { useBusinessDocument } from '../../lib/business-document/use-business-document.ts';
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
  // The page's, so a save (which starts the form again from the new version) stays on the same tab.
  const [tab, setTab] = useState<TabName>('public');
  const { current, busy, save, notice, setNotice, problems } = useBusinessDocument(locale, hoursDocumentOf);

  return (
    <DocumentPage
      name="hours"
      title={t('title.hours')}
      intro={t('hours.intro')}
      notice={notice}
      report={
        problems.length > 0 ? (
          <SaveProblems title={t('hours.invalid')} problems={problems} className="mt-2" />
        ) : null
      }
      current={current}
      t={t}
    >
      {/* A new version (saved, or someone else's on a conflict) starts the form again from its values. */}
      {({ version, document }) => (
        <HoursForm
          key={version}
          initial={document.hours}
          languages={document.languages}
          t={t}
          busy={busy}
          tab={tab}
          setTab={setTab}
          onInvalid={() => setNotice({ tone: 'error', text: t('hours.fix_first') })}
          onSave={(hours) =>
            void save([{ op: 'replace', section: 'timetables', value: hours }], {
              saved: (saved) => t('hours.saved', { version: saved }),
              conflict: t('hours.conflict'),
            })
          }
        />
      )}
    </DocumentPage>
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
      <SaveButton busy={busy} label={t('hours.save')} />
    </form>
  );
}
