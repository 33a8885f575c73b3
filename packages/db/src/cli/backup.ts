// CLI entry: `npm run backup -- <file>` (see run-backup.ts).
import { runBackup } from './run-backup.ts';

process.exitCode = await runBackup(process.argv.slice(2), process.env.DATABASE_URL, console);
