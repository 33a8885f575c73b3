import { callsTo, type RecordedCall } from '../../../test/api-double.ts';

/*
 * The staff business API's answers (GET and PUT /api/staff/business) as the back-office editors' tests give
 * them to the API double: one place for their shape, so that every editor's test reads its business file,
 * its save, and the server's two refusals the same way. Imported as a whole: `businessApi.loaded(file, 3)`.
 */

/** GET /api/staff/business: the business file (or the part of it a page reads) at a version. */
export function loaded(document: unknown, version: number) {
  return { body: { data: { version, document } } };
}

/** PUT /api/staff/business saved: the new version, the file as saved and the changes the server applied. */
export function saved(document: unknown, version: number, changes: readonly string[] = []) {
  return { body: { data: { version, document, changes } } };
}

/** PUT refused by the schema (422 WRONG_BUSINESS_DATA): each problem at its path in the file. */
export function refused(...issues: readonly { path: string; message: string }[]) {
  return { status: 422, body: { data: { errors: ['WRONG_BUSINESS_DATA'], issues } } };
}

/**
 * PUT refused because someone else saved meanwhile (409 BUSINESS_CHANGED): the current file at its version,
 * with the entries or sections the two changes both touched when the server names them.
 */
export function changed(document: unknown, version: number, conflicts?: readonly string[]) {
  return {
    status: 409,
    body: {
      data: {
        errors: ['BUSINESS_CHANGED'],
        version,
        document,
        ...(conflicts === undefined ? {} : { conflicts }),
      },
    },
  };
}

/** The bodies the page sent to PUT /api/staff/business, in order. */
export function puts(calls: readonly RecordedCall[]): unknown[] {
  return callsTo(calls, 'PUT', '/api/staff/business').map((call) => call.body);
}
