// CLI entry: `npm run setup -- <business-file.json> --owner <e-mail>` (see run-setup.ts).
import { runSetup } from './run-setup.ts';

process.exitCode = await runSetup(process.argv.slice(2), process.env, console, new Date());
