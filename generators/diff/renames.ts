/**
 * Renames found by what was renamed holding the same thing: a webhook by its operations, a
 * callback by how it is sent (compare.ts, callbacks.ts).
 */

/**
 * Names the base loses paired with names the head gains, where the two hold something of the same
 * signature and no other lost or gained name does (a rename must be unambiguous). Linear: names
 * are grouped by signature once.
 */
export function uniqueRenames<T>(
  before: ReadonlyMap<string, T>, after: ReadonlyMap<string, T>, signatureOf: (value: T, side: 'base' | 'head') => string | undefined,
): Map<string, string> {
  const group = (from: ReadonlyMap<string, T>, other: ReadonlyMap<string, T>, side: 'base' | 'head') => {
    const bySignature = new Map<string, string[]>();
    for (const [name, value] of from) {
      if (other.has(name)) continue;
      const signature = signatureOf(value, side);
      if (signature === undefined) continue;
      const names = bySignature.get(signature);
      if (names === undefined) bySignature.set(signature, [name]);
      else names.push(name);
    }
    return bySignature;
  };
  const lost = group(before, after, 'base');
  const gained = group(after, before, 'head');
  const renames = new Map<string, string>();
  for (const [signature, names] of lost) {
    const targets = gained.get(signature);
    if (names.length === 1 && targets?.length === 1) renames.set(names[0]!, targets[0]!);
  }
  return renames;
}
