/**
 * API key names as the service stores and compares them. A name is the application's name, one
 * key per application (spec/decisions/0009), shown in the key list a user revokes keys from: so
 * names that read alike must be one name. Stored in NFKC form like usernames (`ｔｖ app` is
 * `tv app`), and refused when they hold a character a reader cannot see (controls, zero-width and
 * direction characters: `\u202e` reorders the rest of a listing line), or spaces that make a
 * look-alike (`tv app ` beside `tv app`, `tv  app`). Unlike usernames, single spaces between
 * words are kept: `TV app` is an ordinary application name.
 */
import { INVISIBLE } from './usernames.js';

/** The schema's bound, checked again after normalising (NFKC can lengthen a name). */
const MAX_CODE_POINTS = 100;

export type ApiKeyNameCheck = { readonly ok: true; readonly name: string } | { readonly ok: false; readonly reason: string };

/** The stored form of a new API key's name, or why it is refused. */
export function normalizeApiKeyName(raw: string): ApiKeyNameCheck {
  const name = raw.normalize('NFKC');
  for (const word of name.split(' ')) {
    const invisible = INVISIBLE.exec(word);
    if (invisible !== null) {
      const codePoint = (invisible[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
      return { ok: false, reason: `API key name must not contain invisible, control or whitespace characters other than single spaces between words (found U+${codePoint})` };
    }
    // An empty word is a space at either end or two in a row.
    if (word === '') return { ok: false, reason: 'API key name must not start or end with a space or hold two spaces in a row' };
  }
  if ([...name].length > MAX_CODE_POINTS) return { ok: false, reason: `API key name is longer than ${MAX_CODE_POINTS} characters once normalised (NFKC)` };
  return { ok: true, name };
}
