/**
 * The README's client example is what app teams copy first: it must compile against the
 * committed generated/client.ts under an app team's strict settings, or the README is lying.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT as repoRoot } from '../support/run-node.js';
import { tsc } from './helpers/tsc.js';

const scratch = path.join(repoRoot, '.tmp', `readme-example-${process.pid}`);

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('README: Using the generated client', () => {
  it('compiles under strict settings against generated/client.ts (every example of the section, and the output folder README\'s)', async () => {
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const section = (readme.split('## Using the generated client')[1] ?? '').split('\n## ')[0] ?? '';
    const snippets = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    // The methods' example, and the standalone operation functions' (decision 0031).
    expect(snippets.length, 'README has ```ts blocks under "Using the generated client"').toBeGreaterThanOrEqual(2);
    await mkdir(scratch, { recursive: true });
    const files: string[] = [];
    for (const [index, snippet] of snippets.entries()) {
      // The snippet imports from ./generated as a file at the repository root would; ours is two folders down.
      const source = `${snippet.replaceAll("'./generated/", "'../../generated/")}\nexport {};\n`;
      expect(source).toContain("'../../generated/client.js'");
      files.push(`example-${index}.ts`);
      await writeFile(path.join(scratch, `example-${index}.ts`), source);
    }
    // The output folder's README shows the same call from a file beside client.ts.
    const folderReadme = await readFile(path.join(repoRoot, 'generated', 'README.md'), 'utf8');
    const folderSnippet = /```ts\n([\s\S]*?)```/.exec((folderReadme.split('\n## Calling the API\n')[1] ?? '').split('\n## ')[0] ?? '')?.[1];
    expect(folderSnippet, 'generated/README.md has a ```ts block under "Calling the API"').toBeDefined();
    expect(folderSnippet).toContain('from "./client.js";');
    files.push('folder-example.ts');
    await writeFile(path.join(scratch, 'folder-example.ts'), `${folderSnippet!.replaceAll('"./client.js"', "'../../generated/client.js'")}\nexport {};\n`);
    await writeFile(
      path.join(scratch, 'tsconfig.json'),
      JSON.stringify({ extends: '../../test/client/consumer/tsconfig.json', compilerOptions: { noUnusedLocals: false }, files }),
    );
    // `tsc -p` in this process (test/client/helpers/tsc.ts): the worker has parsed the DOM and
    // the packages' declarations already, where a tsc process parsed them again (about 3 s).
    const result = await tsc(path.join(scratch, 'tsconfig.json'));
    expect(result.output.trim()).toBe('');
    expect(result.exitCode).toBe(0);
  }, 60_000);

  it('gives client headers the contract accepts, so the examples also run against the service', async () => {
    // The second example's deviceId 'd-1' compiled, but every call with it answered 400: the
    // contract's X-Device-Id is a version 4 UUID (a new-user pass, 2026-11-27).
    const readme = await readFile(path.join(repoRoot, 'README.md'), 'utf8');
    const section = (readme.split('## Using the generated client')[1] ?? '').split('\n## ')[0] ?? '';
    const patterns = new Map<string, RegExp>();
    const folder = path.join(repoRoot, 'spec/components/parameters');
    for (const file of await readdir(folder)) {
      const parameter = parse(await readFile(path.join(folder, file), 'utf8')) as { 'x-client-header'?: string; schema?: { pattern?: string; minLength?: number } };
      const option = parameter['x-client-header'];
      if (option !== undefined) patterns.set(option, new RegExp(parameter.schema?.pattern ?? `^[^]{${parameter.schema?.minLength ?? 0},}$`));
    }
    expect([...patterns.keys()].sort()).toEqual(['clientId', 'deviceId', 'platform']);
    const given = [...section.matchAll(/clientHeaders: \{([^}]*)\}/g)].flatMap((match) => [...(match[1] ?? '').matchAll(/(\w+): '([^']*)'/g)]);
    expect(given.length).toBeGreaterThanOrEqual(6);
    const refused = given.filter(([, option, value]) => !(patterns.get(option!)?.test(value!) ?? false)).map(([text]) => text);
    expect(refused, 'client header values the contract refuses (or options it does not declare)').toEqual([]);
  });
});
