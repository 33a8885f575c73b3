// CLI entry: `npm run staff:add -- <e-mail> --role owner|staff` (see run-staff-add.ts).
import { runStaffAdd } from './run-staff-add.ts';

process.exitCode = await runStaffAdd(process.argv.slice(2), process.env, console, new Date());
