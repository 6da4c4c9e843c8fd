/**
 * A value that cannot be read at all: the request is refused with 400, the message saying what is
 * wrong with the value (`path`: where inside it, when it is JSON; empty for the whole value). Its
 * own file because both the style readers (parameter-styles.ts: a malformed percent-escape in a
 * value read as sent) and the value readers (parameter-values.ts: malformed JSON) throw it.
 */
export class UnreadableValue extends Error {
  readonly path: readonly string[];

  constructor(path: readonly string[], message: string) {
    super(message);
    this.name = 'UnreadableValue';
    this.path = path;
  }
}

/**
 * What is said of a value whose schema takes one, given more than once: a repeated query key or
 * cookie (parameter-values.ts), form field (form-values.ts) or header line (header-lines.ts).
 * Which one was meant is not known, and validation said "must be integer" of a value that was an
 * integer each time.
 */
export const GIVEN_MORE_THAN_ONCE = 'is given more than once; send it once';
