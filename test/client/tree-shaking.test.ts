/**
 * An app that calls one operation bundles that operation only (decision 0031): esbuild, as the
 * bench uses it, on the committed generated/client.ts and on the client package. Fails when an
 * export stops being droppable (a table of every operation reached from the core, a descriptor
 * built with a side effect, a lost `@__PURE__`), or when a runtime function one operation needs
 * is shipped to apps that call only others.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appBundle, operationNamesIn } from '../../scripts/bench/client-size.js';
import { REPO_ROOT } from '../../scripts/bench/paths.js';

const GENERATED = path.join(REPO_ROOT, 'generated');
const PACKAGE = path.join(REPO_ROOT, 'packages/client');
const NAMES = operationNamesIn(readFileSync(path.join(GENERATED, 'client.ts'), 'utf8'));
/** Each operation's path as its descriptor writes it, by method name. */
const PATHS = new Map(
  [...readFileSync(path.join(GENERATED, 'client.ts'), 'utf8').matchAll(/\bname: '(\w+)',\s+operationId: '[^']*',\s+method: '\w+',\s+path: '([^']+)'/g)].map((match) => [match[1]!, match[2]!]),
);

function keptNames(text: string): string[] {
  return NAMES.filter((name) => text.includes(`name:${JSON.stringify(name)}`));
}

/** The check of a login's token (runtime/client/session.ts), which only an app calling the login needs. */
const LOGIN_TOKEN_PATTERN = '/^[!-~]+$/';

const CALL_PLAYBACK = "console.log(await getPlaybackProgress(core, { params: { path: { id: 1 } } }));";

describe('tree shaking of the generated client', () => {
  it('finds every operation of the committed client (so the checks below see them all)', () => {
    expect(NAMES.length).toBeGreaterThan(10);
    expect(PATHS.size).toBe(NAMES.length);
  });

  it('keeps only the one operation an app calls, and no other operation path', async () => {
    const app = `import { createClientCore, getPlaybackProgress } from './client.ts';\nconst core = createClientCore({ baseUrl: 'https://api.example' });\n${CALL_PLAYBACK}`;
    const bundle = await appBundle(GENERATED, app);
    expect(keptNames(bundle.text)).toEqual(['getPlaybackProgress']);
    const playbackPath = PATHS.get('getPlaybackProgress')!;
    const others = [...PATHS].filter(([name, operationPath]) => name !== 'getPlaybackProgress' && operationPath !== playbackPath);
    expect(others.filter(([, operationPath]) => bundle.text.includes(JSON.stringify(operationPath)))).toEqual([]);
    // login's x-client-header filler belongs to an operation this app does not call.
    expect(bundle.text).not.toContain('missing: set clientHeaders');
    // Nor does it call an x-session operation: the session rule is the login's and the logout's.
    expect(bundle.text).not.toContain(LOGIN_TOKEN_PATTERN);
  }, 60_000);

  it('adds a second operation and nothing of the others', async () => {
    const app = [
      "import { createClientCore, getPlaybackProgress, login } from './client.ts';",
      "const core = createClientCore({ baseUrl: 'https://api.example' });",
      CALL_PLAYBACK,
      "console.log(await login(core, { body: { username: 'a', password: 'b' } }));",
    ].join('\n');
    const bundle = await appBundle(GENERATED, app);
    expect(keptNames(bundle.text).sort()).toEqual(['getPlaybackProgress', 'login']);
    expect(bundle.text).toContain('missing: set clientHeaders');
    expect(bundle.text).toContain(LOGIN_TOKEN_PATTERN);
  }, 60_000);

  it('keeps every operation for an app that uses createApiClient (its methods are all reachable)', async () => {
    const app = "import { createApiClient } from './client.ts';\nconsole.log(createApiClient({ baseUrl: 'https://api.example' }));";
    expect(keptNames((await appBundle(GENERATED, app)).text).sort()).toEqual([...NAMES].sort());
  }, 60_000);

  it('keeps one operation when the app imports the client package (compiled JavaScript, "sideEffects": false)', async () => {
    const pkg = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8')) as { sideEffects?: unknown };
    expect(pkg.sideEffects).toBe(false);
    const app = `import { createClientCore, getPlaybackProgress } from './dist/client.js';\nconst core = createClientCore({ baseUrl: 'https://api.example' });\n${CALL_PLAYBACK}`;
    expect(keptNames((await appBundle(PACKAGE, app)).text)).toEqual(['getPlaybackProgress']);
  }, 60_000);
});
