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
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { htmlText } from '../../print/escape.js';
import { runRedocly } from '../../redocly-process.js';
import { ownedScratchName, removeStaleScratch } from '../../scratch.js';

/** Renderer configuration: telemetry off. (Redoc sanitises HTML in descriptions by itself; docs/neutralize.ts removes images and embeds first.) */
const RENDER_CONFIG = ['telemetry: off', ''].join('\n');

/** Everything after the CLI's path: constant, so nothing a document says can become an option. */
export const RENDER_ARGUMENTS: readonly string[] = ['build-docs', 'openapi.json', '--inlineBundle', '--output', 'index.html', '--config', 'redocly.yaml'];

/** Scratch folders in the system temporary folder: `mtc-docs-<host>-<pid>-<random>` (generators/scratch.ts). */
const SCRATCH_PREFIX = 'mtc-docs';
const TIMEOUT_MS = 300_000;

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

async function runRenderer(dir: string, signal: AbortSignal | undefined): Promise<void> {
  // NODE_ENV=production: the bundled React and styled-components skip their development
  // checks (Stripe: 3.3 s -> 2.5 s); the page is byte-identical either way.
  const { code, stderr } = await runRedocly(RENDER_ARGUMENTS, { cwd: dir, ...(signal === undefined ? {} : { signal }), output: 'capture', timeoutMs: TIMEOUT_MS, env: { NODE_ENV: 'production' } });
  if (code !== 0) throw new Error(`redocly build-docs failed while rendering the docs page:\n${stderr}\nRun \`npx redocly lint\` on the spec to find the problem.`);
}
