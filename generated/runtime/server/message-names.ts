/**
 * Generated from generators/runtime/server/message-names.ts by npm run generate. Do not edit.
 */

/**
 * Names in the server's own error messages: a parameter's name, and the member names and indexes
 * of a path into a request value (`body field labels.0`, `query parameter filter.color`). Many are
 * the request's own text (a JSON member name, a deepObject key, a query parameter's name), so
 * they go through the one quoting rule (`quoted`, ../quoted-text.ts; decisions/0038) unless they
 * are plain: a plain name reads as it always did, anything else is quoted, escaped and cut.
 */
import { quoted } from '../quoted-text.js';

/**
 * `name` bare when plain (ASCII letters, digits, `_`, `$`, `-`, at most 64), else quoted: a `.`
 * would read as the path's separator, a space as the end of the name, and anything outside
 * printable ASCII (a C1 control, a direction override, a line separator) could act on a terminal
 * or a log line.
 */
export function named(name: string): string {
  return PLAIN_NAME.test(name) ? name : quoted(name);
}

/** The segments of a path into a value, each `named`, joined by `.`. */
export function fieldPath(segments: readonly string[]): string {
  return segments.map(named).join('.');
}

const PLAIN_NAME = /^[\w$-]{1,64}$/;
