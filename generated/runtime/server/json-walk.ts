/**
 * Generated from generators/runtime/server/json-walk.ts by npm run generate. Do not edit.
 */

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

/**
 * True when objects and arrays in `root` are nested more than `limit` deep (`{}` and `[]` are
 * one level, a primitive none). Stops as soon as one is.
 */
export function nestedDeeperThan(root: unknown, limit: number): boolean {
  const pending: unknown[] = [root];
  const depths: number[] = [1];
  while (pending.length > 0) {
    const next = pending.pop();
    const depth = depths.pop()!;
    if (typeof next !== 'object' || next === null) continue;
    if (depth > limit) return true;
    for (const value of Object.values(next)) {
      if (typeof value !== 'object' || value === null) continue;
      pending.push(value);
      depths.push(depth + 1);
    }
  }
  return false;
}
