/**
 * String media ids (`<source>-<number>`, the contract's MediaId) in one canonical spelling. The
 * contract's pattern takes leading zeros (`tmdb-0550`), and the number they spell is the item's
 * number (`tmdb-550`); as given, they were two comment threads for one movie and a 404 for a
 * season that exists. The integer form of the same ids (`/v1/movie/0550/playback`) is refused by
 * the runtime, so this is the one place where a spelling chose the item.
 */

/** `tmdb-000550` as `tmdb-550`; `tmdb-000` as `tmdb-0`. Ids the contract's pattern refused never get here. */
export function canonicalMediaId(id: string): string {
  const hyphen = id.indexOf('-');
  // The source (before the hyphen) has no hyphen of its own, so the first one ends it.
  if (hyphen < 0 || id.charCodeAt(hyphen + 1) !== 0x30 /* '0' */ || id.length === hyphen + 2) return id;
  const digits = id.slice(hyphen + 1).replace(/^0+/, '');
  return `${id.slice(0, hyphen + 1)}${digits === '' ? '0' : digits}`;
}
