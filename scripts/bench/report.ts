/**
 * What a benchmark hands back, and how it is printed: one markdown table per benchmark, used
 * both on the terminal and in BENCHMARKS.md so the two never disagree.
 */
import os from 'node:os';
import type { Summary } from './stats.js';

export interface Row {
  readonly label: string;
  /** e.g. `ms`, `MB`, `req/s`, `calls/s`, `bytes`. */
  readonly unit: string;
  readonly summary: Summary;
}

/** A goal and whether this run met it. */
export interface Check {
  readonly what: string;
  readonly value: number;
  /** Printed after the value and the limit, e.g. ` s`; empty for ratios. */
  readonly unit: string;
  readonly goal: string;
  readonly pass: boolean;
}

export interface Section {
  readonly title: string;
  /** One or two sentences: what is measured against what. */
  readonly description: string;
  readonly rows: readonly Row[];
  readonly checks: readonly Check[];
  /** Parts that could not run, each `not measured: <what is missing>`. */
  readonly notMeasured: readonly string[];
  readonly notes: readonly string[];
}

export function atMost(what: string, value: number, limit: number, unit = ''): Check {
  return { what, value, unit, goal: `≤ ${limit}${unit}`, pass: value <= limit };
}

export function atLeast(what: string, value: number, limit: number, unit = ''): Check {
  return { what, value, unit, goal: `≥ ${limit}${unit}`, pass: value >= limit };
}

export function emptySection(title: string, description: string, missing: string): Section {
  return { title, description, rows: [], checks: [], notMeasured: [`not measured: ${missing}`], notes: [] };
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly platform: string;
  /** 1-minute load average when the run started: other work on the machine skews absolute figures. */
  readonly loadAverage: number;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
    cores: cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    loadAverage: os.loadavg()[0] ?? 0,
  };
}

export function formatMachine(machine: Machine): string {
  return [
    `- CPU: ${machine.cpu}, ${machine.cores} cores`,
    `- Memory: ${machine.memoryGiB.toFixed(1)} GiB`,
    `- Node: ${machine.node} on ${machine.platform}`,
    `- Load average (1 min) at start: ${machine.loadAverage.toFixed(2)}`,
  ].join('\n');
}

/** Few significant digits: the noise between runs is larger than any digit beyond these. */
export function formatNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-US');
  if (abs >= 100) return value.toFixed(0);
  if (abs >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatSection(section: Section): string {
  const lines = [`## ${section.title}`, '', section.description, ''];
  if (section.rows.length > 0) {
    lines.push('| measurement | median | min | max | runs |', '|---|--:|--:|--:|--:|');
    for (const row of section.rows) {
      const { median, min, max, n } = row.summary;
      const cell = (v: number) => `${formatNumber(v)} ${row.unit}`;
      lines.push(`| ${row.label} | ${cell(median)} | ${cell(min)} | ${cell(max)} | ${n} |`);
    }
    lines.push('');
  }
  for (const check of section.checks) {
    lines.push(`- ${check.pass ? 'PASS' : 'MISS'}: ${check.what} = ${formatNumber(check.value)}${check.unit} (goal ${check.goal})`);
  }
  for (const missing of section.notMeasured) lines.push(`- ${missing}`);
  for (const note of section.notes) lines.push(`- note: ${note}`);
  return lines.join('\n') + '\n';
}

export interface RunSettings {
  readonly command: string;
  readonly startedAt: string;
  /** The 1-minute load average when the run started: a busy machine's figures read differently. */
  readonly load: number;
}

/** A section as written to BENCHMARKS.md: its table, then the run it comes from. */
export function formatSectionOfRun(section: Section, settings: RunSettings): string {
  return `${formatSection(section)}- measured by \`${settings.command}\`, started ${settings.startedAt}, load average ${settings.load.toFixed(2)} at its start\n`;
}

/**
 * The sections of an existing report by heading (`## 2. Server`), each up to the next heading,
 * so a run of some benchmarks (`--only`) rewrites their sections and keeps the others' figures.
 */
export function reportSections(markdown: string): Map<string, string> {
  const sections = new Map<string, string>();
  const parts = markdown.split(/^(?=## )/m);
  for (const part of parts) {
    const heading = /^## (.+)\n/.exec(part);
    if (heading !== null) sections.set(heading[1]!.trim(), part.endsWith('\n\n') ? part.slice(0, -1) : part);
  }
  return sections;
}

/** Each title's section: this run's when it ran, else the one kept from the report before, else none. */
export function sectionsToWrite(titles: readonly string[], ran: ReadonlyMap<string, string>, before: ReadonlyMap<string, string>): string[] {
  return titles.flatMap((title) => {
    const text = ran.get(title) ?? before.get(title);
    return text === undefined ? [] : [text];
  });
}

/** `sections`: each benchmark's text (formatSectionOfRun, or kept from the report before), in order. */
export function formatReport(machine: Machine, settings: RunSettings, sections: readonly string[]): string {
  return [
    '# Benchmarks',
    '',
    'Each figure is the median over alternating runs (ours, baseline, ours, baseline, ...), so',
    'machine noise hits both sides; ratios are medians divided by the baseline median measured in',
    'the same run. Each section ends with the run it comes from: `--only` rewrites the sections it',
    'runs and keeps the others.',
    '',
    `## Machine (of the last run, \`${settings.command}\`)`,
    '',
    formatMachine(machine),
    '',
    ...sections,
    '## Finding what is slow',
    '',
    'Profile the slow side and rank where its time goes (self time by package, and per project function',
    'including what it calls in dependencies). Run through tsx (`MTC_LAUNCH=tsx` does the same for',
    '`scripts/launch.mjs`) so functions are named by their source file; the loader adds about a second of module loading:',
    '',
    '```sh',
    'node --cpu-prof --cpu-prof-dir=.tmp/prof --import tsx scripts/generate.ts --spec spec/openapi.yaml --out .tmp/prof/out',
    'npx tsx scripts/bench/profile-summary.ts "$(ls -S .tmp/prof/*.cpuprofile | head -1)"',
    '```',
    '',
    'What the profiles showed for each goal, and what was changed or rejected: [decisions/0013](decisions/0013-benchmark-findings.md).',
    '',
  ].join('\n');
}
