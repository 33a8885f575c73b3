import { CompiledQuery } from 'kysely';
import type { Compilable, Kysely, QueryResult } from 'kysely';
import { dialectOf } from './database.ts';
import type { Database } from './tables.ts';

/*
 * Queries built and compiled by Kysely once, then run with each call's values
 * (docs/decisions/033). Building a query — the expression builders, the frozen
 * operation nodes — and compiling it to SQL was a fifth of the server's time
 * per order in `npm run bench:orders`, for statements whose SQL never changes.
 *
 * `reusableQuery((db, p) => db.insertInto('t').values({ a: p.a }))` builds the
 * query once per engine with a stand-in (`Parameter`) in place of every value
 * of `p`, keeps the SQL and where each stand-in went, and then runs that SQL
 * with the values taken from each call's `p`. Arrays in `p` may vary in length
 * (a multi-row insert): each length is its own compiled statement.
 *
 * The rule for a builder: pass the values of `p` into the query as they are —
 * never test, compute with or call methods on them (a stand-in is not the
 * value) — and give `null`, not `undefined`, for a missing value (Kysely drops
 * undefined columns). The first run of each statement compiles it also from the
 * real values and throws if the two differ; in the test suites every run does,
 * so the whole suite checks each builder against Kysely itself.
 */

/** A stand-in for one value of the parameters while the query is built. */
class Parameter {
  constructor(readonly path: readonly (string | number)[]) {}
}

/** Where each value of the SQL comes from: a path into the call's parameters, or a constant the builder wrote. */
type ValueSource = { path: readonly (string | number)[] } | { constant: unknown };

interface Statement {
  sql: string;
  sources: readonly ValueSource[];
}

/** Every run compiles from the real values too and compares: on in the test suites (src/test/verify-reusable-queries.ts). */
let verifyEveryRun = false;

/** Makes every run of every reusable query check itself against Kysely (the test suites' setup; costs a build per run). */
export function verifyReusableQueriesOnEveryRun(): void {
  verifyEveryRun = true;
}

/** A query compiled once per engine (and per array shape of its parameters). */
export interface ReusableQuery<P, R> {
  /** Every row the statement returns. */
  rows(db: Kysely<Database>, params: P): Promise<R[]>;
  /** The first row, or undefined when none. */
  first(db: Kysely<Database>, params: P): Promise<R | undefined>;
  /** The first row; throws when there is none (an insert's `returning`, a row that must exist). */
  firstOrThrow(db: Kysely<Database>, params: P): Promise<R>;
  /** How many rows an insert, update or delete without `returning` changed. */
  affected(db: Kysely<Database>, params: P): Promise<bigint>;
}

/** Makes a query whose SQL Kysely builds once per engine; see the rule for `build` above. */
export function reusableQuery<P extends object, R>(
  build: (db: Kysely<Database>, params: P) => Compilable<R>,
): ReusableQuery<P, R> {
  const statements = new Map<string, Statement>();

  async function execute(db: Kysely<Database>, params: P): Promise<QueryResult<R>> {
    const key = `${dialectOf(db)}${shapeOf(params)}`;
    let statement = statements.get(key);
    const fresh = statement === undefined;
    if (statement === undefined) {
      statement = compileWithStandIns(build(db, standIns(params, []) as P).compile());
      statements.set(key, statement);
    }
    const parameters = statement.sources.map((source) => valueOf(source, params));
    if (fresh || verifyEveryRun) verifyAgainstKysely(build(db, params).compile(), statement.sql, parameters);
    return db.executeQuery<R>(CompiledQuery.raw(statement.sql, parameters));
  }

  return {
    async rows(db, params) {
      return (await execute(db, params)).rows;
    },
    async first(db, params) {
      return (await execute(db, params)).rows[0];
    },
    async firstOrThrow(db, params) {
      const [row] = (await execute(db, params)).rows;
      if (row === undefined) throw new Error('A reusable query returned no row where one was expected.');
      return row;
    },
    async affected(db, params) {
      return (await execute(db, params)).numAffectedRows ?? 0n;
    },
  };
}

/** The compiled SQL and where each of its values comes from. */
function compileWithStandIns(compiled: CompiledQuery): Statement {
  return {
    sql: compiled.sql,
    sources: compiled.parameters.map((value) =>
      value instanceof Parameter ? { path: value.path } : { constant: value },
    ),
  };
}

/** The parameters with every value replaced by a stand-in naming its path; objects and arrays are walked. */
function standIns(value: unknown, path: (string | number)[]): unknown {
  if (Array.isArray(value)) return value.map((item, index) => standIns(item, [...path, index]));
  if (isPlainObject(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, standIns(item, [...path, key])]),
    );
  return new Parameter(path);
}

/** The array lengths in the parameters, in walking order: '' for parameters without arrays. */
function shapeOf(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length}${value.map(shapeOf).join('')}]`;
  if (isPlainObject(value)) {
    let shape = '';
    for (const key in value) shape += shapeOf(value[key]);
    return shape;
  }
  return '';
}

function valueOf(source: ValueSource, params: object): unknown {
  if ('constant' in source) return source.constant;
  let value: unknown = params;
  for (const step of source.path) value = (value as Record<string | number, unknown>)[step];
  if (value === undefined)
    throw new TypeError(
      `A reusable query's parameter ${source.path.join('.')} is undefined: give null for a missing value.`,
    );
  return value;
}

function verifyAgainstKysely(compiled: CompiledQuery, sql: string, parameters: readonly unknown[]): void {
  const same =
    compiled.sql === sql &&
    compiled.parameters.length === parameters.length &&
    compiled.parameters.every((value, index) => Object.is(value, parameters[index]));
  if (!same)
    throw new Error(
      `A reusable query's builder used a parameter's value (docs/decisions/033); Kysely compiles it to\n${compiled.sql}\nnot\n${sql}`,
    );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
