/**
 * Renders a document to one self-contained HTML page with Redocly CLI's `build-docs
 * --inlineBundle` (scripts and styles embedded). The CLI is bundled as one file with no library
 * API for the renderer, so it runs once as a subprocess, in a temporary folder that is removed
 * afterwards, with telemetry and update checks off so it never touches the network.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Renderer configuration: telemetry off. (Redoc sanitises HTML in descriptions by itself; docs/neutralize.ts removes images and embeds first.) */
const RENDER_CONFIG = ['telemetry: off', ''].join('\n');

function redoclyCli(): string {
  const packageJson = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
  return path.join(path.dirname(packageJson), 'bin', 'cli.js');
}

export async function renderWithRedocly(document: unknown, title: string, signal?: AbortSignal): Promise<string> {
  // Synchronous up to the spawn: the renderer starts within the pipeline's call, before this
  // thread turns to loading the other emitters' modules (which blocks it for most of a second).
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docs-render-'));
  try {
    writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
    writeFileSync(path.join(dir, 'redocly.yaml'), RENDER_CONFIG);
    const args = [redoclyCli(), 'build-docs', 'openapi.json', '--inlineBundle', '--output', 'index.html', '--config', 'redocly.yaml', '--title', title];
    try {
      await run(process.execPath, args, {
        cwd: dir,
        timeout: 300_000,
        maxBuffer: 64 * 1024 * 1024,
        ...(signal === undefined ? {} : { signal }),
        // NODE_ENV=production: the bundled React and styled-components skip their development
        // checks (Stripe: 3.3 s -> 2.5 s); the page is byte-identical either way.
        env: { ...process.env, NODE_ENV: 'production', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      });
    } catch (error) {
      const detail = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : String(error);
      throw new Error(`redocly build-docs failed while rendering the docs page:\n${detail}\nRun \`npx redocly lint\` on the spec to find the problem.`);
    }
    return await readFile(path.join(dir, 'index.html'), 'utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
