import { sql, type CreateTableBuilder, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from '../database.ts';

/**
 * Small column builders shared by the migrations, so both dialects get the same
 * schema: booleans are INTEGER 0/1 (SQLite has no boolean and better-sqlite3
 * cannot bind one), timestamps are ISO-8601 UTC text (sortable, identical on
 * both engines), money is INTEGER cents.
 */

type TableBuilder = CreateTableBuilder<string, string>;

/** `CHECK (column IN ('a', 'b'))` for a closed list of text codes. */
export function oneOf(column: string, values: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((v) => sql.lit(v)))})`;
}

/** Adds an auto-increment integer primary key `id` in the dialect's own way. */
export function autoId(db: Kysely<unknown>) {
  const postgres = dialectOf(db) === 'postgres';
  return (table: TableBuilder): TableBuilder =>
    table.addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    );
}

/** Adds a NOT NULL 0/1 flag column. */
export function flag(column: string, defaultValue: 0 | 1 = 0) {
  return (table: TableBuilder): TableBuilder =>
    table.addColumn(column, 'integer', (col) =>
      col
        .notNull()
        .defaultTo(defaultValue)
        .check(sql`${sql.ref(column)} in (0, 1)`),
    );
}

/** Adds a NOT NULL integer-cents column that cannot go below zero. */
export function cents(column: string, defaultValue?: number) {
  return (table: TableBuilder): TableBuilder =>
    table.addColumn(column, 'integer', (col) => {
      const base = col.notNull().check(sql`${sql.ref(column)} >= 0`);
      return defaultValue === undefined ? base : base.defaultTo(defaultValue);
    });
}

/** Adds a NOT NULL ISO-8601 UTC timestamp column that defaults to "now". */
export function timestamp(db: Kysely<unknown>, column: string) {
  const now =
    dialectOf(db) === 'postgres'
      ? sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`
      : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
  return (table: TableBuilder): TableBuilder =>
    table.addColumn(column, 'text', (col) => col.notNull().defaultTo(now));
}

/** Adds `business_id`, NOT NULL, referencing the owning business (rows go with it). */
export function businessId(table: TableBuilder): TableBuilder {
  return table.addColumn('business_id', 'integer', (col) =>
    col.notNull().references('businesses.id').onDelete('cascade'),
  );
}
