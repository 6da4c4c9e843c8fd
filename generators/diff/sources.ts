/**
 * Where a side of the comparison comes from: a file path, or `git:REF` (optionally
 * `git:REF:path/to/openapi.yaml`), which reads the root document and the files of its folder it
 * reaches by `$ref` (reached-files.ts) at that commit into a temporary folder, so split specs
 * (`$ref: paths/movie.yaml`) load as they were at that commit.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiffInputError, type DocumentLoader } from './load.js';
import type { LoadedSide } from './types.js';
import { holdingSignals } from '../shared/interrupts.js';
import { isAbandoned, ownedScratchName } from '../scratch.js';
import { INPUT_LIMITS } from '../load/budget.js';
import { reachedFiles } from './reached-files.js';

export const DEFAULT_SPEC = 'spec/openapi.yaml';

export interface GitSource {
  readonly kind: 'git';
  readonly ref: string;
  readonly file: string;
}
export interface FileSource {
  readonly kind: 'file';
  readonly file: string;
}
export type Source = GitSource | FileSource;

/** `defaultFile`: the root document `git:REF` without a path reads (the command's default spec). */
export function parseSource(text: string, defaultFile = DEFAULT_SPEC): Source {
  if (!text.startsWith('git:')) return { kind: 'file', file: text };
  const rest = text.slice('git:'.length);
  // Ref names cannot contain ':' (git check-ref-format), so the first ':' starts the path.
  const colon = rest.indexOf(':');
  const ref = colon === -1 ? rest : rest.slice(0, colon);
  const file = colon === -1 ? defaultFile : rest.slice(colon + 1);
  if (ref === '' || ref.startsWith('-') || /[\s\u0000]/.test(ref)) {
    throw new DiffInputError(`"${text}": expected git:REF or git:REF:path, where REF is a branch, tag or commit (for example git:HEAD or git:origin/main)`);
  }
  if (file === '') throw new DiffInputError(`"${text}": the path after the ref is empty`);
  return { kind: 'git', ref, file };
}

function git(cwd: string, args: string[]): Buffer {
  return execFileSync('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

function gitText(cwd: string, args: string[]): string {
  return git(cwd, args).toString('utf8').trim();
}

/** Writes the spec folder as it was at `ref` into `into`; returns the root document's path there. */
export function checkoutSpecFolder(source: GitSource, cwd: string, into: string): string {
  let top: string;
  try {
    top = gitText(cwd, ['rev-parse', '--show-toplevel']);
  } catch (error) {
    // Another team's project may have no repository (yet): the hint to fetch a branch would mislead.
    const why = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : `${cwd} is not in a git repository`;
    throw new DiffInputError(`git:${source.ref}: ${why}; compare two files instead (--base OLD.yaml --head NEW.yaml)`);
  }
  let commit: string;
  try {
    commit = gitText(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${source.ref}^{commit}`]);
  } catch {
    throw new DiffInputError(`git:${source.ref}: not a commit in the repository at ${top}${branchesHint(top)} (in CI, fetch it first: git fetch origin <branch>; a new repository has none before its first commit)`);
  }
  const rootFile = path.relative(top, path.resolve(cwd, source.file)).split(path.sep).join('/');
  // git itself refuses such a path, with a message that reached the user as a stack trace.
  if (rootFile === '..' || rootFile.startsWith('../') || path.isAbsolute(rootFile)) {
    throw new DiffInputError(`git:${source.ref}:${source.file}: the path is outside the repository at ${top}; name a file inside it (relative to the current folder)`);
  }
  const folder = path.posix.dirname(rootFile);
  // At the top of the repository the document's folder is the whole tree: its `$ref`s may name any file in it.
  const entries = treeBlobs(top, commit, folder === '.' ? [] : ['--', `${folder}/`]);
  // A document renamed or moved since (a split document's files often are) had another path then.
  if (!entries.some((entry) => entry.name === rootFile)) {
    throw new DiffInputError(`git:${source.ref}: ${rootFile} does not exist at that commit; if the document had another path then, name it: git:${source.ref}:PATH`);
  }
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const oversized = new Set<string>();
  const reached = reachedFiles(rootFile, (names) => {
    const known = names.flatMap((name) => byName.get(name) ?? []);
    // A file past the loader's byte limit is never read: its place holds a file of its size, which the loader refuses by that size as it would the real one.
    for (const entry of known) if (entry.size > INPUT_LIMITS.bytes) oversized.add(entry.name);
    const readable = known.filter((entry) => !oversized.has(entry.name));
    const contents = readBlobs(top, readable.map((entry) => entry.id));
    return new Map(readable.map((entry, index) => [entry.name, contents[index]!]));
  });
  for (const [name, contents] of reached) writeInto(into, name, contents);
  for (const name of oversized) truncateSync(writeInto(into, name, Buffer.alloc(0)), byName.get(name)!.size);
  return path.join(into, ...rootFile.split('/'));
}

/**
 * The branches the repository has, for a ref that names nothing: `git:main` in a repository whose
 * `git init` made `master` said only "not a commit" (a new-user pass, 2026-11-29, following the
 * README's `mtc diff --base git:main`). Local and remote-tracking names, at most eight.
 */
function branchesHint(top: string): string {
  let names: string[];
  try {
    names = gitText(top, ['for-each-ref', '--format=%(refname:short)', 'refs/heads', 'refs/remotes']).split('\n').filter((name) => name !== '' && !name.endsWith('/HEAD'));
  } catch {
    return '';
  }
  if (names.length === 0) return '; it has no branch yet';
  const shown = names.slice(0, 8).join(', ');
  return `; its branches: ${shown}${names.length > 8 ? ` and ${names.length - 8} more` : ''}`;
}

function writeInto(into: string, name: string, contents: Buffer): string {
  const target = path.join(into, ...name.split('/'));
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, contents);
  return target;
}

interface TreeBlob {
  readonly id: string;
  readonly name: string;
  readonly size: number;
}

/** The files (blobs: not submodules) of the tree at `commit`, under the paths given; names and sizes only, no contents. */
function treeBlobs(top: string, commit: string, paths: readonly string[]): TreeBlob[] {
  return git(top, ['ls-tree', '-r', '-l', '-z', commit, ...paths]).toString('utf8').split('\u0000').flatMap((line) => {
    // `<mode> <type> <id> <size, padded>\t<name>`
    const match = /^\d+ blob ([0-9a-f]+) +(\d+)\t([\s\S]+)$/.exec(line);
    return match === null ? [] : [{ id: match[1]!, size: Number(match[2]), name: match[3]! }];
  });
}

/**
 * The contents of the blobs, in order, read by one `git cat-file --batch` (a process per file
 * would cost seconds when the document's folder is a whole repository).
 */
function readBlobs(top: string, ids: readonly string[]): Buffer[] {
  if (ids.length === 0) return [];
  const output = execFileSync('git', ['cat-file', '--batch'], { cwd: top, input: `${ids.join('\n')}\n`, maxBuffer: 1024 * 1024 * 1024, stdio: ['pipe', 'pipe', 'pipe'] });
  const blobs: Buffer[] = [];
  let offset = 0;
  for (const id of ids) {
    // Each answer: `<id> blob <size>\n<contents>\n`.
    const headerEnd = output.indexOf(0x0a, offset);
    const header = output.subarray(offset, headerEnd).toString('utf8').split(' ');
    if (header[0] !== id || header[1] !== 'blob') throw new DiffInputError(`git cat-file answered "${header.join(' ')}" for ${id}`);
    const size = Number(header[2]);
    blobs.push(output.subarray(headerEnd + 1, headerEnd + 1 + size));
    offset = headerEnd + 1 + size + 1;
  }
  return blobs;
}

/**
 * Loads a side; temporary folders made for git sources are removed before returning, a signal
 * meanwhile held until they are (`signal`: the process's run, generators/shared/interrupts.ts).
 */
export async function loadSource(source: Source, cwd: string, loader: DocumentLoader, signal?: AbortSignal): Promise<LoadedSide> {
  if (source.kind === 'file') return loader(path.resolve(cwd, source.file), (absolutePath) => path.relative(cwd, absolutePath) || absolutePath);
  return holdingSignals(signal, () => loadCheckout(source, cwd, loader));
}

/** The temporary checkouts' names: `contract-diff-<host>-<pid>-<random>` (generators/scratch.ts). */
const CHECKOUT_PREFIX = 'contract-diff';

async function loadCheckout(source: GitSource, cwd: string, loader: DocumentLoader): Promise<LoadedSide> {
  removeAbandonedCheckouts();
  // Named by its owner, so a run that could not remove it (SIGKILL, a second Ctrl-C, a signal
  // during a long synchronous load) leaves it for the next diff to remove.
  const temp = path.join(os.tmpdir(), ownedScratchName(CHECKOUT_PREFIX));
  mkdirSync(temp, { mode: 0o700 });
  try {
    // A file of the checkout is named as the commit holds it: git:REF:path (the folder is gone by the time anyone reads it).
    return await loader(checkoutSpecFolder(source, cwd, temp), (absolutePath) => `git:${source.ref}:${path.relative(temp, absolutePath).split(path.sep).join('/')}`);
  } catch (error) {
    // Problems name files in the temporary checkout; name them as the reader knows them instead.
    if (error instanceof DiffInputError) throw new DiffInputError(error.message.split(`${temp}${path.sep}`).join(`git:${source.ref}:`));
    throw error;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The checkouts in the temporary folder of diffs that no longer run (as the writer's scratch folders are found). */
function removeAbandonedCheckouts(): void {
  const folder = os.tmpdir();
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (isAbandoned(folder, name, CHECKOUT_PREFIX)) rmSync(path.join(folder, name), { recursive: true, force: true });
  }
}

export function describeSource(source: Source): string {
  return source.kind === 'git' ? `git:${source.ref}:${source.file}` : source.file;
}
