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
 * True when `test` holds for some value in `root`, `root` itself included, given how deep it sits
 * (`root` at 0, its members at 1, theirs at 2). Stops at the first one.
 */
export function someValue(root: unknown, test: (value: unknown, depth: number) => boolean): boolean {
  const pending: unknown[] = [root];
  const depths: number[] = [0];
  while (pending.length > 0) {
    const next = pending.pop();
    const depth = depths.pop()!;
    if (test(next, depth)) return true;
    if (typeof next !== 'object' || next === null) continue;
    for (const value of Object.values(next)) {
      pending.push(value);
      depths.push(depth + 1);
    }
  }
  return false;
}

/**
 * The keys leading from `root` to the first member for which `test` holds (array indexes as
 * strings), or `undefined` when none does. For messages that say where in a body a value sits.
 */
export function memberPath(root: unknown, test: (key: string, value: unknown) => boolean): string[] | undefined {
  const pending: [unknown, string[]][] = [[root, []]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, member] of Object.entries(value)) {
      if (test(key, member)) return [...path, key];
      pending.push([member, [...path, key]]);
    }
  }
  return undefined;
}
