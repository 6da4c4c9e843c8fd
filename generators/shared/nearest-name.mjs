/**
 * The name a mistyped word was meant to be: `--sepc` for `--spec`, `generat` for `generate`.
 * Plain JavaScript (declared in nearest-name.d.mts) because two homes use it: the commands'
 * option errors (option-errors.ts) and scripts/launch.mjs, which runs before any TypeScript
 * loader or build and so can import no .ts file.
 */

/**
 * The name at the smallest edit distance from `typed`, when that is small for its length (one edit
 * per three letters, at least one); undefined when nothing is that near.
 * @param {string} typed
 * @param {readonly string[]} names
 * @returns {string | undefined}
 */
export function nearestName(typed, names) {
  let best;
  let bestDistance = Infinity;
  for (const name of names) {
    const distance = editDistance(typed.toLowerCase(), name);
    if (distance < bestDistance) [best, bestDistance] = [name, distance];
  }
  return bestDistance <= Math.max(1, Math.floor(Math.min(typed.length, best?.length ?? 0) / 3)) ? best : undefined;
}

/**
 * Levenshtein distance, a swap of two neighbours counting as one edit (`sepc` is one from `spec`).
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
function editDistance(a, b) {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
    }
  }
  return rows[a.length][b.length];
}
