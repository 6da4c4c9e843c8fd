/**
 * The types of content the client reads and sends by media type (fixtures/content-api.yaml),
 * checked with the real compiler: bytes are Blobs (File is one) in requests and answers, text is
 * a string, an event stream is an async iterable of events, cookie parameters are typed, readOnly
 * members are neither required nor accepted in a request and writeOnly ones are not in answers.
 * The consumer (content/consumer.ts) compiles strictly in a browser app without DOM.Iterable
 * (bundler resolution), a Node service without DOM (@types/node) and the NodeNext browser set-up
 * the other client tests use; every `@ts-expect-error` in it is exactly the error it names.
 */
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateClient, removeScratchDirs, scratchDir } from './helpers/generate.js';
import { tsc } from './helpers/tsc.js';

const SPEC = fileURLToPath(new URL('./fixtures/content-api.yaml', import.meta.url));
const CONSUMER = fileURLToPath(new URL('./content/consumer.ts', import.meta.url));
const DIRECTIVE = /\/\/ @ts-expect-error (TS\d+)\b/;

const STRICT = {
  target: 'ES2022',
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noImplicitReturns: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
};

const SETUPS = {
  'a bundler app (DOM without DOM.Iterable)': { ...STRICT, module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2022', 'DOM'], types: [] },
  'a Node service (no DOM, @types/node)': { ...STRICT, module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022'], types: ['node'] },
  'a NodeNext browser app (DOM, DOM.Iterable)': { ...STRICT, module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM', 'DOM.Iterable'], types: [] },
};

let outDir: string;

beforeAll(async () => {
  outDir = scratchDir('content-types');
  await generateClient(SPEC, outDir);
  copyFileSync(CONSUMER, path.join(outDir, 'consumer.ts'));
}, 120_000);

afterAll(removeScratchDirs);

function configure(name: string, compilerOptions: object, files: readonly string[] = ['consumer.ts']): string {
  const file = path.join(outDir, `tsconfig.${name}.json`);
  writeFileSync(file, JSON.stringify({ compilerOptions, files }));
  return file;
}

const BUNDLER_APP = 'a bundler app (DOM without DOM.Iterable)';
const UNMARKED = 'consumer-unmarked.ts';

/**
 * The bundler app's run covers the consumer as written and the same consumer without the
 * directives, each a module of its own, in one program (a second program would check the
 * generated client again): both tests below read it.
 */
let bundlerRun: ReturnType<typeof tsc> | undefined;
function bundlerApp(): ReturnType<typeof tsc> {
  if (bundlerRun === undefined) {
    writeFileSync(path.join(outDir, UNMARKED), readFileSync(CONSUMER, 'utf8').replace(/\/\/ @ts-expect-error /g, '// (expected error) '));
    bundlerRun = tsc(configure('0', SETUPS[BUNDLER_APP], ['consumer.ts', UNMARKED]));
  }
  return bundlerRun;
}

describe('content types in consumer set-ups (strict tsc)', () => {
  it.each(Object.entries(SETUPS))('compile in %s, every expected error where it is marked', async (name, options) => {
    if (name === BUNDLER_APP) {
      // Continuation lines of a message are indented; every other line is about the unmarked copy.
      const lines = (await bundlerApp()).output.split('\n');
      expect(lines.filter((line) => line !== '' && !line.startsWith(' ') && !/(^|\/)consumer-unmarked\.ts\(/.test(line))).toEqual([]);
      return;
    }
    const result = await tsc(configure(Object.keys(SETUPS).indexOf(name).toString(), options));
    expect(result.output).toBe('');
  }, 120_000);

  it('fail exactly at the marked lines with the named codes once the directives are removed', async () => {
    const source = readFileSync(CONSUMER, 'utf8');
    const expected = new Map<number, string>();
    source.split('\n').forEach((line, index) => {
      const code = DIRECTIVE.exec(line)?.[1];
      if (code !== undefined) expected.set(index + 2, code);
    });
    expect(expected.size).toBeGreaterThanOrEqual(11);
    const result = await bundlerApp();
    const actual = new Map(result.diagnostics.filter((d) => d.file.endsWith(UNMARKED)).map((d) => [d.line, d.code]));
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
    expect(result.diagnostics.filter((d) => !d.file.endsWith(UNMARKED))).toEqual([]);
  }, 120_000);
});
