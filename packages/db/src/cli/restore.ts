// CLI entry: `npm run restore -- <file> --replace` (see run-backup.ts).
import { runRestore } from './run-backup.ts';

process.exitCode = await runRestore(process.argv.slice(2), process.env.DATABASE_URL, console);
