import type { Locale, StaffReport } from '@ordina/contracts';
import { staffTranslate } from '@ordina/i18n/staff';

/*
 * The report as the accountant's spreadsheet (docs/decisions/054): one row per day of the range
 * (days without orders included, so the file lines up with a calendar), then a totals row. UTF-8
 * with a BOM (Excel reads the accents), `;` between fields and a decimal comma (what an Italian
 * Excel or LibreOffice expects), euros as plain numbers without symbol or thousands separator so
 * the sheet can sum them, CRLF line ends (RFC 4180), a field quoted when it holds `;`, `"` or a line end.
 */

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A CSV field: quoted (inner quotes doubled) when it holds the separator, a quote or a line end. */
export function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Cents as euros with a decimal comma: 123450 → `1234,50`, −250 → `-2,50`. */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** The report's CSV text, its headers in `locale`. */
export function reportCsv(report: StaffReport, locale: Locale): string {
  const t = (key: Parameters<typeof staffTranslate>[1]) => staffTranslate(locale, key);
  const rows: string[][] = [
    [
      t('reports.col_day'),
      t('reports.orders'),
      t('reports.revenue'),
      t('reports.average'),
      t('reports.tips'),
    ],
    ...report.byDay.map((day) => [
      day.date,
      String(day.orders),
      csvEuros(day.revenue),
      csvEuros(day.averageOrder),
      csvEuros(day.tips),
    ]),
    [
      t('reports.total'),
      String(report.totals.orders),
      csvEuros(report.totals.revenue),
      csvEuros(report.totals.averageOrder),
      csvEuros(report.totals.tips),
    ],
  ];
  return BOM + rows.map((row) => row.map(csvField).join(SEPARATOR) + LINE_END).join('');
}
