import { businessFileSchema, type BusinessFile } from '@ordina/contracts';
import { catalogueIntegrityIssues } from './catalogue-integrity.ts';
import { formatJsonPath } from './json-path.ts';
import { timetableIntegrityIssues } from './timetable-integrity.ts';

/** One problem of a business file: where it is (`products[3].categoryId`) and what is wrong. */
export interface BusinessFileIssue {
  path: string;
  message: string;
}

/** The outcome of checking a business file: the parsed file, or every problem found. */
export type BusinessFileCheck = { ok: true; file: BusinessFile } | { ok: false; issues: BusinessFileIssue[] };

/** Thrown by the importer when a business file is not valid; nothing was written. */
export class BusinessFileError extends Error {
  constructor(readonly issues: BusinessFileIssue[]) {
    super(
      `The business file has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`,
    );
    this.name = 'BusinessFileError';
  }
}

/** `products[3].categoryId: unknown category 99`. */
export function formatIssue(issue: BusinessFileIssue): string {
  return `${issue.path}: ${issue.message}`;
}

/**
 * Checks a business file against the shared schema (@ordina/contracts) and then
 * against what the database needs on top of it (ids unique per kind, one
 * definition per ingredient, numbers that fit a 32-bit column) and the weekly
 * timetables' shape (the hours editor's rule, docs/decisions/060).
 */
export function checkBusinessFile(json: unknown): BusinessFileCheck {
  const parsed = businessFileSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: formatJsonPath(issue.path),
        message: issue.message,
      })),
    };
  }
  const issues = [...catalogueIntegrityIssues(parsed.data), ...timetableIntegrityIssues(parsed.data)].map(
    (issue) => ({
      path: formatJsonPath(issue.path),
      message: issue.message,
    }),
  );
  return issues.length > 0 ? { ok: false, issues } : { ok: true, file: parsed.data };
}
