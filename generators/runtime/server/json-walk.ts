/**
 * One walk over parsed JSON for the runtime's checks of untrusted documents and bodies. Iterative,
 * not recursive: JSON.parse accepts nesting far deeper than the call stack allows.
 */

/**
 * True when `test` holds for some member of an object or array anywhere in `root` (keys of
 * arrays are their indexes as strings). Stops at the first one.
 */
export function someMember(root: unknown, test: (key: string, value: unknown) => boolean): boolean {
  return memberPath(root, test) !== undefined;
}

/**
 * The keys leading from `root` to the first member for which `test` holds (array indexes as
 * strings), or `undefined` when none does. For messages that say where in a body a value sits.
 */
export function memberPath(root: unknown, test: (key: string, value: unknown) => boolean): string[] | undefined {
  // Each pending object with how it was reached: a path is built only for the member found (a
  // path per member took 120-500 ms for one object of 60,000 members).
  const pending: Reached[] = typeof root === 'object' && root !== null ? [{ value: root, key: '', from: undefined }] : [];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const object = next.value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      const member = object[key];
      if (test(key, member)) return [...pathTo(next), key];
      if (typeof member === 'object' && member !== null) pending.push({ value: member, key, from: next });
    }
  }
  return undefined;
}

interface Reached {
  readonly value: object;
  readonly key: string;
  readonly from: Reached | undefined;
}

function pathTo(reached: Reached): string[] {
  const keys: string[] = [];
  for (let step: Reached | undefined = reached; step?.from !== undefined; step = step.from) keys.push(step.key);
  return keys.reverse();
}
