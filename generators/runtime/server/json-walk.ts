/**
 * One walk over parsed JSON for the runtime's checks of untrusted documents and bodies. Iterative,
 * not recursive: JSON.parse accepts nesting far deeper than the call stack allows.
 */

/**
 * True when `test` holds for some member of an object or array anywhere in `root` (keys of
 * arrays are their indexes as strings). Stops at the first one.
 */
export function someMember(root: unknown, test: (key: string, value: unknown) => boolean): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    for (const [key, value] of Object.entries(next)) {
      if (test(key, value)) return true;
      pending.push(value);
    }
  }
  return false;
}
