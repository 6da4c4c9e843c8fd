/**
 * `npm run test:corpus` (decisions/0028): every real-world document in test/corpus/documents/
 * (credited in test/corpus/README.md) is generated in-process into .tmp/corpus/, and either
 * generates or, when it is listed in expectations.ts, is refused with a located message naming
 * its problem; a document that generates has the warnings listed there for it, and no other of
 * the kinds listed. Then all the generated folders are type-checked together, one program per
 * consumer set-up. A summary (documents, generated, refused, errors per set-up) is printed at the end.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem, SpecError, type SpecProblem } from '../../generators/load/index.js';
import { generate, type OutputName } from '../../generators/pipeline.js';
import { writeOutput } from '../../generators/write/index.js';
import { checkInSetups, CONSUMER_SETUPS, README_EXAMPLE, type SetupResult } from '../support/consumer-setups.js';
import { EXPECTED_REFUSALS, EXPECTED_WARNINGS, LISTED_WARNINGS } from './expectations.js';
import { importSpecifiers } from '../../generators/emit/imports.js';
import { NO_OPERATIONS } from '../../generators/emit/package/usage.js';
import { typeScriptFiles, wholeTextSpecifiers } from '../support/import-scan.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCUMENTS = path.join(ROOT, 'test/corpus/documents');
const OUT = path.join(ROOT, '.tmp/corpus');
/** Every output that is TypeScript; docs/ is HTML and has no consumer set-up to check. */
const OUTPUTS: readonly OutputName[] = ['types', 'client', 'server'];

type Outcome =
  | { readonly kind: 'generated'; readonly dir: string; readonly warnings: readonly SpecProblem[]; readonly ms: number }
  | { readonly kind: 'refused'; readonly problems: readonly SpecProblem[]; readonly ms: number }
  | { readonly kind: 'failed'; readonly error: unknown; readonly ms: number };

const names = readdirSync(DOCUMENTS, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name)
  .sort();
const outcomes = new Map<string, Outcome>();
let setupResults: SetupResult[] = [];
let generateMs = 0;
let checkMs = 0;

/** The version a document declares (`2.0`, `3.0.3`, `3.1.0`), for the summary; read from the text, so a refused document counts too. */
function declaredVersion(name: string): string {
  const text = readFileSync(path.join(DOCUMENTS, name), 'utf8');
  return /^\s*["']?(?:swagger|openapi)["']?\s*:\s*["']?(\d[\d.]*)/m.exec(text)?.[1] ?? '?';
}

function family(version: string): string {
  if (version.startsWith('2')) return '2.0';
  if (version.startsWith('3.0')) return '3.0';
  if (version.startsWith('3.1')) return '3.1';
  return 'other';
}

/**
 * The README's "Calling the API" example as a module of the folder (a file beside client.ts, as
 * the README says), its statements inside an async function: the CommonJS set-ups have no
 * top-level await. Each set-up then type-checks it with the generated files.
 */
function readmeExample(readme: string): string | undefined {
  const section = readme.split('\n## Calling the API\n')[1]?.split('\n## ')[0];
  const snippet = section === undefined ? undefined : /```ts\n([\s\S]*?)\n```/.exec(section)?.[1];
  if (snippet === undefined) return undefined;
  const lines = snippet.split('\n');
  const imports = lines.filter((line) => line.startsWith('import '));
  const body = lines.filter((line) => !line.startsWith('import ')).map((line) => (line === '' ? line : `  ${line}`));
  return `${imports.join('\n')}\n\nexport async function readmeExample(): Promise<void> {\n${body.join('\n')}\n}\n`;
}

async function generateOne(name: string): Promise<Outcome> {
  const started = performance.now();
  const dir = path.join(OUT, name.replace(/\.[^.]+$/, ''));
  try {
    const { files, warnings } = await generate({ specPath: path.join(DOCUMENTS, name), outputs: OUTPUTS, regenerateCommand: 'npm run generate' });
    await writeOutput(dir, files);
    const example = readmeExample(files.find((file) => file.path === 'README.md')?.contents ?? '');
    if (example !== undefined) writeFileSync(path.join(dir, README_EXAMPLE), example);
    return { kind: 'generated', dir, warnings, ms: performance.now() - started };
  } catch (error) {
    if (error instanceof SpecError) return { kind: 'refused', problems: error.problems, ms: performance.now() - started };
    return { kind: 'failed', error, ms: performance.now() - started };
  }
}

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  const started = performance.now();
  for (const name of names) outcomes.set(name, await generateOne(name));
  generateMs = performance.now() - started;
  const generated = [...outcomes].flatMap(([name, outcome]) => (outcome.kind === 'generated' ? [{ name, dir: outcome.dir }] : []));
  const checking = performance.now();
  // The runtime's bodies are consumer-setups.test.ts's to check in each set-up; here the
  // generated code of each document is checked against the runtime's declarations.
  setupResults = checkInSetups(generated, undefined, { runtime: 'declared' });
  checkMs = performance.now() - checking;
});

afterAll(() => {
  const counts = { generated: 0, refused: 0, failed: 0 };
  const byFamily = new Map<string, number>();
  let withWarnings = 0;
  for (const [name, outcome] of outcomes) {
    counts[outcome.kind] += 1;
    if (outcome.kind === 'generated' && outcome.warnings.length > 0) withWarnings += 1;
    const key = family(declaredVersion(name));
    byFamily.set(key, (byFamily.get(key) ?? 0) + 1);
  }
  const versions = [...byFamily].sort().map(([key, count]) => `${key}: ${count}`).join(', ');
  const lines = [
    '',
    'corpus summary',
    `  documents  ${names.length} (${versions})`,
    `  generated  ${counts.generated} (${withWarnings} with warnings)   refused ${counts.refused}   failed ${counts.failed}   (${(generateMs / 1000).toFixed(1)} s)`,
    `  type errors per consumer set-up (${(checkMs / 1000).toFixed(1)} s):`,
    ...setupResults.map((result) => `    ${result.setup.name.padEnd(32)} ${String(result.errors.length).padStart(4)} in ${result.byFolder.size} document(s)   (${(result.milliseconds / 1000).toFixed(1)} s)`),
    '',
  ];
  process.stdout.write(lines.join('\n'));
});

describe.each(names)('%s', (name) => {
  const expected = EXPECTED_REFUSALS[name];
  if (expected === undefined) {
    it('generates', () => {
      const outcome = outcomes.get(name)!;
      if (outcome.kind === 'refused') expect.fail(`refused:\n${outcome.problems.map(formatProblem).join('\n')}`);
      if (outcome.kind === 'failed') throw outcome.error;
      expect(outcome.kind).toBe('generated');
    });
    it('has the listed warnings, and no unlisted one of a listed kind', () => {
      const outcome = outcomes.get(name)!;
      if (outcome.kind !== 'generated') return; // the test above fails
      const listed = EXPECTED_WARNINGS[name] ?? [];
      for (const warning of listed) {
        const found = outcome.warnings.find((problem) => problem.pointer === warning.pointer && warning.message.test(problem.message));
        expect(found, `no warning at ${warning.pointer} matching ${warning.message} (${warning.why}):\n${outcome.warnings.map(formatProblem).join('\n')}`).toBeDefined();
        expect(found!.line).toBeGreaterThan(0);
      }
      const unlisted = outcome.warnings.filter((problem) => LISTED_WARNINGS.test(problem.message) && !listed.some((warning) => warning.pointer === problem.pointer && warning.message.test(problem.message)));
      expect(unlisted.map(formatProblem)).toEqual([]);
    });
  } else {
    it(`is refused: ${expected.why}`, () => {
      const outcome = outcomes.get(name)!;
      if (outcome.kind !== 'refused') expect.fail(`expected a refusal, got: ${outcome.kind}`);
      const named = outcome.problems.find((problem) => expected.message.test(problem.message) && problem.pointer === expected.pointer);
      expect(named, `no problem at ${expected.pointer} matching ${expected.message}:\n${outcome.problems.map(formatProblem).join('\n')}`).toBeDefined();
      expect(named!.line).toBeGreaterThan(0);
    });
  }
});

describe("the client README's example", () => {
  // Each consumer set-up below compiles it with the folder's files (README_EXAMPLE).
  it('is written for every generated document with operations', () => {
    const dirs = [...outcomes.values()].flatMap((outcome) => (outcome.kind === 'generated' ? [outcome.dir] : []));
    const withoutOperations = dirs.filter((dir) => readFileSync(path.join(dir, 'README.md'), 'utf8').includes(NO_OPERATIONS));
    expect(dirs.length - withoutOperations.length).toBeGreaterThan(80);
    // A document without operations says so instead; one with them has no such line.
    for (const dir of withoutOperations) expect(readFileSync(path.join(dir, 'client.ts'), 'utf8'), dir).not.toMatch(/defineOperation</);
    expect(dirs.filter((dir) => !withoutOperations.includes(dir) && !existsSync(path.join(dir, README_EXAMPLE)))).toEqual([]);
  });
});

describe('the import scan of generated files', () => {
  // importSpecifiers reads only the leading declarations (generators/emit/imports.ts).
  it('agrees with the whole text on every TypeScript file of every generated document', () => {
    const dirs = [...outcomes.values()].flatMap((outcome) => (outcome.kind === 'generated' ? [outcome.dir] : []));
    expect(dirs.length).toBeGreaterThan(0);
    for (const file of dirs.flatMap(typeScriptFiles)) {
      const text = readFileSync(file, 'utf8');
      expect(importSpecifiers(text), file).toEqual(wholeTextSpecifiers(text));
    }
  });
});

describe.each(CONSUMER_SETUPS.map((setup) => setup.name))('consumer set-up %s', (setupName) => {
  it('type-checks every generated document', () => {
    const result = setupResults.find((candidate) => candidate.setup.name === setupName)!;
    const report = [...result.byFolder].map(([folder, errors]) => `${folder} (${errors.length}):\n  ${errors.slice(0, 5).join('\n  ')}`).join('\n');
    expect(result.errors.length, report).toBe(0);
  });
});
