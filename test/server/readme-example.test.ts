/**
 * The output folder README's "Serving" example is what a backend team copies first, like the
 * client's (test/client/readme-example.test.ts): it must compile against the server.ts beside it,
 * with the mounting line the section gives under a server URL's path, for a secured document (ours,
 * generated/) and an open one (no `authenticate`). Nothing checked it (a new-user pass, 2026-11-29).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, scratchDir } from '../generators/helpers/scratch.js';
import { typeCheck } from '../generators/helpers/typecheck.js';

/** The section's ```ts block and its `app.register(handlersPlugin, …)` line, as one module importing `server`. */
function servingExample(readme: string, server: string): string {
  const section = (readme.split('\n## Serving\n')[1] ?? '').split('\n## ')[0] ?? '';
  const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
  expect(block, 'README.md has a ```ts block under "Serving"').toBeDefined();
  expect(block).toContain("from './server.js';");
  const mount = /`(app\.register\(handlersPlugin, [^`]*\))`/.exec(section)?.[1];
  expect(mount, 'the section shows how to mount under a server URL\'s path').toBeDefined();
  return [
    block!.replace("from './server.js';", `from ${JSON.stringify(server)};`),
    `import { handlersPlugin } from ${JSON.stringify(server)};`,
    '// Mounting under a server URL\'s path, as the section says.',
    `await Fastify().register(handlersPlugin, ${mount!.replace(/^app\.register\(handlersPlugin, /, '').replace(/\)$/, '')});`,
    'export {};',
    '',
  ].join('\n');
}

function compile(folder: string, readme: string, server: string): string[] {
  const file = path.join(folder, 'serving-example.ts');
  writeFileSync(file, servingExample(readme, server));
  return typeCheck(folder, [file]);
}

describe('README: Serving', () => {
  it('compiles against generated/server.ts (a secured document: handlers and authenticate)', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'generated', 'README.md'), 'utf8');
    expect(readme).toContain('registerHandlers(app, { handlers, authenticate });');
    const folder = scratchDir('server-readme-example');
    expect(compile(folder, readme, path.relative(folder, path.join(REPO_ROOT, 'generated', 'server.js')).split(path.sep).join('/'))).toEqual([]);
  }, 60_000);

  it('compiles against the server.ts of an open document (handlers alone)', () => {
    const folder = scratchDir('server-readme-open');
    const out = path.join(folder, 'out');
    const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts', 'launch.mjs'), 'generate', '--spec', path.join(REPO_ROOT, 'test/server/fixtures/plain-api.yaml'), '--out', out, '--outputs', 'server'], { cwd: REPO_ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).not.toContain('error');
    expect(run.status).toBe(0);
    const readme = readFileSync(path.join(out, 'README.md'), 'utf8');
    expect(readme).toContain('registerHandlers(app, { handlers });');
    expect(compile(out, readme, './server.js')).toEqual([]);
  }, 120_000);
});
