/**
 * Strict type-checking of a generated folder with the TypeScript compiler API (no child
 * process): the same strictness consumers use (strict, noUncheckedIndexedAccess, NodeNext).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { scratchDir } from './scratch.js';
import { checkInSetups, typeScriptFiles, type OutputFolder } from '../../support/consumer-setups.js';
import { sharedCompilerHost } from '../../support/typescript-host.js';

export { typeScriptFiles };

const STRICT_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noUncheckedIndexedAccess: true,
  noImplicitOverride: true,
  noFallthroughCasesInSwitch: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmit: true,
  types: ['node'],
};

/** Diagnostics as `file:line:col message` lines; empty when the folder type-checks. */
export function typeCheck(folder: string, files: readonly string[] = typeScriptFiles(folder)): string[] {
  // A package.json with type: module makes NodeNext treat the files as ESM, as consumers do.
  const host = sharedCompilerHost(STRICT_OPTIONS);
  const program = ts.createProgram({ rootNames: [...files], options: STRICT_OPTIONS, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return message;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${path.relative(folder, diagnostic.file.fileName)}:${line + 1}:${character + 1} ${message}`;
  });
}

/**
 * Several generated folders with the same options, in one program: each is its own set of ES
 * modules, so each reports exactly the errors it has alone (as `name: file:line:col message`),
 * and the runtime copy every folder carries is checked once wherever the copies are identical
 * (test/support/consumer-setups.ts), instead of once per folder.
 */
export function typeCheckFolders(folders: readonly OutputFolder[]): string[] {
  const [result] = checkInSetups(folders, [{ name: 'strict', scope: 'all', options: STRICT_OPTIONS }], { runtime: 'declared' });
  return [...result!.errors];
}

/**
 * Type-checks `types` (a generated types.ts) with `use.ts`, whose lines import from it as a
 * consumer would (`// @ts-expect-error` lines prove what must not compile): the diagnostics, empty
 * when both compile.
 */
export function typeCheckTypesWith(name: string, types: string, useLines: readonly string[]): string[] {
  const dir = scratchDir(name);
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(path.join(dir, 'types.ts'), types);
  writeFileSync(path.join(dir, 'use.ts'), [...useLines, ''].join('\n'));
  return typeCheck(dir);
}
