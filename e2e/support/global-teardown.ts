import { rmSync } from 'node:fs';
import { databaseFiles } from './server-env.ts';

/** Deletes this run's throwaway database (the server may still hold it open; unlinking is safe). */
export default function globalTeardown(): void {
  const databasePath = process.env.E2E_DATABASE_PATH;
  if (databasePath === undefined) return;
  for (const file of databaseFiles(databasePath)) rmSync(file, { force: true });
}
