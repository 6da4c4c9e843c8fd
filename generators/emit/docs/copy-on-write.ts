/**
 * Rewriting a JSON tree without copying what does not change. A stage that changes a few
 * members of a large document (the docs emitter's neutralised descriptions and inert `$ref`s)
 * used to rebuild every object and array of it: on Stripe's 3.9 MB description that was two
 * full copies, 0.9 s of a profile of the main thread (decisions/0013), to change almost nothing.
 * Here an object or array is rebuilt only when a member below it changed, and otherwise the
 * original is returned, so the result shares every unchanged subtree with the input. Neither is
 * modified; callers must not modify the result either (it may be the input itself).
 */

/** What a member becomes: a [key, value] pair, or undefined to drop it. */
export type MemberRewrite = (key: string, value: unknown) => readonly [string, unknown] | undefined;

/**
 * `object` with each own enumerable member rewritten; `object` itself when every member keeps
 * its key and value. A rebuilt object keeps the members' order and defines each as an own
 * data property (a key named `__proto__` stays a plain key).
 */
export function rewriteMembers<T extends object>(object: T, rewrite: MemberRewrite): T {
  const record = object as { readonly [key: string]: unknown };
  const keys = Object.keys(record);
  let entries: (readonly [string, unknown])[] | undefined;
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index]!;
    const value = record[key];
    const rewritten = rewrite(key, value);
    if (entries === undefined) {
      if (rewritten !== undefined && rewritten[0] === key && rewritten[1] === value) continue;
      entries = keys.slice(0, index).map((kept) => [kept, record[kept]] as const);
    }
    if (rewritten !== undefined) entries.push(rewritten);
  }
  return entries === undefined ? object : (Object.fromEntries(entries) as T);
}

/** `array` with each item rewritten; `array` itself when every item is unchanged. */
export function rewriteItems<T>(array: readonly T[], rewrite: (item: T) => T): readonly T[] {
  let copy: T[] | undefined;
  for (let index = 0; index < array.length; index += 1) {
    const item = array[index]!;
    const rewritten = rewrite(item);
    if (rewritten === item) continue;
    copy ??= array.slice();
    copy[index] = rewritten;
  }
  return copy ?? array;
}
