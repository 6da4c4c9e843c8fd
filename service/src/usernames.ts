/**
 * Usernames as the service stores and compares them: Unicode NFKC (so a full-width `ａｄｍｉｎ`
 * is the same name as `admin`), with no character that a reader cannot see or tell apart from
 * nothing: controls, format characters (zero-width spaces and joiners, direction marks),
 * default-ignorable code points (Hangul fillers, variation selectors), unassigned and
 * private-use code points, lone surrogates, whitespace of any kind, and the symbols fonts draw
 * as empty space although Unicode counts them as visible symbols.
 */
/** The last two, U+2800 BRAILLE PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD, are drawn as blank space: `admin⠀` looks like `admin`. */
export const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Default_Ignorable_Code_Point}\p{White_Space}\u{2800}\u{1D159}]/u;

/** The schema's bound, checked again after normalising (NFKC can lengthen a name). */
const MAX_CODE_POINTS = 64;

export type UsernameCheck = { readonly ok: true; readonly username: string } | { readonly ok: false; readonly reason: string };

/** The stored form of a new username, or why it is refused. */
export function normalizeNewUsername(raw: string): UsernameCheck {
  const username = raw.normalize('NFKC');
  const invisible = INVISIBLE.exec(username);
  if (invisible !== null) {
    const codePoint = (invisible[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    return { ok: false, reason: `username must not contain invisible, control or whitespace characters (found U+${codePoint})` };
  }
  if (username.length === 0) return { ok: false, reason: 'username must not be empty' };
  if ([...username].length > MAX_CODE_POINTS) return { ok: false, reason: `username is longer than ${MAX_CODE_POINTS} characters once normalised (NFKC)` };
  return { ok: true, username };
}

/** The form a login's username is looked up by: NFKC, as stored. */
export function usernameForLookup(raw: string): string {
  return raw.normalize('NFKC');
}
