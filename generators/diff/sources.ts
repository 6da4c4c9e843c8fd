/**
 * Where a side of the comparison comes from: a file path, or `git:REF` (optionally
 * `git:REF:path/to/openapi.yaml`), which reads the root document and every file in its folder
 * at that commit into a temporary folder, so split specs (`$ref: paths/movie.yaml`) load as they
 * were at that commit.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiffInputError, type DocumentLoader } from './load.js';
import type { BundledDocument } from './types.js';

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
  let commit: string;
  try {
    top = gitText(cwd, ['rev-parse', '--show-toplevel']);
    commit = gitText(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${source.ref}^{commit}`]);
  } catch {
    throw new DiffInputError(`git:${source.ref}: not a commit in the repository at ${cwd} (in CI, fetch it first: git fetch origin <branch>)`);
  }
  const rootFile = path.relative(top, path.resolve(cwd, source.file)).split(path.sep).join('/');
  const folder = path.posix.dirname(rootFile);
  const files = git(top, ['ls-tree', '-r', '-z', '--name-only', commit, '--', folder === '.' ? rootFile : `${folder}/`])
    .toString('utf8').split('\u0000').filter((name) => name !== '');
  if (!files.includes(rootFile)) throw new DiffInputError(`git:${source.ref}: ${rootFile} does not exist at that commit`);
  for (const name of files) {
    const target = path.join(into, ...name.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, git(top, ['cat-file', 'blob', `${commit}:${name}`]));
  }
  return path.join(into, ...rootFile.split('/'));
}

/** Loads a side; temporary folders made for git sources are removed before returning. */
export async function loadSource(source: Source, cwd: string, loader: DocumentLoader): Promise<BundledDocument> {
  if (source.kind === 'file') return loader(path.resolve(cwd, source.file));
  const temp = mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  try {
    return await loader(checkoutSpecFolder(source, cwd, temp));
  } catch (error) {
    // Problems name files in the temporary checkout; name them as the reader knows them instead.
    if (error instanceof DiffInputError) throw new DiffInputError(error.message.split(`${temp}${path.sep}`).join(`git:${source.ref}:`));
    throw error;
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

export function describeSource(source: Source): string {
  return source.kind === 'git' ? `git:${source.ref}:${source.file}` : source.file;
}
