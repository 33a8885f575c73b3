import { sql, type Kysely } from 'kysely';
import type { Database } from '@ordina/db';

/*
 * "A refused request writes nothing", measured: the row count of every table, read in one query before
 * and after each refused request. The tables come from the database itself (Kysely's introspection works
 * on both engines), so a table a later migration adds is counted without a change here.
 */

/**
 * Tables a refused request may legitimately change, each for a reason that is the rule itself:
 * - rate_limit_counters: a limit counts every request it lets through or refuses — refused ones are
 *   what it is for (a login with a wrong password, an order over the limit).
 * - spent_captcha_solutions: a solved captcha is spent when it is checked, before the rest of the
 *   request is, so that a refused request cannot hand the same solution to the next one (replay).
 */
export const TABLES_CHANGED_BY_REFUSALS: ReadonlySet<string> = new Set([
  'rate_limit_counters',
  'spent_captcha_solutions',
]);

/** The application's tables (not Kysely's migration bookkeeping). */
export async function applicationTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.map((table) => table.name).sort();
}

/** The row count of each table, in one query. */
export async function rowCounts(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<Map<string, number>> {
  const selects = tables.map(
    (table) =>
      sql<{
        name: string;
        n: number | string;
      }>`select ${sql.lit(table)} as name, count(*) as n from ${sql.id(table)}`,
  );
  const { rows } = await sql<{
    name: string;
    n: number | string;
  }>`${sql.join(selects, sql` union all `)}`.execute(db);
  return new Map(rows.map((row) => [row.name, Number(row.n)]));
}

/** The tables whose count differs between `before` and `after`, but those a refusal may change: `orders 5 → 6`. */
export function countChanges(before: Map<string, number>, after: Map<string, number>): string[] {
  const changes: string[] = [];
  for (const [table, count] of after) {
    if (TABLES_CHANGED_BY_REFUSALS.has(table)) continue;
    const was = before.get(table);
    if (was !== count) changes.push(`${table} ${was ?? '-'} → ${count}`);
  }
  return changes;
}
