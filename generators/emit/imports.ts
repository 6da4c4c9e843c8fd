/**
 * What generated TypeScript imports, read with TypeScript's own pre-processor (the scanner the
 * compiler uses to find imports, without a full parse): the pipeline keeps the support files
 * an output imports (generators/pipeline.ts), and the README and the client package name the
 * packages the code needs (emit/readme.ts, emit/package.ts).
 */
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type * as TypeScript from 'typescript';

let typescript: typeof TypeScript | undefined;

/** TypeScript, loaded on first use (the types emitter has usually loaded it already). */
export function typeScript(): typeof TypeScript {
  typescript ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  return typescript;
}

/** Every module specifier the file imports or re-exports, types included, in order, without repeats. */
export function importSpecifiers(text: string): string[] {
  const { importedFiles } = typeScript().preProcessFile(text, true, false);
  return [...new Set(importedFiles.map((file) => file.fileName))];
}

/** The output path a relative specifier names from `fromPath` (`./runtime/x.js` → `runtime/x.ts`); undefined for a package. */
export function importedPath(fromPath: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(fromPath), specifier));
  return joined.replace(/\.(m|c)?js$/, (_extension, kind: string | undefined) => `.${kind ?? ''}ts`);
}

/** The npm package a bare specifier names (`ajv/dist/2020.js` → `ajv`, `@scope/x/y` → `@scope/x`); undefined for Node's own modules and relative paths. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) return undefined;
  const segments = specifier.split('/');
  return specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0];
}

/** Whether a generated path is TypeScript source whose imports matter. */
export function isTypeScript(filePath: string): boolean {
  return /\.(m|c)?ts$/.test(filePath) && !filePath.endsWith('.d.ts');
}
