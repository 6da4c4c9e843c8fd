/**
 * Deterministic ordering. `localeCompare` depends on the machine's ICU data and locale, so two
 * machines could order the same names differently; comparing UTF-16 code units never does.
 */
export function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** A sorted copy; the input is left alone. */
export function sortedByCodeUnits(values: Iterable<string>): string[] {
  return [...values].sort(compareCodeUnits);
}
