/** Where a property test can mutate a document: every place in it, as JSON pointer segments. */

/** Every [pointer segments] of the value, objects and arrays included (the root is `[]`). */
export function places(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (typeof value !== 'object' || value === null) return here;
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return here.concat(...entries.map(([key, child]) => places(child, [...at, key])));
}
