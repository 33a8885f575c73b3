import { sql, type Kysely } from 'kysely';
import { businessId } from './schema-helpers.ts';

/*
 * Closures and special days by date (issue 35, docs/decisions/053): one row
 * per entry of the business file's `delivery_order.closures`, in file order.
 * `from_date` and `to_date` are calendar days `YYYY-MM-DD` on the business
 * clock, `to_date` inclusive (equal to `from_date` for a single day); text
 * compares as dates on both engines. `is_closed` 1: closed all day, and
 * `intervals_json` is `[]`; 0: a special day, whose `[{from, to}]` replace
 * every timetable's weekday intervals on those dates. `note_json` is the note
 * per language. The business file's schema already refuses overlapping
 * entries; the primary key only keeps the file's order.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('business_closures')
    .$call(businessId)
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('from_date', 'text', (col) => col.notNull())
    .addColumn('to_date', 'text', (col) => col.notNull())
    .addColumn('is_closed', 'integer', (col) => col.notNull().check(sql`is_closed in (0, 1)`))
    .addColumn('intervals_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('note_json', 'text', (col) => col.notNull().defaultTo('{}'))
    .addPrimaryKeyConstraint('business_closures_pk', ['business_id', 'position'])
    .addCheckConstraint('business_closures_dates', sql`from_date <= to_date`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('business_closures').execute();
}
