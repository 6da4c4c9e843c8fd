/**
 * The suite's type-checks compile a generated folder's runtime copy as the runtime's declarations
 * (test/support/runtime-declarations.ts): only a copy that is the same program as the runtime
 * file, and never in a way that hides an error of the generated code or of a changed copy.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, scratchDir } from '../generators/helpers/scratch.js';
import { runtimeDeclarationsFor } from '../support/runtime-declarations.js';
import { sameSyntax } from '../support/same-syntax.js';
import { sharedCompilerHost } from '../support/typescript-host.js';

const RUNTIME = path.join(REPO_ROOT, 'generators', 'runtime');
const COPY = path.join(REPO_ROOT, 'generated', 'runtime');

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  strict: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
};

/** The runtime files generated/ has a copy of (a server without multipart bodies leaves multipart.ts out). */
function copiedFiles(): string[] {
  return (readdirSync(COPY, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).sort();
}

/** `file:line message` for each error of a program over `roots`. */
function errorsOf(roots: readonly string[], runtime: 'declared' | 'checked', folder: string): string[] {
  const program = ts.createProgram({ rootNames: [...roots], options: OPTIONS, host: sharedCompilerHost(OPTIONS, new Map(), ts, runtime) });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file === undefined ? '' : `${path.relative(folder, diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1} `;
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  });
}

/** A folder holding generated/'s runtime copy, its retry module replaced by `retry`, and `use.ts`. */
function folderWithRetry(name: string, retry: string, use: string): { folder: string; roots: string[] } {
  const folder = scratchDir(name);
  cpSync(COPY, path.join(folder, 'runtime'), { recursive: true });
  writeFileSync(path.join(folder, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(path.join(folder, 'runtime', 'client', 'retry.ts'), retry);
  writeFileSync(path.join(folder, 'use.ts'), use);
  return { folder, roots: [path.join(folder, 'use.ts'), path.join(folder, 'runtime', 'client', 'retry.ts')] };
}

describe('same syntax', () => {
  it('takes every runtime copy generate wrote (a header, then formatted) for the runtime file it copies', () => {
    const files = copiedFiles();
    // The whole runtime: the check is not vacuous.
    expect(files.length).toBeGreaterThan(50);
    const differing = files.filter((file) => !sameSyntax(readFileSync(path.join(RUNTIME, file), 'utf8'), readFileSync(path.join(COPY, file), 'utf8')));
    expect(differing).toEqual([]);
  });

  it('sets aside layout: line breaks, comments, trailing commas, separators, quotes and grouping parentheses', () => {
    expect(sameSyntax('f(a, b);', '// note\nf(\n  a,\n  b,\n);')).toBe(true);
    expect(sameSyntax('type T = { a: string, b: number };', 'type T = {\n  a: string;\n  b: number;\n};')).toBe(true);
    expect(sameSyntax('const x = "a";', "const x = 'a';")).toBe(true);
    expect(sameSyntax('const y = a && b;', 'const y = (a && b);')).toBe(true);
    expect(sameSyntax('const z = (value) => value;', 'const z = (value) =>\n  value;')).toBe(true);
  });

  it('tells apart whatever the compiler sees: operators, grouping, declarations, type-only imports, optional chains, values, types and statements', () => {
    const pairs: [string, string][] = [
      ['a = -x;', 'a = !x;'],
      ['a = (b + c) * d;', 'a = b + c * d;'],
      ['let x = 1;', 'const x = 1;'],
      ["import type { A } from './a.js';", "import { A } from './a.js';"],
      ['(a?.b).c;', 'a?.b.c;'],
      ["const x = 'a';", "const x = 'b';"],
      ['const n = 1;', 'const n = 2;'],
      ['const n: number = 1;', 'const n: string = 1;'],
      ['type K = keyof T;', 'type K = readonly T;'],
      ['class A extends B {}', 'class A implements B {}'],
      ['f();', 'f();\ng();'],
      ['const v = value!;', 'const v = value;'],
      ['export function f(): void {}', 'function f(): void {}'],
    ];
    for (const [one, other] of pairs) expect({ one, other, same: sameSyntax(one, other) }).toEqual({ one, other, same: false });
    // A text with a syntax error is no one's copy, not even its own.
    expect(sameSyntax('f(;', 'f(;')).toBe(false);
    // Nor one with a comment the compiler reads: formatting may move it off the line it governs.
    expect(sameSyntax('// @ts-expect-error\nconst x: number = "a";', '// @ts-expect-error\nconst x: number = "a";')).toBe(false);
    expect(sameSyntax('/// <reference types="node" />\nf();', '/// <reference types="node" />\nf();')).toBe(false);
  });
});

describe('runtime declarations', () => {
  it('stand in for a copy of a runtime file only, and only where it is the same program', () => {
    const source = readFileSync(path.join(RUNTIME, 'client', 'retry.ts'), 'utf8');
    const copy = readFileSync(path.join(COPY, 'client', 'retry.ts'), 'utf8');
    const declarations = runtimeDeclarationsFor(path.join(COPY, 'client', 'retry.ts'), copy);
    expect(declarations).toMatch(/export declare function backoffDelay\(/);
    expect(declarations).not.toContain('Math.min');
    // A changed body, a file the runtime has not, a file outside a runtime/ folder, one under node_modules.
    expect(runtimeDeclarationsFor(path.join(COPY, 'client', 'retry.ts'), copy.replace('Math.min(', 'Math.max('))).toBeUndefined();
    expect(runtimeDeclarationsFor(path.join(COPY, 'client', 'not-a-runtime-file.ts'), source)).toBeUndefined();
    expect(runtimeDeclarationsFor(path.join(REPO_ROOT, 'generated', 'retry.ts'), source)).toBeUndefined();
    expect(runtimeDeclarationsFor(path.join(REPO_ROOT, 'node_modules', 'x', 'runtime', 'client', 'retry.ts'), source)).toBeUndefined();
  });

  it('keep the runtime API: generated code that misuses it is an error against the declarations too', () => {
    const copy = readFileSync(path.join(COPY, 'client', 'retry.ts'), 'utf8');
    const { folder, roots } = folderWithRetry('runtime-declared-api', copy, "import { isIdempotent } from './runtime/client/retry.js';\nexport const answer: string = isIdempotent('GET');\n");
    const declared = errorsOf(roots, 'declared', folder);
    expect(declared).toEqual([expect.stringMatching(/^use\.ts:2 Type 'boolean' is not assignable to type 'string'/)]);
    expect(errorsOf(roots, 'checked', folder)).toEqual(declared);
  });

  it('still need every module the runtime file imports, those its bodies alone use too: a runtime file pruned from the folder is an error', () => {
    const copy = readFileSync(path.join(COPY, 'envelope.ts'), 'utf8');
    // envelope.ts uses quoted-text.ts in its bodies only; its declarations alone would not import it.
    expect(readFileSync(path.join(RUNTIME, 'envelope.ts'), 'utf8')).toContain("from './quoted-text.js'");
    const folder = scratchDir('runtime-declared-pruned');
    cpSync(COPY, path.join(folder, 'runtime'), { recursive: true });
    rmSync(path.join(folder, 'runtime', 'quoted-text.ts'));
    writeFileSync(path.join(folder, 'package.json'), '{ "type": "module" }\n');
    writeFileSync(path.join(folder, 'runtime', 'envelope.ts'), copy);
    const roots = [path.join(folder, 'runtime', 'envelope.ts')];
    expect(errorsOf(roots, 'declared', folder)).toEqual([expect.stringMatching(/^runtime\/envelope\.ts:\d+ Cannot find module '\.\/quoted-text\.js'/)]);
    expect(errorsOf(roots, 'checked', folder)).toEqual([expect.stringMatching(/^runtime\/envelope\.ts:\d+ Cannot find module '\.\/quoted-text\.js'/)]);
  });

  it('leave a copy whose body changed to be checked as written, its error reported', () => {
    const copy = readFileSync(path.join(COPY, 'client', 'retry.ts'), 'utf8');
    const broken = copy.replace('return IDEMPOTENT_METHOD.test(method);', "const wrong: number = 'GET';\n  return IDEMPOTENT_METHOD.test(method) && wrong > 0;");
    expect(broken).not.toBe(copy);
    const { folder, roots } = folderWithRetry('runtime-changed-body', broken, "import { isIdempotent } from './runtime/client/retry.js';\nexport const answer: boolean = isIdempotent('GET');\n");
    expect(errorsOf(roots, 'declared', folder)).toEqual([expect.stringMatching(/^runtime\/client\/retry\.ts:\d+ Type 'string' is not assignable to type 'number'/)]);
  });

  it('are what the compiler reads for an unchanged copy, and the bodies when asked for them', () => {
    const folder = scratchDir('runtime-declared-text');
    cpSync(COPY, path.join(folder, 'runtime'), { recursive: true });
    const file = path.join(folder, 'runtime', 'client', 'retry.ts');
    const read = (runtime: 'declared' | 'checked'): string => ts.createProgram({ rootNames: [file], options: OPTIONS, host: sharedCompilerHost(OPTIONS, new Map(), ts, runtime) }).getSourceFile(file)!.text;
    expect(read('declared')).toBe(runtimeDeclarationsFor(file, readFileSync(file, 'utf8')));
    expect(read('checked')).toBe(readFileSync(file, 'utf8'));
  });
});
