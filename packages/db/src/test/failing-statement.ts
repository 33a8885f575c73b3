import type { KyselyPlugin } from 'kysely';

/**
 * A Kysely plugin that makes every INSERT into, or UPDATE of, `table` fail:
 * `db.withPlugin(failingStatement('update', 'orders'))` proves that a use
 * case's other writes roll back with the failing one (all or none).
 */
export function failingStatement(kind: 'insert' | 'update', table: string): KyselyPlugin {
  return {
    transformQuery(args) {
      const node = args.node;
      const target =
        kind === 'insert' && node.kind === 'InsertQueryNode'
          ? node.into
          : kind === 'update' && node.kind === 'UpdateQueryNode'
            ? node.table
            : undefined;
      if (target !== undefined && JSON.stringify(target).includes(`"${table}"`))
        throw new Error(`simulated failure: ${kind} ${table}`);
      return node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  };
}
