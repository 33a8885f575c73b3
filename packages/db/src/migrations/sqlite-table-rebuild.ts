import { sql, type Kysely } from 'kysely';

/**
 * SQLite cannot change a table's constraints in place: this is its documented
 * twelve-step rebuild (sqlite.org/lang_altertable.html#otheralter), generic
 * over the table. The current CREATE statement is read from sqlite_master and
 * rewritten by `rewrite`, so columns added by any earlier migration travel
 * along; rows, indexes, triggers and the AUTOINCREMENT counter are kept.
 *
 * Foreign keys are switched off for the copy (dropping the old table must not
 * cascade into its children) and checked before the commit. Must run outside
 * a transaction, as SQLite migrations do (PRAGMA foreign_keys is a no-op
 * inside one).
 */
export async function sqliteRebuildTable(
  db: Kysely<unknown>,
  table: string,
  rewrite: (createSql: string) => string,
): Promise<void> {
  const current = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  const createSql = current.rows[0]?.sql;
  if (createSql === undefined) throw new Error(`No table ${table} to rebuild.`);
  const rewritten = rewrite(createSql);
  if (rewritten === createSql)
    throw new Error(`Rebuilding ${table} would change nothing: the rewrite did not match.`);
  const temporary = `${table}__rebuild`;
  const head = `CREATE TABLE "${table}"`;
  if (!rewritten.startsWith(head)) throw new Error(`Unexpected CREATE statement for ${table}.`);
  const createTemporary = `CREATE TABLE "${temporary}"${rewritten.slice(head.length)}`;

  const dependents = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type in ('index', 'trigger') and tbl_name = ${table} and sql is not null order by type, name`.execute(
    db,
  );
  const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  const foreignKeysOn = foreignKeys.rows[0]?.foreign_keys === 1;

  if (foreignKeysOn) await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`
        .execute(db)
        .catch(() => ({ rows: [] as { seq: number }[] }));
      await sql.raw(createTemporary).execute(db);
      await sql`insert into ${sql.table(temporary)} select * from ${sql.table(table)}`.execute(db);
      await sql`drop table ${sql.table(table)}`.execute(db);
      await sql`alter table ${sql.table(temporary)} rename to ${sql.table(table)}`.execute(db);
      for (const dependent of dependents.rows) await sql.raw(dependent.sql).execute(db);
      // Ids never come back, even those of rows deleted before the rebuild.
      const seq = sequence.rows[0]?.seq;
      if (seq !== undefined)
        await sql`update sqlite_sequence set seq = ${seq} where name = ${table}`.execute(db);
      const broken = await sql<Record<string, unknown>>`pragma foreign_key_check`.execute(db);
      if (broken.rows.length > 0)
        throw new Error(`Rebuilding ${table} broke ${broken.rows.length} foreign key(s).`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    if (foreignKeysOn) await sql`pragma foreign_keys = on`.execute(db);
  }
}
