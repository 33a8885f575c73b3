import type { Kysely, Transaction } from 'kysely';
import type {
  BusinessChange,
  BusinessFile,
  BusinessVersionChange,
  BusinessVersionOrigin,
} from '@ordina/contracts';
import { checkBusinessFile, type BusinessFileIssue } from '../import/business-file-issues.ts';
import {
  applyBusinessChanges,
  businessChangeKey,
  businessDocumentChanges,
  businessDocumentOf,
  type BusinessDocument,
} from '../import/business-document.ts';
import { businessVersionSummary } from '../import/business-version-summary.ts';
import { writeBusinessFile } from '../import/write-business-file.ts';
import type { Database } from '../tables.ts';
import { recordStaffAudit } from './staff-audit.ts';

/*
 * The business document's versions (migration 0023, docs/decisions/052). Every write of a business
 * file goes through one transaction that writes the catalogue rows and the version row together:
 * the CLI import, a back-office save, a restore.
 */

/** A version as stored: its number, its document and what it changed. */
export interface BusinessVersionRecord {
  version: number;
  document: BusinessDocument;
  changes: string[];
}

/**
 * One version of the history, with its author's name while the member exists, where it came from
 * and what it changed against the version before (docs/decisions/060).
 */
export interface BusinessVersionSummary {
  version: number;
  staffId: number | null;
  staffName: string | null;
  createdAt: string;
  origin: BusinessVersionOrigin;
  restoredFrom: number | null;
  /** The business's first version: nothing before it, its summary empty. */
  first: boolean;
  changes: string[];
  summary: BusinessVersionChange[];
  summaryMore: number;
}

/** How a version is written: an import, an owner's save, or an owner's restore of an older version. */
export type BusinessVersionSource =
  | { origin: 'import' }
  | { origin: 'save'; staffId: number }
  | { origin: 'restore'; staffId: number; restoredFrom: number };

/** Why a save or restore wrote nothing. */
export type BusinessWriteRefusal =
  | { reason: 'not_versioned' }
  | { reason: 'not_found' }
  | { reason: 'conflict'; latest: BusinessVersionRecord; conflicts: string[] }
  | { reason: 'invalid'; issues: BusinessFileIssue[] };

/** A save's or restore's outcome: the version written, or why nothing was. */
export type BusinessWriteResult =
  ({ ok: true } & BusinessVersionRecord) | ({ ok: false } & BusinessWriteRefusal);

/** Thrown inside a transaction to roll it back with a refusal. */
class Refused extends Error {
  constructor(readonly refusal: BusinessWriteRefusal) {
    super(refusal.reason);
  }
}

async function latestRow(db: Kysely<Database> | Transaction<Database>, businessId: number) {
  return db
    .selectFrom('business_versions')
    .select(['version', 'document', 'changes'])
    .where('business_id', '=', businessId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

function recordOf(row: { version: number; document: string; changes: string }): BusinessVersionRecord {
  return {
    version: row.version,
    document: JSON.parse(row.document) as BusinessDocument,
    changes: JSON.parse(row.changes) as string[],
  };
}

/** The business's latest document, or undefined before its first versioned import. */
export async function latestBusinessVersion(
  db: Kysely<Database>,
  businessId: number,
): Promise<BusinessVersionRecord | undefined> {
  const row = await latestRow(db, businessId);
  return row === undefined ? undefined : recordOf(row);
}

/** The latest document of the business with this key (the export CLI), or why there is none. */
export async function latestBusinessVersionByKey(
  db: Kysely<Database>,
  key: string,
): Promise<BusinessVersionRecord | 'no_business' | 'not_versioned'> {
  const business = await db.selectFrom('businesses').select('id').where('key', '=', key).executeTakeFirst();
  if (business === undefined) return 'no_business';
  return (await latestBusinessVersion(db, business.id)) ?? 'not_versioned';
}

/**
 * The last `limit` versions, newest first, each summarised against the one before it: one more row
 * is read (the version before the oldest shown), whose document only serves that comparison.
 */
export async function listBusinessVersions(
  db: Kysely<Database>,
  businessId: number,
  limit: number,
): Promise<BusinessVersionSummary[]> {
  const rows = await db
    .selectFrom('business_versions')
    .leftJoin('staff_members', 'staff_members.id', 'business_versions.staff_member_id')
    .select([
      'business_versions.version',
      'business_versions.staff_member_id',
      'staff_members.name as staff_name',
      'business_versions.created_at',
      'business_versions.changes',
      'business_versions.document',
      'business_versions.origin',
      'business_versions.restored_from',
    ])
    .where('business_versions.business_id', '=', businessId)
    .orderBy('business_versions.version', 'desc')
    .limit(limit + 1)
    .execute();
  const documents = rows.map((row) => JSON.parse(row.document) as BusinessDocument);
  return rows.slice(0, limit).map((row, i) => {
    const changes = JSON.parse(row.changes) as string[];
    const before = documents[i + 1];
    return {
      version: row.version,
      staffId: row.staff_member_id,
      staffName: row.staff_name,
      createdAt: row.created_at,
      origin: row.origin,
      restoredFrom: row.restored_from,
      first: before === undefined,
      changes,
      ...businessVersionSummary(before, documents[i]!, changes),
    };
  });
}

/**
 * Records a checked business file as the business's next version INSIDE the caller's transaction
 * (after its rows were written): what changed is computed against the latest document.
 */
export async function recordBusinessVersion(
  trx: Transaction<Database>,
  businessId: number,
  file: BusinessFile,
  source: BusinessVersionSource,
): Promise<BusinessVersionRecord> {
  const document = businessDocumentOf(file);
  const previous = await latestRow(trx, businessId);
  const changes = businessDocumentChanges(
    previous === undefined ? undefined : recordOf(previous).document,
    document,
  );
  const version = (previous?.version ?? 0) + 1;
  // The unique (business_id, version) is the last guard: two writers can never both take this number.
  await trx
    .insertInto('business_versions')
    .values({
      business_id: businessId,
      version,
      document: JSON.stringify(document),
      staff_member_id: source.origin === 'import' ? null : source.staffId,
      changes: JSON.stringify(changes),
      origin: source.origin,
      restored_from: source.origin === 'restore' ? source.restoredFrom : null,
    })
    .execute();
  return { version, document, changes };
}

/** Takes the business's write lock first: SQLite's database lock, PostgreSQL's lock on the business row. */
async function lockBusiness(trx: Transaction<Database>, businessId: number): Promise<void> {
  await trx
    .updateTable('businesses')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', businessId)
    .execute();
}

/** Checks a document as a whole business file of this business, writes it and its version. */
async function writeDocument(
  trx: Transaction<Database>,
  businessId: number,
  current: BusinessVersionRecord,
  next: BusinessDocument,
  source: Exclude<BusinessVersionSource, { origin: 'import' }>,
): Promise<BusinessVersionRecord> {
  const check = checkBusinessFile(next);
  if (!check.ok) throw new Refused({ reason: 'invalid', issues: check.issues });
  const key = (current.document.business as { key?: unknown } | undefined)?.key;
  // The key names the business: a different one would import a second business, not edit this one.
  if (check.file.business.key !== key)
    throw new Refused({
      reason: 'invalid',
      issues: [{ path: 'business.key', message: 'the business key cannot change' }],
    });
  await writeBusinessFile(trx, check.file);
  return recordBusinessVersion(trx, businessId, check.file, source);
}

async function refusable(run: () => Promise<BusinessVersionRecord>): Promise<BusinessWriteResult> {
  try {
    return { ok: true, ...(await run()) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, ...error.refusal };
    throw error;
  }
}

/** A back-office save: the owner's changes made on `baseVersion`. */
export interface BusinessSave {
  businessId: number;
  staffId: number;
  baseVersion: number;
  changes: readonly BusinessChange[];
  now: Date;
}

/**
 * Saves the owner's changes in one transaction (docs/decisions/052): refused with the latest
 * document when a version after `baseVersion` changed one of the same entities (never a silent
 * overwrite), else applied onto the latest document (a change to another entity meanwhile is kept),
 * checked whole as a business file (refused with every issue at its path, nothing written),
 * imported, recorded as the next version and in the staff audit trail.
 */
export async function saveBusinessChanges(
  db: Kysely<Database>,
  save: BusinessSave,
): Promise<BusinessWriteResult> {
  return refusable(() =>
    db.transaction().execute(async (trx) => {
      await lockBusiness(trx, save.businessId);
      const latestStored = await latestRow(trx, save.businessId);
      if (latestStored === undefined) throw new Refused({ reason: 'not_versioned' });
      const latest = recordOf(latestStored);
      const keys = new Set(save.changes.map(businessChangeKey));
      const since = await trx
        .selectFrom('business_versions')
        .select('changes')
        .where('business_id', '=', save.businessId)
        .where('version', '>', save.baseVersion)
        .execute();
      const changedSince = new Set(since.flatMap((row) => JSON.parse(row.changes) as string[]));
      const conflicts = [...keys].filter((key) => changedSince.has(key));
      // A base from the future was never loaded from this business: the page must reload, as for a conflict.
      if (conflicts.length > 0 || save.baseVersion > latest.version)
        throw new Refused({ reason: 'conflict', latest, conflicts });
      const written = await writeDocument(
        trx,
        save.businessId,
        latest,
        applyBusinessChanges(latest.document, save.changes),
        { origin: 'save', staffId: save.staffId },
      );
      await recordStaffAudit(trx, {
        businessId: save.businessId,
        staffId: save.staffId,
        action: 'business.saved',
        detail: { version: written.version, baseVersion: save.baseVersion, changes: written.changes },
        at: save.now,
      });
      return written;
    }),
  );
}

/** Restores an old version: a new version whose document is the old one's, in the audit trail too. */
export async function restoreBusinessVersion(
  db: Kysely<Database>,
  restore: { businessId: number; staffId: number; version: number; now: Date },
): Promise<BusinessWriteResult> {
  return refusable(() =>
    db.transaction().execute(async (trx) => {
      await lockBusiness(trx, restore.businessId);
      const latestStored = await latestRow(trx, restore.businessId);
      if (latestStored === undefined) throw new Refused({ reason: 'not_versioned' });
      const old = await trx
        .selectFrom('business_versions')
        .select('document')
        .where('business_id', '=', restore.businessId)
        .where('version', '=', restore.version)
        .executeTakeFirst();
      if (old === undefined) throw new Refused({ reason: 'not_found' });
      const written = await writeDocument(
        trx,
        restore.businessId,
        recordOf(latestStored),
        JSON.parse(old.document) as BusinessDocument,
        { origin: 'restore', staffId: restore.staffId, restoredFrom: restore.version },
      );
      await recordStaffAudit(trx, {
        businessId: restore.businessId,
        staffId: restore.staffId,
        action: 'business.restored',
        detail: { version: written.version, restored: restore.version, changes: written.changes },
        at: restore.now,
      });
      return written;
    }),
  );
}
