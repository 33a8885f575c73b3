// CLI entry: `npm run business:export -- <file> [--business key]` (see run-export-business.ts).
import { runExportBusiness } from './run-export-business.ts';

process.exitCode = await runExportBusiness(process.argv.slice(2), process.env.DATABASE_URL, console);
