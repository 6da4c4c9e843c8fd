/**
 * `openapi.json`: the bundled document exactly as the model holds it (keys in document order,
 * 2-space JSON, trailing LF). JSON cannot carry a comment, so `README.md` beside it (emit/readme.ts)
 * says which files are generated, from what, and how to regenerate them.
 */
import type { Emitter } from './emitter.js';
import { withEscapedUnshowable } from '../print/escape.js';

// Bidirectional overrides and C1 controls written as `\uXXXX` (print/escape.ts): the same JSON
// value, but a terminal or a review tool shows the file in the order a parser reads it.
export const emitBundle: Emitter = (model) => [
  { path: 'openapi.json', contents: `${withEscapedUnshowable(JSON.stringify(model.document, null, 2))}\n`, format: 'json' },
];
