/**
 * Which files of a git tree a document can reach by `$ref`, so `git:REF` reads only those: a
 * root document at the top of a repository has the whole tree as its folder, and reading every
 * blob of it (assets, vendored code) took 13.7 s and 850 MB for a 1 KB document beside 400 MB of
 * videos, and a tree over 1 GiB could not be read at all (2026-11-28, a re-check on a messy
 * repository). Generous on purpose: every `$ref` string anywhere in a file counts (one inside an
 * example too), under both spellings a percent-escaped reference may name (load/resolver.ts
 * reads the decoded one when it is a file, else the one written). What is missed here is missing
 * to the loader, which then says which `$ref` it could not resolve; what is fetched and never
 * read costs only its bytes.
 */
import path from 'node:path';
import { InputBudget } from '../load/budget.js';
import { parseText } from '../load/parse.js';
import { decodeFragment } from '../shared/json-pointer.js';

/** The tree's files as `/`-separated names relative to the repository's top. */
export type ReadBlobs = (names: readonly string[]) => ReadonlyMap<string, Buffer>;

/**
 * Starting at `rootFile`, the files reached by `$ref`s (with their contents), reading each
 * round's new names with one call of `read`. Names `read` does not know are not in the tree.
 */
export function reachedFiles(rootFile: string, read: ReadBlobs): Map<string, Buffer> {
  const reached = new Map<string, Buffer>();
  const asked = new Set<string>([rootFile]);
  for (let wanted = [rootFile]; wanted.length > 0; ) {
    const next: string[] = [];
    for (const [name, contents] of read(wanted)) {
      reached.set(name, contents);
      for (const target of referencedNames(name, contents)) {
        if (asked.has(target)) continue;
        asked.add(target);
        next.push(target);
      }
    }
    wanted = next;
  }
  return reached;
}

/** The tree names a file's `$ref`s may mean; none for a file that is not JSON or YAML, or that does not parse (the loader reports it). */
function referencedNames(name: string, contents: Buffer): string[] {
  if (!/\.(ya?ml|json)$/i.test(name)) return [];
  let value: unknown;
  try {
    // Within the loader's own limits, so an alias bomb stops here as it does there.
    value = parseText(name, contents.toString('utf8'), new InputBudget()).value;
  } catch {
    return [];
  }
  const names = new Set<string>();
  const folder = path.posix.dirname(name);
  // Iterative: a file's nesting was held to the limit by parseText, but nothing here needs the stack.
  const pending: unknown[] = [value];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (typeof node !== 'object' || node === null) continue;
    for (const [key, member] of Object.entries(node)) {
      if (key === '$ref' && typeof member === 'string') for (const target of filesNamed(folder, member)) names.add(target);
      else pending.push(member);
    }
  }
  return [...names];
}

function filesNamed(folder: string, ref: string): string[] {
  const file = ref.split('#')[0]!;
  // Internal, or a URL (never fetched: the loader refuses it).
  if (file === '' || /^[a-z][a-z0-9+.-]*:/i.test(file) || file.startsWith('/')) return [];
  const spellings = new Set([file, decodeFragment(file)]);
  return [...spellings].map((spelling) => path.posix.normalize(path.posix.join(folder, spelling))).filter((target) => target !== '..' && !target.startsWith('../'));
}
