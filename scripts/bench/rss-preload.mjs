// Preloaded with `node --import` when GNU time is absent: on exit the process writes its own
// peak resident set size (KiB) to the file named by BENCH_RSS_FILE, for scripts/bench/process-run.ts.
import { writeFileSync } from 'node:fs';

const target = process.env.BENCH_RSS_FILE;
if (target) {
  process.on('exit', () => writeFileSync(target, String(process.resourceUsage().maxRSS)));
}
