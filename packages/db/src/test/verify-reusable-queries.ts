// Vitest setup of the @ordina/db and @ordina/server suites: every reusable query checks each run
// against Kysely's own compile of the same values (docs/decisions/033).
import { verifyReusableQueriesOnEveryRun } from '../reusable-query.ts';

verifyReusableQueriesOnEveryRun();
