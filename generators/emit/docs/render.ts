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
 * The subprocess never outlives the run: when the signal aborts (another emitter failed, or
 * the command was interrupted) it is stopped, escalating to SIGKILL, and waited for before the
 * scratch folder is removed; it also exits by itself when this process dies (render-child.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { htmlText } from '../../print/escape.js';
import { toolkitPath } from '../../toolkit-root.js';
import { ownedScratchName, removeStaleScratch } from '../../scratch.js';

/** Renderer configuration: telemetry off. (Redoc sanitises HTML in descriptions by itself; docs/neutralize.ts removes images and embeds first.) */
const RENDER_CONFIG = ['telemetry: off', ''].join('\n');

/** Everything after the CLI's path: constant, so nothing a document says can become an option. */
export const RENDER_ARGUMENTS: readonly string[] = ['build-docs', 'openapi.json', '--inlineBundle', '--output', 'index.html', '--config', 'redocly.yaml'];

/** Scratch folders in the system's temporary folder: `mtc-docs-<pid>-<random>`. */
const SCRATCH_PREFIX = 'mtc-docs';
const TIMEOUT_MS = 300_000;
/** How long a stopped renderer gets to exit on SIGTERM before it is killed. */
const KILL_GRACE_MS = 2_000;
const MAX_STDERR_BYTES = 64 * 1024;

function redoclyCli(): string {
  const packageJson = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  return path.join(path.dirname(packageJson), 'bin', 'cli.js');
}

export async function renderWithRedocly(document: unknown, title: string, signal?: AbortSignal): Promise<string> {
  // Synchronous up to the spawn: the renderer starts within the pipeline's call, before this
  // thread turns to loading the other emitters' modules (which blocks it for most of a second).
  const dir = makeScratch();
  try {
    writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    writeFileSync(path.join(dir, 'redocly.yaml'), RENDER_CONFIG);
    const rendering = runRenderer(dir, signal);
    // After the spawn, while the renderer starts: the folders of runs that were killed.
    removeStaleScratch(os.tmpdir(), SCRATCH_PREFIX);
    await rendering;
    return withTitle(await readFile(path.join(dir, 'index.html'), 'utf8'), title);
  } finally {
    await rm(dir, { recursive: true, force: true });
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
  const element = /<title>[^<]*<\/title>/.exec(page);
  if (element === null) throw new Error('the rendered docs page has no <title>; cannot set the page title');
  return page.slice(0, element.index) + `<title>${htmlText(title)}</title>` + page.slice(element.index + element[0].length);
}

function runRenderer(dir: string, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('docs rendering was stopped before it started'));
      return;
    }
    const child = spawn(process.execPath, [toolkitPath('generators', 'emit', 'docs', 'render-child.mjs'), redoclyCli(), ...RENDER_ARGUMENTS], {
      cwd: dir,
      // stdin stays open as a pipe: the child exits when it closes (this process died).
      stdio: ['pipe', 'ignore', 'pipe'],
      // NODE_ENV=production: the bundled React and styled-components skip their development
      // checks (Stripe: 3.3 s -> 2.5 s); the page is byte-identical either way.
      env: { ...process.env, NODE_ENV: 'production', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < MAX_STDERR_BYTES) stderr += chunk;
    });
    let stopped: string | undefined;
    const stop = (why: string): void => {
      if (stopped !== undefined) return;
      stopped = why;
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS).unref();
    };
    const onAbort = (): void => stop('docs rendering was stopped');
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(() => stop(`docs rendering took longer than ${TIMEOUT_MS / 1000} s`), TIMEOUT_MS);
    const finish = (error?: Error): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (error === undefined) resolve();
      else reject(error);
    };
    child.on('error', (error) => {
      // Never started: there will be no 'close'. Otherwise 'close' follows and reports.
      if (child.pid === undefined) finish(new Error(`could not start the docs renderer: ${error.message}`));
      else stop(`the docs renderer failed: ${error.message}`);
    });
    // 'close': the process has exited and its pipes are drained; only then is the folder removed.
    child.on('close', (code) => {
      if (stopped !== undefined) finish(new Error(stopped));
      else if (code === 0) finish();
      else finish(new Error(`redocly build-docs failed while rendering the docs page:\n${stderr.trim()}\nRun \`npx redocly lint\` on the spec to find the problem.`));
    });
  });
}
