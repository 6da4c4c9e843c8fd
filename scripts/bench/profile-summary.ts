/**
 * Reads a V8 .cpuprofile (from `node --cpu-prof`) and prints where the time went: self time by
 * package or project file, and the hottest functions. Usage:
 *   npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top=25]
 * Used to find what is slow when a benchmark misses its goal.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './paths.js';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
}

interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

/** Self time in ms per profile node id. */
export function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    times.set(id, (times.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return times;
}

/** `node_modules/<package>` (scoped ones included), a project file, or a V8/Node bucket. */
export function ownerOf(url: string): string {
  if (url === '') return '(native, GC, idle)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1]!;
  if (url.startsWith('node:')) return 'node internals';
  const file = url.startsWith('file://') ? fileURLToPath(url) : url;
  const relative = path.relative(REPO_ROOT, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

function top(entries: Map<string, number>, count: number): [string, number][] {
  return [...entries].sort((a, b) => b[1] - a[1]).slice(0, count);
}

export function summarizeProfile(profile: CpuProfile, count: number): string {
  const self = selfTimes(profile);
  const byOwner = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    if (ms === 0) continue;
    total += ms;
    const owner = ownerOf(node.callFrame.url);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    const name = `${node.callFrame.functionName || '(anonymous)'} ${owner}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
  }
  const line = ([name, ms]: [string, number]) => `${ms.toFixed(0).padStart(8)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${name}`;
  return [
    `total sampled: ${total.toFixed(0)} ms`,
    '',
    'self time by package / file:',
    ...top(byOwner, count).map(line),
    '',
    'hottest functions (self time):',
    ...top(byFunction, count).map(line),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, count] = process.argv.slice(2);
  if (!file) {
    console.error('usage: npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top=25]');
    process.exit(2);
  }
  console.log(summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(count ?? 25)));
}
