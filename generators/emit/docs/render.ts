/**
 * Renders a document to one self-contained HTML page with Redocly CLI's `build-docs
 * --inlineBundle` (scripts and styles embedded). The CLI is bundled as one file with no library
 * API for the renderer, so it runs once as a subprocess, in a scratch folder that is removed
 * afterwards, with telemetry and update checks off so it never touches the network.
 *
 * No text from the document reaches the renderer's command line: its arguments are the
 * constant RENDER_ARGUMENTS (the document travels in a file). The page title, which
 * `build-docs` takes only as an option, is set in the rendered page instead. A title passed as
 * `--title VALUE` was parsed as options by the renderer: `--template=/some/file` made it read
 * that file into the page, and `--help` made generate fail.
 *
 * The subprocess never outlives the run (generators/redocly-process.ts): when the signal aborts
 * (another emitter failed, or the command was interrupted) it is stopped and waited for before
 * the scratch folder is removed, and it exits by itself when this process dies.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { htmlText } from '../../print/escape.js';
import { prepareRedocly } from '../../redocly-process.js';
import { ownedScratchName, removeStaleScratch } from '../../scratch.js';

/** Renderer configuration: telemetry off. (Redoc sanitises HTML in descriptions by itself; docs/neutralize.ts removes images and embeds first.) */
const RENDER_CONFIG = ['telemetry: off', ''].join('\n');

/** The document as the renderer reads it: written with JSON.stringify, so it is read with JSON.parse (redocly-child.mjs). */
const DOCUMENT_FILE = 'openapi.json';
/** Everything after the CLI's path: constant, so nothing a document says can become an option. */
export const RENDER_ARGUMENTS: readonly string[] = ['build-docs', DOCUMENT_FILE, '--inlineBundle', '--output', 'index.html', '--config', 'redocly.yaml'];

/** Scratch folders in the system temporary folder: `mtc-docs-<host>-<pid>-<random>` (generators/scratch.ts). */
const SCRATCH_PREFIX = 'mtc-docs';
const TIMEOUT_MS = 300_000;
/** The CLI command handler whose modules the renderer loads before its document is written (redocly-child.mjs). */
const PRELOADED_HANDLER = 'handlerBuildCommand';

/** A renderer started ahead of its document (prepareRenderer); used once, or disposed. */
export interface PreparedRenderer {
  /** Its scratch folder (the document, the config, the page), removed when it is done. */
  readonly folder: string;
  /** Renders `document` (at most once) and returns the page with `title`. */
  render(document: unknown, title: string, signal?: AbortSignal): Promise<string>;
  /** Stops the renderer unless render() claimed it, and waits until it and its folder are gone. */
  dispose(): Promise<void>;
}

/**
 * Starts the renderer now, before the document is loaded: the CLI's start-up (about 0.7 s of a
 * 1.3 s render of our spec: compiling its modules, Node 20 keeps no code cache for them) then
 * runs on the other core while this process loads the document, and render() only renders.
 * `signal` (the run's) stops it at any point; so does dispose() before render().
 */
export function prepareRenderer(signal?: AbortSignal): PreparedRenderer {
  const stopper = new AbortController();
  const stop = signal === undefined ? stopper.signal : AbortSignal.any([signal, stopper.signal]);
  // Synchronous up to the spawn: the renderer starts within the caller's call, before this
  // thread turns to loading the document and the emitters' modules.
  const dir = makeScratch();
  let prepared;
  try {
    writeFileSync(path.join(dir, 'redocly.yaml'), RENDER_CONFIG);
    prepared = prepareRedocly(RENDER_ARGUMENTS, { cwd: dir, signal: stop, output: 'capture', timeoutMs: TIMEOUT_MS, env: { NODE_ENV: 'production' }, ownJsonFile: path.join(dir, DOCUMENT_FILE) }, PRELOADED_HANDLER);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const child = prepared;
  // After the spawn, while the renderer starts: the folders of runs that were killed.
  removeStaleScratch(os.tmpdir(), SCRATCH_PREFIX);
  const finished = child.result.then(
    (result) => result,
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  let claimed = false;
  let removed: Promise<void> | undefined;
  const remove = (): Promise<void> => (removed ??= finished.then(() => rm(dir, { recursive: true, force: true })));
  return {
    folder: dir,
    async render(document, title, renderSignal) {
      if (claimed) throw new Error('a prepared docs renderer renders one document');
      claimed = true;
      // The emitter's own signal (e.g. the start check refused the document) stops it too.
      const onAbort = (): void => stopper.abort();
      if (renderSignal?.aborted === true) stopper.abort();
      else renderSignal?.addEventListener('abort', onAbort, { once: true });
      try {
        writeFileSync(path.join(dir, DOCUMENT_FILE), JSON.stringify(document));
        child.go();
        const outcome = await finished;
        if (outcome instanceof Error) throw outcome;
        if (outcome.code !== 0) throw new Error(`redocly build-docs failed while rendering the docs page:\n${outcome.stderr}\nRun \`npx redocly lint\` on the spec to find the problem.`);
        // Bytes, then one decoding: readFile(…, 'utf8') decodes chunk by chunk into a string of
        // pieces that every later search of the 2.6 MB page has to join first.
        return withTitle((await readFile(path.join(dir, 'index.html'))).toString('utf8'), title);
      } finally {
        renderSignal?.removeEventListener('abort', onAbort);
        await remove();
      }
    },
    async dispose() {
      if (!claimed) {
        claimed = true;
        stopper.abort();
      }
      await remove();
    },
  };
}

/** Renders with a renderer started now (prepareRenderer, when nothing started one earlier). */
export async function renderWithRedocly(document: unknown, title: string, signal?: AbortSignal): Promise<string> {
  const renderer = prepareRenderer(signal);
  try {
    return await renderer.render(document, title, signal);
  } finally {
    await renderer.dispose();
  }
}

/** A fresh scratch folder named after this process, so a later run can tell when it was abandoned. */
function makeScratch(): string {
  const dir = path.join(os.tmpdir(), ownedScratchName(SCRATCH_PREFIX));
  mkdirSync(dir, { mode: 0o700 });
  return dir;
}

/**
 * The page's `<title>`: the renderer wrote the document's own title there, escaped (so the
 * first `</title>` is its end); it becomes `title`, escaped here.
 */
export function withTitle(page: string, title: string): string {
  const start = page.indexOf('<title>');
  const end = start === -1 ? -1 : page.indexOf('</title>', start);
  // The element holds text only: a `<` inside it would mean it is not the renderer's title.
  if (end === -1 || page.slice(start + '<title>'.length, end).includes('<')) throw new Error('the rendered docs page has no <title>; cannot set the page title');
  return page.slice(0, start) + `<title>${htmlText(title)}</title>` + page.slice(end + '</title>'.length);
}

