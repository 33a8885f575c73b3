// The top self-times of a V8 CPU profile (`npm run bench:orders` with ORDERS_BENCH_CPU_PROFILE=<dir>):
//   node --import tsx bench/src/orders-profile-top.ts <file.cpuprofile> [how many]
import { readFile } from 'node:fs/promises';
import { profileTop, type CpuProfile } from './orders-profile.ts';

const [file, howMany = '30'] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: orders-profile-top.ts <file.cpuprofile> [how many]');
  process.exit(2);
}
const top = profileTop(JSON.parse(await readFile(file, 'utf8')) as CpuProfile, Number(howMany));
console.log(`busy ${top.busyMs.toFixed(0)} ms of ${top.totalMs.toFixed(0)} ms sampled`);
console.log('\nby function (self ms, % of busy):');
for (const row of top.functions)
  console.log(`${row.selfMs.toFixed(1).padStart(9)}  ${row.percent.toFixed(1).padStart(5)}%  ${row.name}`);
console.log('\nby package or file (self ms, % of busy):');
for (const row of top.places)
  console.log(`${row.selfMs.toFixed(1).padStart(9)}  ${row.percent.toFixed(1).padStart(5)}%  ${row.name}`);
