/**
 * generate: load → model → every registered emitter → path checks → format → sorted files.
 * Nothing here touches the output folder; generators/write/ does, atomically.
 *
 * Emitters that work in another process (the docs renderer) start first and run on the other
 * core while the rest emit and format here; if anything fails, they are stopped and waited for
 * before the error is thrown, so no subprocess or temporary folder outlives a failed run.
 */
import { asError, loadDocument, SpecError, type SpecProblem } from './load/index.js';
import { buildModel } from './model/build.js';
import { EmitterFailure, failingOperation, FailureAt, failureProblem } from './failures.js';
import type { ApiModel, EmitContext, GeneratedFile } from './model/types.js';
import { EMITTERS, type RegisteredEmitter } from './emit/index.js';
import { assertSafeAndUnique, type OwnedFile } from './write/paths.js';
import { formatFile, startFormatter } from './write/format.js';
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
  readonly emitters?: readonly RegisteredEmitter[];
  /** Refuse the document on any warning, as on an error (`--strict`). */
  readonly strict?: boolean;
}

export interface GenerateResult {
  readonly files: GeneratedFile[];
  readonly model: ApiModel;
  /** What breaks the specification but was generated as peers do, located (decisions/0004). */
  readonly warnings: readonly SpecProblem[];
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const log = options.log ?? (() => undefined);
  // prettier loads and warms up in its own thread while the document loads.
  startFormatter();
  log(`loading ${options.specPath}…`);
  const loaded = await loadDocument(options.specPath);
  if (options.strict === true && loaded.warnings.length > 0) throw new SpecError(loaded.warnings.map(asError));
  const model = buildModelLocated(loaded, options.specPath);
  log(`${model.operations.length} operations`);
  log('emitting…');
  const regenerateCommand = options.regenerateCommand ?? DEFAULT_REGENERATE_COMMAND;
  try {
    const files = await emitAndFormat(model, regenerateCommand, options.emitters ?? EMITTERS);
    return { files: files.sort((a, b) => compareCodeUnits(a.path, b.path)), model, warnings: loaded.warnings };
  } catch (error) {
    if (error instanceof SpecError) throw error;
    if (error instanceof EmitterFailure) throw failureProblem(loaded, await failingOperation(error.emitter, model, regenerateCommand), error.message);
    throw failureProblem(loaded, '', error instanceof Error ? error.message : String(error));
  }
}

function buildModelLocated(loaded: Awaited<ReturnType<typeof loadDocument>>, source: string): ApiModel {
  try {
    return buildModel(loaded, { source });
  } catch (error) {
    if (error instanceof FailureAt) throw failureProblem(loaded, error.pointer, `the model could not be built here: ${error.message}`);
    throw failureProblem(loaded, '', `the model could not be built: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Every emitter starts at once, background ones first: each runs until it waits (for a module to
 * load, for the formatter thread, for a subprocess), so this thread is never idle while one of
 * them has work left. Each emitter's files have their paths checked and go to the formatter as
 * soon as it returns. If anything fails, the others are stopped (a subprocess is killed) and
 * waited for, then the first failure in registry order is thrown (leaving out emitters that
 * failed only because they were stopped); paths are checked over all files before any
 * formatting error is reported.
 */
async function emitAndFormat(model: ApiModel, regenerateCommand: string, emitters: readonly RegisteredEmitter[]): Promise<GeneratedFile[]> {
  const controller = new AbortController();
  const context: EmitContext = { regenerateCommand, signal: controller.signal };
  const startOrder = [...emitters.keys()].sort((a, b) => Number(emitters[b]!.background === true) - Number(emitters[a]!.background === true));
  const formatting: Promise<Settled<GeneratedFile>>[][] = emitters.map(() => []);
  const results: Promise<Settled<OwnedFile[]> & { readonly cause?: boolean }>[] = [];
  for (const index of startOrder) {
    results[index] = settle(
      runEmitter(emitters[index]!, model, context).then((files) => {
        // Paths are checked before any of an emitter's files is formatted.
        assertSafeAndUnique(files);
        formatting[index] = files.map((file) => settle(formatOwned(file)));
        return files;
      }),
    ).then((result) => {
      if (result.ok) return result;
      // A failure after the stop signal is a consequence of another failure, not a cause.
      const cause = !controller.signal.aborted;
      controller.abort();
      return { ...result, cause };
    });
  }
  const emitted = await Promise.all(results);
  const failures = emitted.filter((result) => !result.ok);
  const first = failures.find((result) => result.cause === true) ?? failures[0];
  if (first !== undefined) throw first.error;
  const owned = emitted.map((result) => (result.ok ? result.value : []));
  assertSafeAndUnique(owned.flat());
  const formatted = await Promise.all(formatting.flat());
  return formatted.map((result) => {
    if (!result.ok) throw result.error;
    return result.value;
  });
}

async function runEmitter(emitter: RegisteredEmitter, model: ApiModel, context: EmitContext): Promise<OwnedFile[]> {
  try {
    const files = await emitter.emit(model, context);
    return files.map((file) => ({ ...file, emitter: emitter.name }));
  } catch (error) {
    throw new EmitterFailure(emitter, error);
  }
}

type Settled<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: unknown };

/** A promise that never rejects (so it can wait unobserved), with its outcome. */
function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  return promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );
}

function formatOwned({ emitter: _emitter, ...file }: OwnedFile): Promise<GeneratedFile> {
  return formatFile(file);
}
