// CLI entry: `npm run business:import -- <file>` (see run-import-business.ts).
import { runImportBusiness } from './run-import-business.ts';

process.exitCode = await runImportBusiness(process.argv.slice(2), process.env.DATABASE_URL, console);
