/**
 * The runtime's declarations in place of a generated folder's copy of it, for the suite's
 * type-checks of generated code.
 *
 * Every generated folder carries the runtime (generators/runtime/, about seventy files), and
 * checking its function bodies was two thirds of checking a small generated folder: the same
 * bodies again in every test that type-checks output. What such a test proves is that the
 * generated code compiles against the runtime; the runtime's bodies are proved elsewhere, once:
 * `npm run typecheck` (test/project/committed-output.test.ts) checks generators/runtime/ and the
 * committed generated/runtime/, and test/generators/consumer-setups.test.ts checks the copy in
 * every consumer set-up, with the oldest TypeScript too (it asks for the bodies: `runtime:
 * 'checked'`). So a file under a folder's `runtime/` that is the same program as the runtime
 * file of that name (test/support/same-syntax.ts: the copy is formatted, not changed) is handed
 * to the compiler as that file's declarations, which the runtime can be reduced to without a
 * checker (consumer-setups checks it under isolatedDeclarations). A copy that differs in any
 * way the compiler sees, or a file the runtime does not have, is checked as written.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './run-node.js';
import { sameSyntax } from './same-syntax.js';

/** How a type-check treats runtime copies: their declarations (the default), or their bodies too. */
export type RuntimeChecking = 'declared' | 'checked';

const RUNTIME_SOURCE = path.join(REPO_ROOT, 'generators', 'runtime');
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const RUNTIME_SEGMENT = `${path.sep}runtime${path.sep}`;

/** The runtime's source and its declarations, by path relative to generators/runtime/ (`undefined`: not a runtime file). */
const sources = new Map<string, { readonly text: string; readonly declarations: string | undefined } | undefined>();
/** Whether a copy's text is the same program as the runtime file, by relative path and text. */
const verdicts = new Map<string, boolean>();

/**
 * The text to compile for `fileName`: the runtime file's declarations when `text` is a copy of
 * it, else `undefined` (compile the file as it is).
 */
export function runtimeDeclarationsFor(fileName: string, text: string): string | undefined {
  const file = path.resolve(fileName);
  if (!file.endsWith('.ts') || file.endsWith('.d.ts') || file.includes(NODE_MODULES)) return undefined;
  const at = file.lastIndexOf(RUNTIME_SEGMENT);
  if (at < 0) return undefined;
  const relative = file.slice(at + RUNTIME_SEGMENT.length);
  const source = runtimeSource(relative);
  if (source?.declarations === undefined) return undefined;
  const key = `${relative}\0${text}`;
  let same = verdicts.get(key);
  if (same === undefined) {
    same = text === source.text || sameSyntax(source.text, text);
    verdicts.set(key, same);
  }
  return same ? source.declarations : undefined;
}

function runtimeSource(relative: string): { readonly text: string; readonly declarations: string | undefined } | undefined {
  if (sources.has(relative)) return sources.get(relative);
  const file = path.join(RUNTIME_SOURCE, relative);
  let found: { readonly text: string; readonly declarations: string | undefined } | undefined;
  if (!relative.split(path.sep).includes('..') && existsSync(file)) {
    const text = readFileSync(file, 'utf8');
    const emitted = ts.transpileDeclaration(text, { fileName: file, compilerOptions: { declaration: true, isolatedDeclarations: true, target: ts.ScriptTarget.ES2022 } });
    // A file the declaration emitter cannot reduce alone is checked whole rather than guessed at.
    found = { text, declarations: (emitted.diagnostics?.length ?? 0) === 0 ? emitted.outputText + moduleImports(text) : undefined };
  }
  sources.set(relative, found);
  return found;
}

/**
 * An import of each module `text` names by a relative path, whatever uses it. The declarations
 * keep only the imports their types use; one the bodies alone use would go with them, and a
 * runtime file missing from a generated folder (a copy pruned too far) would then pass unseen.
 */
function moduleImports(text: string): string {
  const modules = ts.preProcessFile(text, true, true).importedFiles.map((file) => file.fileName).filter((name) => name.startsWith('.'));
  return [...new Set(modules)].map((name) => `import type {} from ${JSON.stringify(name)};\n`).join('');
}
