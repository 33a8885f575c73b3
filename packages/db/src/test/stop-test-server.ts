// Vitest setup of the database and server suites: stops the test file's PostgreSQL server when the file ends.
// Vitest evaluates a setup file again for every test file, even with `isolate: false`, so this hook lands on
// each file (see ./test-server.ts).
import { afterAll } from 'vitest';
import { stopTestServer } from './test-server.ts';

afterAll(stopTestServer);
