/**
 * generate: load → model → the emitters the chosen outputs need → path checks → format → the
 * files of each output folder (target), sorted. Nothing here touches an output folder;
 * generators/write/ does, atomically.
 *
 * A target asks for outputs (types, client, server, docs; OUTPUT_PARTS says which emitters make
 * each) and may ask for the client as an npm package. Emitters are pure, so targets sharing a
 * document share one load, one model and one emit: `npm run generate` writes generated/ and the
 * client package from one run. Support files (the runtime, envelope.ts, types.ts for the client)
 * are kept only when a kept file imports them, so an output never carries code it does not use.
 *
 * The emitters that work in another thread or process start first and run on the other core
 * while the rest emit and format here (on a large document, the emitters' worker thread,
 * emit/thread.ts, which starts once the model is built); if anything fails or the run is interrupted (`signal`),
 * they are stopped and waited for before the error is thrown, so nothing they started outlives a
 * failed run.
 */
import { asError, loadDocument, SpecError, type LoadedDocument, type SpecProblem } from './load/index.js';
import { buildModel } from './model/build.js';
import { EmitterFailure, failingOperation, FailureAt, failureProblem } from './failures.js';
import type { ApiModel } from './model/types.js';
import type { StartFailure } from './emit/server/start-check.js';
import type { StartCheck } from './emit/server/start-check-thread.js';
import type { EmitContext, GeneratedFile } from './emit/emitter.js';
import { EMITTERS, type RegisteredEmitter } from './emit/index.js';
import { startEmitThread, THREAD_MIN_OPERATIONS, type EmitThread } from './emit/thread.js';
import { importedPath, importSpecifiers, isTypeScript, packageOf } from './emit/imports.js';
import { assertSafeAndUnique, type OwnedFile } from './write/paths.js';
import { canonicalFile, formatFile, startFormatter } from './format/format.js';
import { compareCodeUnits } from './print/order.js';
import { isSemanticVersion } from './shared/npm-package.js';
import { heartbeat, isLargeDocument, type Progress } from './progress.js';
import { OUTPUT_PARTS, OUTPUTS, type OutputName, type PackageOptions } from './outputs.js';

export { OUTPUT_PARTS, OUTPUTS, type OutputName, type PackageOptions };

export const DEFAULT_REGENERATE_COMMAND = 'npm run generate';

/** What one output folder holds. */
export interface TargetOptions {
  /** Default: every output. */
  readonly outputs?: readonly OutputName[];
  readonly package?: PackageOptions;
}

export interface GenerateOptions extends TargetOptions {
  readonly specPath: string;
  /** Only used to say where files go; generate never writes. */
  readonly outDir?: string;
  /** Quoted in every header; defaults to `npm run generate`. */
  readonly regenerateCommand?: string;
  /** Progress lines (stderr in the CLI); silent by default. */
  readonly log?: (line: string) => void;
  /** The file descriptor `log` writes to (2 in the CLI), so a long run's beats can come while this thread is busy (progress.ts). */
  readonly logFd?: number;
  /** Emitters to run, all of whose files are returned (tests substitute their own); by default those of the outputs. */
  readonly emitters?: readonly RegisteredEmitter[];
  /** Aborted to stop the run (Ctrl-C): subprocesses are stopped and waited for, then it throws. */
  readonly signal?: AbortSignal;
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
  const [result] = await generateTargets(options, [options]);
  return result!;
}

/** One document for several output folders: loaded, modelled, emitted and formatted once; one result per target, in order. */
export async function generateTargets(options: Omit<GenerateOptions, keyof TargetOptions>, targets: readonly TargetOptions[]): Promise<GenerateResult[]> {
  const log = options.log ?? (() => undefined);
  const emitters = options.emitters ?? emittersFor(targets);
  // prettier loads and warms up in its own thread while the document loads.
  startFormatter();
  let thread: EmitThread | undefined;
  const progress = heartbeat(log, options.logFd === undefined ? {} : { fd: options.logFd });
  try {
    if (isLargeDocument(options.specPath)) progress.long();
    log(`loading ${options.specPath}…`);
    const loaded = await progress.during('reading and checking the document', loadDocument(options.specPath));
    options.signal?.throwIfAborted();
    if (options.strict === true && loaded.warnings.length > 0) throw new SpecError(loaded.warnings.map(asError));
    const model = progress.blocking('building the model', () => buildModelLocated(loaded, options.specPath));
    // As many operations as make the emitters' thread worth starting make a run of many seconds.
    if (model.operations.length >= THREAD_MIN_OPERATIONS) progress.long();
    refuseUnversionedPackage(loaded, model, targets);
    // It loads what its emitters need while the server's start is checked here.
    thread = startEmitThread(emitters.filter((emitter) => emitter.offThread === true).map((emitter) => emitter.name), model);
    log(`${model.operations.length} operation${model.operations.length === 1 ? '' : 's'}`);
    log('emitting…');
    const context: EmitContext = { regenerateCommand: options.regenerateCommand ?? DEFAULT_REGENERATE_COMMAND };
    const files = emitters.some((emitter) => emitter.name === 'server')
      ? await emitIfStartable(loaded, model, context, emitters, thread, options.signal, log, progress)
      : await emitLocated(loaded, model, context, emitters, thread, options.signal, progress);
    const offThread = thread?.delivered() ?? [];
    if (offThread.length > 0) log(`emitted ${offThread.join(', ')} on the emitters' worker thread`);
    const results: GenerateResult[] = [];
    for (const target of targets) {
      const chosen = options.emitters === undefined ? await progress.during(target.package === undefined ? 'writing the README' : 'building the client package', finishTarget(model, context, target, files)) : files.map(withoutOwner);
      results.push({ files: chosen.sort((a, b) => compareCodeUnits(a.path, b.path)), model, warnings: loaded.warnings });
    }
    return results;
  } finally {
    // After a failure or an interrupt, the worker is stopped and gone before the error is thrown.
    await thread?.stop();
    progress.stop();
  }
}

function buildModelLocated(loaded: LoadedDocument, source: string): ApiModel {
  try {
    return buildModel(loaded, { source });
  } catch (error) {
    // A refusal (malformed security, x-session, …) is the document's problem, reported as it is.
    if (error instanceof SpecError) throw error;
    if (error instanceof FailureAt) throw failureProblem(loaded, error.pointer, `the model could not be built here: ${error.message}`);
    throw failureProblem(loaded, '', `the model could not be built: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * A client package without a version of its own takes the document's, which npm needs semantic:
 * refused at info.version before any emitter runs. It was a bare `error: package: …` after every
 * emitter had run, naming neither the document's line nor the config's member to set (a
 * new-user pass, 2026-11-28: `version: "2024-05"`, a common date version).
 */
function refuseUnversionedPackage(loaded: LoadedDocument, model: ApiModel, targets: readonly TargetOptions[]): void {
  if (isSemanticVersion(model.version) || !targets.some((target) => target.package !== undefined && target.package.version === undefined)) return;
  throw new SpecError([{
    file: loaded.file,
    ...loaded.locate('/info/version'),
    pointer: '/info/version',
    message: `info.version ${JSON.stringify(model.version)} is not a semantic version (such as 1.2.0), and the client package takes its version from it`,
    hint: 'Write info.version as MAJOR.MINOR.PATCH, or give the package its own version in mtc.config.json: "package": { "name": …, "version": "1.0.0" }.',
  }]);
}

/**
 * Whatever generate accepts, a server starts on: the server it would emit is mounted in memory
 * (emit/server/start-check.ts), and a document it does not start on is refused at the operation,
 * before any output is made. A large document's check runs in a worker thread beside the
 * emitters (emit/server/start-check-thread.ts): its refusal wins over anything they report, and
 * stops them (a refusal then comes once they have stopped). Otherwise it runs first, in this
 * thread, and a refusal comes before any emitter starts.
 */
async function emitIfStartable(loaded: LoadedDocument, model: ApiModel, context: EmitContext, emitters: readonly RegisteredEmitter[], thread: EmitThread | undefined, signal: AbortSignal | undefined, log: (line: string) => void, progress: Progress): Promise<OwnedFile[]> {
  const { checksInWorker, runStartCheck } = await import('./emit/server/start-check-thread.js');
  const startCheck = () => progress.during('checking that the server starts', runStartCheck(model, signal));
  if (!checksInWorker(model)) {
    const check = await startCheck();
    if (check.failure !== undefined) throw unstartable(loaded, check.failure);
    log(startedLine(check.where));
    signal?.throwIfAborted();
    return emitLocated(loaded, model, context, emitters, thread, signal, progress);
  }
  const refused = new AbortController();
  const stop = signal === undefined ? refused.signal : AbortSignal.any([signal, refused.signal]);
  const checking = settle(startCheck());
  const emission = settle(emitLocated(loaded, model, context, emitters, thread, stop, progress));
  const check = await checking;
  if (!check.ok || check.value.failure !== undefined) {
    refused.abort();
    await emission;
    if (!check.ok) throw check.error;
    throw unstartable(loaded, check.value.failure!);
  }
  log(startedLine(check.value.where));
  const emitted = await emission;
  if (!emitted.ok) throw emitted.error;
  return emitted.value;
}

function startedLine(where: StartCheck['where']): string {
  const started = 'the generated server starts on it: every route mounts and every schema compiles';
  return where === 'memory' ? `${started} (remembered: an earlier run checked these same routes)` : `${started} (checked on the ${where})`;
}

function unstartable(loaded: LoadedDocument, failure: StartFailure): SpecError {
  const finding = {
    pointer: failure.pointer,
    message: `a server generated from this document would not start: ${failure.reason}`,
    hint: failure.hint ?? 'Fix what the message names here: generate refuses a document the generated server could not start on (decisions/0017).',
  };
  return new SpecError([failure.pointer === '' ? { file: loaded.file, line: 0, column: 0, ...finding } : loaded.place(finding)]);
}

/** emitAndFormat, with an emitter's crash reported at the operation it fails on (generators/failures.ts); an interruption is passed on as it is. */
async function emitLocated(loaded: LoadedDocument, model: ApiModel, context: EmitContext, emitters: readonly RegisteredEmitter[], thread: EmitThread | undefined, stop: AbortSignal | undefined, progress: Progress): Promise<OwnedFile[]> {
  try {
    return await emitAndFormat(model, context, emitters, thread, stop, progress);
  } catch (error) {
    if (error instanceof SpecError || stop?.aborted === true) throw error;
    if (error instanceof EmitterFailure) throw failureProblem(loaded, await failingOperation(error.emitter, model, context.regenerateCommand), error.message);
    throw failureProblem(loaded, '', error instanceof Error ? error.message : String(error));
  }
}

function outputsOf(target: TargetOptions): readonly OutputName[] {
  return target.outputs ?? OUTPUTS;
}

/** The registered emitters any target's outputs need, in registry order. */
function emittersFor(targets: readonly TargetOptions[]): RegisteredEmitter[] {
  const names = new Set(targets.flatMap((target) => outputsOf(target).flatMap((output) => [...OUTPUT_PARTS[output].emitters, ...OUTPUT_PARTS[output].support])));
  return EMITTERS.filter((emitter) => names.has(emitter.name));
}

/** A target's files: its outputs with the support files they import, then the README (or the whole package). */
async function finishTarget(model: ApiModel, context: EmitContext, target: TargetOptions, files: readonly OwnedFile[]): Promise<GeneratedFile[]> {
  const outputs = outputsOf(target);
  const selected = withImportedSupport(files, outputs);
  const kept = selected.files.map(withoutOwner);
  const { pinnedDependencies } = await import('./emit/dependencies.js');
  const dependencies = pinnedDependencies(selected.packages);
  if (target.package !== undefined) return (await import('./emit/package.js')).packageFiles(model, context, kept, target.package, dependencies).map(canonicalFile);
  const { readmeFile } = await import('./emit/readme.js');
  return [...kept, canonicalFile(readmeFile(model, context, outputs, kept, dependencies, [...selected.builtins].sort(compareCodeUnits)))];
}

export interface SelectedFiles {
  readonly files: OwnedFile[];
  /** The npm packages those files import (by package name). */
  readonly packages: ReadonlySet<string>;
  /** Node.js's own modules they import (`node:http`): their types are a package to install too, @types/node. */
  readonly builtins: ReadonlySet<string>;
}

/**
 * The files of the outputs' own emitters, and every support file they import, transitively,
 * with the packages they import (one reading of each file's imports serves both). An import of
 * a file no emitter of the output produced is a generator bug, reported here.
 */
export function withImportedSupport(files: readonly OwnedFile[], outputs: readonly OutputName[]): SelectedFiles {
  const own = new Set(outputs.flatMap((output) => OUTPUT_PARTS[output].emitters));
  const support = new Set(outputs.flatMap((output) => OUTPUT_PARTS[output].support));
  const byPath = new Map(files.filter((file) => own.has(file.emitter) || support.has(file.emitter)).map((file) => [file.path, file]));
  const kept = new Map<string, OwnedFile>();
  const packages = new Set<string>();
  const builtins = new Set<string>();
  const pending = files.filter((file) => own.has(file.emitter));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (kept.has(file.path)) continue;
    kept.set(file.path, file);
    if (!isTypeScript(file.path)) continue;
    for (const specifier of importSpecifiers(file.contents)) {
      const imported = importedPath(file.path, specifier);
      if (imported === undefined) {
        const name = packageOf(specifier);
        if (name !== undefined) packages.add(name);
        else if (specifier.startsWith('node:')) builtins.add(specifier);
        continue;
      }
      const found = byPath.get(imported);
      if (found === undefined) throw new Error(`${file.path} (emitter "${file.emitter}") imports ${specifier}, which no emitter of the outputs ${outputs.join(', ')} produces. This is a generator bug.`);
      pending.push(found);
    }
  }
  return { files: files.filter((file) => kept.has(file.path)), packages, builtins };
}

/**
 * Every emitter starts at once: each runs until it waits (for a module to load, for the
 * formatter thread), so this thread is never idle while one of them has work left. Each
 * emitter's files have their paths checked and go to the formatter as soon as it returns. If
 * anything fails (or `stop` aborts), the others are stopped and waited for, then the first failure in registry order is thrown (leaving out
 * emitters that failed only because they were stopped); paths are checked over all files before
 * any formatting error is reported.
 */
async function emitAndFormat(model: ApiModel, base: EmitContext, emitters: readonly RegisteredEmitter[], thread: EmitThread | undefined, stop: AbortSignal | undefined, progress: Progress): Promise<OwnedFile[]> {
  const controller = new AbortController();
  const onStop = (): void => controller.abort();
  stop?.addEventListener('abort', onStop, { once: true });
  try {
    const context: EmitContext = { ...base, signal: controller.signal };
    const formatting: Promise<Settled<OwnedFile>>[][] = emitters.map(() => []);
    const results: Promise<Settled<OwnedFile[]> & { readonly cause?: boolean }>[] = [];
    for (const index of emitters.keys()) {
      results[index] = settle(
        progress.during(`emitting ${emitters[index]!.name}`, runEmitter(emitters[index]!, model, context, thread)).then((files) => {
          // Paths are checked before any of an emitter's files is formatted.
          assertSafeAndUnique(files);
          formatting[index] = files.map((file) => settle(progress.during(`laying out ${file.path}`, formatOwned(file))));
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
    stop?.throwIfAborted();
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
  } finally {
    stop?.removeEventListener('abort', onStop);
  }
}

/** The emitter's files, from the emitters' thread when it has them (emit/thread.ts), else from this thread. */
async function runEmitter(emitter: RegisteredEmitter, model: ApiModel, context: EmitContext, thread: EmitThread | undefined): Promise<OwnedFile[]> {
  try {
    const fromThread = await thread?.emit(emitter.name, model, context);
    context.signal?.throwIfAborted();
    const files = fromThread ?? (await emitter.emit(model, context));
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

async function formatOwned({ emitter, ...file }: OwnedFile): Promise<OwnedFile> {
  return { ...(await formatFile(file)), emitter };
}

function withoutOwner({ emitter: _emitter, ...file }: OwnedFile): GeneratedFile {
  return file;
}
