/**
 * Generated from generators/runtime/server/header-text.ts by npm run generate. Do not edit.
 */

/**
 * Header and cookie parameter values as the UTF-8 text a client sent. Node reads every header
 * byte as one Latin-1 character, so `X-Platform: plätform` sent in UTF-8 reached handlers as
 * `plÃ¤tform`, which a service stored and echoed (a red-team pass, 2026-11-28). RFC 9110 §5.5
 * leaves bytes past ASCII opaque; clients that send them send UTF-8, as they do in a URL (whose
 * escapes the runtime also reads as UTF-8), and Go's server hands them on as those bytes. A value
 * whose bytes are not UTF-8 is refused, as such a percent-escape in a path or query is: reading it
 * as Latin-1 would give a handler text the client never wrote.
 */

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Set by `headerText` when the bytes are not UTF-8. */
export class NotUtf8Header extends Error {}

/**
 * `text` (a header value as Node gives it) read as UTF-8: itself when it is ASCII, which is one
 * test of a regular expression for every value; a NotUtf8Header when its bytes are not UTF-8.
 */
export function headerText(text: string): string | NotUtf8Header {
  // eslint-disable-next-line no-control-regex
  if (!/[^\x00-\x7f]/.test(text)) return text;
  return (
    utf8Text(Buffer.from(text, 'latin1')) ??
    new NotUtf8Header('is not UTF-8 text; send ASCII, or UTF-8 text')
  );
}

/** `bytes` as UTF-8 text, or `undefined` when they are not UTF-8 (never U+FFFD in their place). */
export function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** A header value or the values of its lines, each read by `headerText`. */
export function headerTexts(raw: unknown): unknown {
  if (typeof raw === 'string') return headerText(raw);
  if (!Array.isArray(raw)) return raw;
  const texts: unknown[] = [];
  for (const item of raw) {
    const text = typeof item === 'string' ? headerText(item) : item;
    if (text instanceof NotUtf8Header) return text;
    texts.push(text);
  }
  return texts;
}
