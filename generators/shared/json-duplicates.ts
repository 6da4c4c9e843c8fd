/**
 * A member name given twice in one object of a JSON text, placed as a document's problems are:
 * line, column and JSON pointer. Used where JSON is read from people: OpenAPI documents
 * (generators/load/parse.ts) and mtc.config.json (scripts/lib/config.ts); YAML's parser (with
 * `uniqueKeys`) refuses the same thing. The scan is the server runtime's, which refuses such
 * request bodies (runtime/server/json-duplicates.ts), so the two cannot disagree.
 */
import { firstDuplicateName } from '../runtime/server/json-duplicates.js';
import { toPointer } from './json-pointer.js';

export interface DuplicateMember {
  readonly name: string;
  /** 1-based, of the second occurrence's opening quote. */
  readonly line: number;
  readonly column: number;
  /** JSON pointer of the member (its object's pointer and the name). */
  readonly pointer: string;
}

/** The first name that occurs twice in one object of `json`, which must already be valid JSON (JSON.parse accepted it). */
export function firstDuplicateMember(json: string): DuplicateMember | undefined {
  const found = firstDuplicateName(json);
  if (found === undefined) return undefined;
  return { name: found.name, line: found.line, column: found.column, pointer: toPointer([...found.path, found.name]) };
}
