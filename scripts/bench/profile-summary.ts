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
  readonly children?: readonly number[];
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

/** A frame in the project's own code (not a dependency, not Node, not the benchmark's scratch files). */
function isProjectFrame(url: string): boolean {
  const owner = ownerOf(url);
  return (url.startsWith('file://') || url.startsWith('/')) && !url.includes('/node_modules/') && !owner.startsWith('node ') && !owner.startsWith('/') && !owner.startsWith('(');
}

/**
 * Time per project function, counting everything it called in dependencies: each sample goes to
 * the innermost project frame on its stack. Answers "which of our functions costs the time spent
 * inside prettier or ts-morph".
 */
export function projectAttribution(profile: CpuProfile): Map<string, number> {
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const blame = new Map<number, string>();
  const nearestProjectFrame = (id: number): string => {
    const known = blame.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    let name = '(outside project code: start-up, module loading, GC)';
    if (node && isProjectFrame(node.callFrame.url)) {
      name = `${node.callFrame.functionName || '(anonymous)'} ${ownerOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
    } else if (parents.has(id)) {
      name = nearestProjectFrame(parents.get(id)!);
    }
    blame.set(id, name);
    return name;
  };
  const totals = new Map<string, number>();
  for (const [id, ms] of selfTimes(profile)) {
    const name = nearestProjectFrame(id);
    totals.set(name, (totals.get(name) ?? 0) + ms);
  }
  return totals;
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
    '',
    'project functions, including what they call in dependencies:',
    ...top(projectAttribution(profile), count).map(line),
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
