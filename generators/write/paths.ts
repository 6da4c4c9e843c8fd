/**
 * Output paths are checked before anything is written: relative, `/`-separated, no `.`/`..`
 * segments, nothing that could land outside the output folder, and no two files whose paths
 * differ only in case (they would collide on macOS and Windows).
 */
import type { GeneratedFile } from '../emit/emitter.js';

export interface OwnedFile extends GeneratedFile {
  /** The emitter that produced it, for error messages. */
  readonly emitter: string;
}

export function pathProblem(path: string): string | undefined {
  if (path === '') return 'is empty';
  if (path.includes('\\')) return 'contains "\\" (use "/")';
  // Control characters (NUL, line breaks…) would also break the manifest's one line per file.
  if (/[\u0000-\u001f\u007f]/.test(path)) return 'contains a control character';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'is absolute';
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return 'has an empty, "." or ".." segment';
  return undefined;
}

/** Throws one error listing every bad or duplicate path. */
export function assertSafeAndUnique(files: readonly OwnedFile[]): void {
  const problems: string[] = [];
  const owners = new Map<string, OwnedFile>();
  for (const file of files) {
    const problem = pathProblem(file.path);
    if (problem) problems.push(`emitter "${file.emitter}" wrote ${JSON.stringify(file.path)}, which ${problem}`);
    const key = file.path.toLowerCase();
    const owner = owners.get(key);
    if (owner) problems.push(`emitters "${owner.emitter}" and "${file.emitter}" both write ${JSON.stringify(file.path)}`);
    else owners.set(key, file);
  }
  if (problems.length > 0) {
    throw new Error(`refusing to write the output:\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n  Fix the emitters so each file has one owner and a relative path inside the output folder.`);
  }
}
