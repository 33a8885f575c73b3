import { isDeepStrictEqual } from 'node:util';
import {
  BUSINESS_SECTIONS,
  type BusinessChange,
  type BusinessEntity,
  type BusinessFile,
  type BusinessSection,
} from '@ordina/contracts';

/*
 * The business document as the back office keeps it (docs/decisions/052): the business file after its
 * schema (defaults filled in), as plain JSON, without the SMS credit. The credit is a counter that
 * sending takes down; a document that carried it would put back, on every save, restore or re-import
 * of an export, the credit of the day it was written.
 */

/** A business document: the business file as JSON. */
export type BusinessDocument = Record<string, unknown>;

/** The business file's list of each catalogue entity. */
const ENTITY_LISTS: Record<BusinessEntity, 'categories' | 'products' | 'category_options'> = {
  category: 'categories',
  product: 'products',
  option_group: 'category_options',
};

// The hours section: the three weekly timetables and the dated closures (decision 053), edited on one page.
const TIMETABLES = [
  'orderAcceptTimetables',
  'publicOpenTimetables',
  'deliveryTimetables',
  'closures',
] as const;

/** The document a checked business file is stored as: plain JSON, no `$schema`, no SMS credit. */
export function businessDocumentOf(file: BusinessFile): BusinessDocument {
  const document = JSON.parse(JSON.stringify(file)) as BusinessDocument;
  delete document.$schema;
  const messaging = document.messaging as Record<string, unknown> | undefined;
  if (messaging !== undefined) delete messaging.sms_credit;
  return document;
}

/** The key of a change's entity or section: `product:12`, `section:configuration`. */
export function businessChangeKey(change: BusinessChange): string {
  if (change.op === 'replace') return `section:${change.section}`;
  return `${change.entity}:${change.op === 'delete' ? change.id : change.value.id}`;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function sectionOf(document: BusinessDocument, section: BusinessSection): unknown {
  const delivery = record(document.delivery_order);
  if (section === 'timetables') return Object.fromEntries(TIMETABLES.map((name) => [name, delivery[name]]));
  if (section === 'delivery') {
    const rest = { ...delivery };
    for (const name of TIMETABLES) delete rest[name];
    return rest;
  }
  return document[section];
}

/** The entities of one kind in a document, as records (none when the list is missing). */
export function entitiesOf(document: BusinessDocument, entity: BusinessEntity): Record<string, unknown>[] {
  const list = document[ENTITY_LISTS[entity]];
  return Array.isArray(list) ? list.map(record) : [];
}

/**
 * What changed from one document to the next, as entity keys: each category, product and option
 * group added, removed or edited by id, and each section whose value differs. With no document
 * before (a business's first import), everything it holds.
 */
export function businessDocumentChanges(
  before: BusinessDocument | undefined,
  after: BusinessDocument,
): string[] {
  const keys: string[] = [];
  for (const entity of Object.keys(ENTITY_LISTS) as BusinessEntity[]) {
    const old = new Map(before === undefined ? [] : entitiesOf(before, entity).map((e) => [e.id, e]));
    const now = new Map(entitiesOf(after, entity).map((e) => [e.id, e]));
    const ids = [...new Set([...old.keys(), ...now.keys()])].sort((a, b) => Number(a) - Number(b));
    for (const id of ids)
      if (!isDeepStrictEqual(old.get(id), now.get(id))) keys.push(`${entity}:${String(id)}`);
  }
  for (const section of BUSINESS_SECTIONS) {
    const old = before === undefined ? undefined : sectionOf(before, section);
    if (!isDeepStrictEqual(old, sectionOf(after, section))) keys.push(`section:${section}`);
  }
  return keys;
}

/**
 * The document with the owner's changes applied in order: an upsert replaces the entity of the same
 * id where it is (or appends it), a delete removes it, a replace puts a section's new value. The
 * result is not checked here: the caller checks the whole of it as a business file.
 */
export function applyBusinessChanges(
  document: BusinessDocument,
  changes: readonly BusinessChange[],
): BusinessDocument {
  const next = JSON.parse(JSON.stringify(document)) as BusinessDocument;
  for (const change of changes) {
    if (change.op === 'replace') {
      const value = JSON.parse(JSON.stringify(change.value ?? null)) as unknown;
      if (change.section === 'timetables' || change.section === 'delivery') {
        const delivery = record(next.delivery_order);
        const timetables = Object.fromEntries(TIMETABLES.map((name) => [name, delivery[name]]));
        const rest = { ...delivery };
        for (const name of TIMETABLES) delete rest[name];
        next.delivery_order =
          change.section === 'timetables'
            ? { ...rest, ...record(value) }
            : { ...record(value), ...timetables };
      } else if (change.section === 'messaging') {
        const messaging = { ...record(value) };
        delete messaging.sms_credit;
        next.messaging = messaging;
      } else {
        next[change.section] = value;
      }
      continue;
    }
    const listName = ENTITY_LISTS[change.entity];
    const list = entitiesOf(next, change.entity);
    const id = change.op === 'delete' ? change.id : change.value.id;
    const at = list.findIndex((entity) => entity.id === id);
    if (change.op === 'delete') {
      if (at >= 0) list.splice(at, 1);
    } else {
      const value = JSON.parse(JSON.stringify(change.value)) as Record<string, unknown>;
      if (at >= 0) list[at] = value;
      else list.push(value);
    }
    next[listName] = list;
  }
  return next;
}
