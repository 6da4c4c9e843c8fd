/**
 * Which of Redocly CLI's modules a prepared CLI loads before it runs (redocly-child.mjs): the
 * chunks its entry (lib/index.js, the bundled CLI) imports statically, in the order the entry
 * lists them, then the chunk the command handler named `handler` is imported from when the
 * command runs (build-docs: `handlerBuildCommand`, the renderer). Found by reading the entry, so a
 * CLI whose layout differs gets a shorter list, or none: it then loads what it needs itself, as
 * an unprepared CLI does. Plain JavaScript: the child runs without a loader.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** Absolute paths of the modules to load first, for the CLI at `cli` (…/@redocly/cli/bin/cli.js). */
export async function preloadList(cli, handler) {
  const lib = path.join(path.dirname(cli), '..', 'lib');
  let entry;
  try {
    entry = await readFile(path.join(lib, 'index.js'), 'utf8');
  } catch {
    return [];
  }
  // `from"./chunks/X.js"` and `import"./chunks/X.js"`; the dynamic ones are `import("…")`.
  const statics = [...entry.matchAll(/(?:\bfrom|\bimport)\s*"(\.\/chunks\/[\w-]+\.js)"/g)].map((match) => match[1]);
  const name = handler.replace(/\W/g, '');
  const dynamic = name === '' ? undefined : new RegExp(`\\b${name}:\\w+\\}=await import\\("(\\./chunks/[\\w-]+\\.js)"\\)`).exec(entry)?.[1];
  return [...new Set([...statics, ...(dynamic === undefined ? [] : [dynamic])])].map((chunk) => path.join(lib, chunk));
}
