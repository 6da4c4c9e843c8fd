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

/**
 * Every module specifier the file imports or re-exports, types included, in order, without
 * repeats. Generated files and the runtime keep their imports at the top, so only the leading
 * declarations are pre-processed: on Stripe's outputs, 4 MB of TypeScript, the whole text took
 * about a quarter of a second of the run. test/generators/import-specifiers.test.ts holds every
 * emitted file to the whole text's answer.
 */
export function importSpecifiers(text: string): string[] {
  const { importedFiles } = typeScript().preProcessFile(text.slice(0, leadingDeclarationsEnd(text)), true, false);
  return [...new Set(importedFiles.map((file) => file.fileName))];
}

/**
 * Where the file's leading run of import and re-export declarations ends (after comments and
 * blank lines): the end of the last `import …;`, `export … from …;` or `export {…};` before the
 * first statement of any other kind. A statement it cannot follow (no `;` at brace depth 0)
 * makes it answer the whole text, which is never wrong, only slower.
 */
export function leadingDeclarationsEnd(text: string): number {
  const ts = typeScript();
  const { SyntaxKind } = ts;
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
  let end = 0;
  let token = scanner.scan();
  while (token === SyntaxKind.ImportKeyword || token === SyntaxKind.ExportKeyword) {
    let depth = 0;
    if (token === SyntaxKind.ExportKeyword) {
      const next = scanner.scan();
      // `export {…}`, `export * …`, `export type {…}` and `export type * …` may name a module; any other export declares something here.
      const named = next === SyntaxKind.TypeKeyword ? scanner.scan() : next;
      const reexport = named === SyntaxKind.OpenBraceToken || named === SyntaxKind.AsteriskToken;
      if (!reexport) return end;
      if (named === SyntaxKind.OpenBraceToken) depth = 1;
    }
    for (token = scanner.scan(); token !== SyntaxKind.SemicolonToken || depth > 0; token = scanner.scan()) {
      if (token === SyntaxKind.EndOfFileToken) return text.length;
      if (token === SyntaxKind.OpenBraceToken || token === SyntaxKind.OpenParenToken) depth += 1;
      else if (token === SyntaxKind.CloseBraceToken || token === SyntaxKind.CloseParenToken) depth -= 1;
    }
    end = scanner.getTokenEnd();
    token = scanner.scan();
  }
  return end;
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
