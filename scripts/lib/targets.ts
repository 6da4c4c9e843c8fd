/**
 * Generates every target of a command in memory: targets sharing a document share one load,
 * model and emit (generators/pipeline.ts generateTargets). Loaded lazily by the commands, so
 * `--help` and usage errors never load the generators.
 */
import path from 'node:path';
import type { SpecProblem } from '../../generators/load/problems.js';
import type { GeneratedFile } from '../../generators/emit/emitter.js';
import { generateTargets } from '../../generators/pipeline.js';
import { appendAll } from '../../generators/shared/append-all.js';
import type { Target } from './config.js';
import type { TargetCommand } from './cli.js';

export interface GeneratedTarget {
  readonly target: Target;
  readonly files: readonly GeneratedFile[];
}

export interface GeneratedTargets {
  readonly targets: GeneratedTarget[];
  /** Each document's warnings, once per document. */
  readonly warnings: SpecProblem[];
}

/** `logFd`: the file descriptor `log` writes to, if it is one (generators/progress.ts). */
export async function generateAll(command: TargetCommand, signal: AbortSignal, log: (line: string) => void, logFd?: number): Promise<GeneratedTargets> {
  const bySpec = new Map<string, Target[]>();
  for (const target of command.targets) {
    const key = path.resolve(target.spec);
    bySpec.set(key, [...(bySpec.get(key) ?? []), target]);
  }
  const generated = new Map<Target, readonly GeneratedFile[]>();
  const warnings: SpecProblem[] = [];
  for (const targets of bySpec.values()) {
    const options = { specPath: targets[0]!.spec, regenerateCommand: command.regenerateCommand, log, ...(logFd === undefined ? {} : { logFd }), signal, strict: command.strict };
    const results = await generateTargets(options, targets.map(({ outputs, package: pkg }) => ({ outputs, ...(pkg === undefined ? {} : { package: pkg }) })));
    targets.forEach((target, index) => generated.set(target, results[index]!.files));
    appendAll(warnings, results[0]?.warnings ?? []); // one per stray parameter, say: as many as the document has
  }
  // In the order the config (or the flags) gave them.
  return { targets: command.targets.map((target) => ({ target, files: generated.get(target)! })), warnings };
}
