/**
 * Chosen outputs (issue 13): generate writes exactly the files of the outputs asked for, with the
 * support files they import and nothing else; check compares exactly those; the README says
 * what the folder holds and which packages to install. Also the README's escaping (issue 11,
 * finding 6): a command with `--` must read as typed, not as `- - - -spec`, in the text and in
 * the header comment alike.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, generateTargets, withImportedSupport } from '../../generators/pipeline.js';
import { checkOutput, MANIFEST_PATH, writeOutput } from '../../generators/write/index.js';
import type { OwnedFile } from '../../generators/write/paths.js';
import { REPO_ROOT, scratchDir } from './helpers/scratch.js';

const PLAIN = path.join(REPO_ROOT, 'test/client/fixtures/plain-api.yaml');

const paths = (files: readonly { path: string }[]) => files.map((file) => file.path);

describe('generate with chosen outputs', () => {
  it('writes each output with exactly the support files it imports', async () => {
    const [all, types, client, server] = await generateTargets({ specPath: PLAIN }, [{}, { outputs: ['types'] }, { outputs: ['client'] }, { outputs: ['server'] }]);
    expect(paths(types!.files)).toEqual(['README.md', 'types.ts']);
    // runtime/media-type.ts is the one rule of which media types are JSON, imported by both runtimes;
    // runtime/quoted-text.ts the one rule for quoting the other side's text in a message, imported
    // by the client's errors, the envelope and the server's own error messages; runtime/own-property.ts
    // Object.hasOwn for projects whose lib predates ES2022, imported by the client, the envelope and
    // (since NestJS 10's ES2021 services failed on it) the server.
    expect(paths(client!.files)).toEqual(
      paths(all!.files).filter(
        (file) => ['README.md', 'client.ts', 'envelope.ts', 'types.ts', 'runtime/envelope.ts', 'runtime/media-type.ts', 'runtime/own-property.ts', 'runtime/quoted-text.ts'].includes(file) || file.startsWith('runtime/client'),
      ),
    );
    expect(paths(server!.files)).toEqual(
      paths(all!.files).filter((file) => ['README.md', 'server.ts', 'server-schemas.ts', 'types.ts', 'runtime/media-type.ts', 'runtime/own-property.ts', 'runtime/quoted-text.ts'].includes(file) || file.startsWith('runtime/server')),
    );
    expect(paths(all!.files)).toEqual(expect.arrayContaining(['docs/index.html', 'openapi.json', 'client.ts', 'server.ts']));
    // The same files, byte for byte, whichever target they were generated for.
    const byPath = new Map(all!.files.map((file) => [file.path, file.contents]));
    for (const file of [...client!.files, ...server!.files]) if (file.path !== 'README.md') expect(file.contents).toBe(byPath.get(file.path));
  }, 300_000);

  it('check compares exactly the chosen outputs: a file of another output is extra', async () => {
    const { files } = await generate({ specPath: PLAIN, outputs: ['types'] });
    const out = path.join(scratchDir('outputs-check'), 'api');
    await writeOutput(out, files);
    expect((await checkOutput(out, files)).clean).toBe(true);
    const { files: withClient } = await generate({ specPath: PLAIN, outputs: ['types', 'client'] });
    const drifts = (await checkOutput(out, withClient)).drifts;
    expect(drifts.filter((drift) => drift.kind === 'missing').map((drift) => drift.path)).toContain('client.ts');
    await writeOutput(out, withClient);
    const extra = (await checkOutput(out, files)).drifts.filter((drift) => drift.kind === 'extra').map((drift) => drift.path);
    expect(extra).toEqual(expect.arrayContaining(['client.ts', 'envelope.ts', 'runtime/client-runtime.ts']));
    expect(extra).not.toContain(MANIFEST_PATH);
  }, 300_000);

  it('refuses an output whose file imports something no emitter of the output produced', () => {
    const files: OwnedFile[] = [{ path: 'client.ts', contents: "import { x } from './missing.js';\n", emitter: 'client' }];
    expect(() => withImportedSupport(files, ['client'])).toThrow(/client\.ts \(emitter "client"\) imports \.\/missing\.js, which no emitter of the outputs client produces/);
  });
});

describe('the README of an output folder', () => {
  it('names the packages the code imports, with the command that installs them, and only the files present', async () => {
    const { files } = await generate({ specPath: PLAIN, outputs: ['client'] });
    const readme = files.find((file) => file.path === 'README.md')!.contents;
    expect(readme).toContain('```sh\nnpm install openapi-fetch@0.17.0\n```');
    expect(readme).toContain('| `client.ts` |');
    expect(readme).not.toContain('`server.ts`');
    expect(readme).not.toContain('docs/index.html');
    const { files: server } = await generate({ specPath: PLAIN, outputs: ['server'] });
    const serverReadme = server.find((file) => file.path === 'README.md')!.contents;
    expect(serverReadme).toMatch(/npm install ajv@\S+ ajv-formats@\S+ fastify@\S+\n/);
    // Its runtime imports node:http and uses Buffer: without Node's types it does not compile.
    expect(serverReadme).toMatch(/imports Node\.js's own modules \(`node:[a-z]+`(, `node:[a-z]+`)*\)/);
    const pinned = (JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['@types/node'];
    expect(serverReadme).toContain(`\`\`\`sh\nnpm install --save-dev @types/node@${pinned}\n\`\`\``);
    expect(serverReadme).toMatch(/```\n\nWhere the tsconfig lists `types` .*, also add `"node"` to that list\./);
    expect(readme).not.toContain('@types/node');
    const { files: types } = await generate({ specPath: PLAIN, outputs: ['types'] });
    expect(types.find((file) => file.path === 'README.md')!.contents).toContain('The generated code imports no packages.');
  }, 300_000);

  it('shows the regenerate command as typed, -- and all (finding 6)', async () => {
    const command = 'npm run generate -- --spec api/x--y.yaml --out out';
    const { files } = await generate({ specPath: PLAIN, outputs: ['types'], regenerateCommand: command });
    const readme = files.find((file) => file.path === 'README.md')!.contents;
    expect(readme).toContain(`run \`${command}\`.`);
    expect(readme).toContain('`npm run check -- --spec api/x--y.yaml --out out` fails');
    // The header comment too: HTML allows `--` in a comment, so the raw file reads as typed.
    expect(readme.split('\n')[0]).toBe(`<!-- Generated from ${PLAIN} by ${command}. Do not edit. -->`);
    // What the old escaping printed: `- - - -spec`, `- -out`, `x- -y`.
    expect(readme).not.toMatch(/(^|[^-])- -[a-z]/m);
  }, 300_000);
});
