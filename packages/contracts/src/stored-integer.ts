/**
 * The largest integer a database column holds: PostgreSQL's INTEGER (SQLite's are wider). A record id or
 * cursor a request sends past it names no record on either engine; PostgreSQL would refuse the query
 * itself ("out of range for type integer", a 500), so request schemas refuse it first (found by
 * `npm run fuzz`). The importer holds business files to the same bound.
 */
export const STORED_INTEGER_MAX = 2_147_483_647;
