/**
 * generate: load → model → every registered emitter → path checks → format → sorted files.
 * Nothing here touches the output folder; generators/write/ does, atomically.
 */
import { loadDocument } from './load/index.js';
import { buildModel } from './model/build.js';
import type { ApiModel, Emitter, GeneratedFile } from './model/types.js';
import { EMITTERS } from './emit/index.js';
import { assertSafeAndUnique, type OwnedFile } from './write/paths.js';
import { formatFile } from './write/format.js';
import { compareCodeUnits } from './print/order.js';

export const DEFAULT_REGENERATE_COMMAND = 'npm run generate';

export interface GenerateOptions {
  readonly specPath: string;
  /** Only used to say where files go; generate never writes. */
  readonly outDir?: string;
  /** Quoted in every header; defaults to `npm run generate`. */
  readonly regenerateCommand?: string;
  /** Progress lines (stderr in the CLI); silent by default. */
  readonly log?: (line: string) => void;
  /** Emitters to run; the registry by default (tests substitute their own). */
  readonly emitters?: readonly { readonly name: string; readonly emit: Emitter }[];
}

export interface GenerateResult {
  readonly files: GeneratedFile[];
  readonly model: ApiModel;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const log = options.log ?? (() => undefined);
  log(`loading ${options.specPath}…`);
  const loaded = await loadDocument(options.specPath);
  const model = buildModel(loaded, { source: options.specPath });
  log(`${model.operations.length} operations`);
  log('emitting…');
  const owned = await runEmitters(model, options.regenerateCommand ?? DEFAULT_REGENERATE_COMMAND, options.emitters ?? EMITTERS);
  assertSafeAndUnique(owned);
  const formatted = await Promise.all(owned.map(({ emitter: _emitter, ...file }) => formatFile(file)));
  return { files: formatted.sort((a, b) => compareCodeUnits(a.path, b.path)), model };
}

async function runEmitters(model: ApiModel, regenerateCommand: string, emitters: NonNullable<GenerateOptions['emitters']>): Promise<OwnedFile[]> {
  const owned: OwnedFile[] = [];
  for (const { name, emit } of emitters) {
    let files: GeneratedFile[];
    try {
      files = await emit(model, { regenerateCommand });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`emitter "${name}" failed: ${reason}`, { cause: error });
    }
    for (const file of files) owned.push({ ...file, emitter: name });
  }
  return owned;
}
