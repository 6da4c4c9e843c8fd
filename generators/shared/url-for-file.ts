/**
 * A URL given where a document's file is expected (`--spec https://…`, `mtc lint https://…`,
 * `diff --base https://…`). The toolkit reads documents from files and fetches nothing over the
 * network (no `$ref` either), so such a path was reported as "no such file", which read as a
 * typo in a path rather than as what to do (2026-11-27, a new-user pass). The loader asks here
 * too, so a path that reaches it directly is judged by the same rule.
 */
import { fileURLToPath } from 'node:url';

/** `https://…`, `file:///…`: a scheme of two letters or more, so a Windows drive (`C:\\`) is a path. */
const URL_SCHEME = /^[a-z][a-z0-9+.-]+:\/\//i;

/** The sentence that replaces "no such file" for a URL, or undefined for anything else. */
export function urlInsteadOfFile(given: string): string | undefined {
  if (!URL_SCHEME.test(given)) return undefined;
  const local = localPath(given);
  if (local !== undefined) return `${given} is a URL, and documents are given by their path: give ${local}`;
  return `${given} is a URL, and documents are read from files only (nothing is fetched over the network): download it first (curl -fsSLo openapi.yaml '${given.replaceAll("'", "'\\''")}') and give that file`;
}

/** A `file:` URL's path on this machine; undefined for any other URL or one that names no local path. */
function localPath(given: string): string | undefined {
  if (!/^file:/i.test(given)) return undefined;
  try {
    return fileURLToPath(given);
  } catch {
    return undefined;
  }
}
