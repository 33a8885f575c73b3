// Vitest setup of the database and server suites: stops the test file's PostgreSQL server when the file ends.
// Vitest evaluates a setup file again for every test file, even with `isolate: false`, so this hook lands on
// each file (the module it imports is evaluated once per worker, see stopTestServer).
import { afterAll } from 'vitest';
import { stopTestServer } from './test-databases.ts';

afterAll(stopTestServer);
