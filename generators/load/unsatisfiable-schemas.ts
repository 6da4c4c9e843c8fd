/**
 * A schema whose own keywords contradict each other, so that no value (or no value of a kind)
 * can pass it: `{type: integer, const: "10n"}` (hey-api's schema-const.yaml, where a BigInt
 * literal was written as YAML text), an `enum` whose values break the schema's own `maxLength`
 * or `pattern`, `minimum: 10` beside `maximum: 1`, `minItems` above `maxItems`, a required
 * property declared `false`. JSON Schema applies every keyword, so the server's validation
 * refuses every value there, while the types offer the `const` or the enum's values: a contract
 * nobody can meet, found only when a request or an answer is refused. Each is a located warning;
 * the schema is generated as written (decisions/0004), like an enum whose values are of another
 * type (enum-outside-type.ts, which this leaves those values to) and an empty enum.
 *
 * Only the schema object's own keywords are read (own-keywords.ts), never through a `$ref`, so
 * the work is one look at each schema, plus the enum's values and the pattern tests, which share
 * one budget per document (`PatternTests`).
 */
import { escapeToken, isJsonObject } from '../shared/json-pointer.js';
import { hasJsonType } from '../shared/json-type.js';
import { knownTypes, ownRefusal, type PatternTests, type SkippedKeyword } from './own-keywords.js';
import { SHOWN, shortJson } from './enum-outside-type.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

/** Values a message names at most, and the characters of each (an object value can be any size). */

const HINT_AS_WRITTEN = 'it was generated as written, so the types offer what the server\'s validation refuses (a 400 for a request holding it, a 500 for an answer).';

/** Every contradiction of `schema`'s own keywords, each located at the keyword that says it. */
export function unsatisfiableSchema(schema: Json, pointer: string, patterns: PatternTests): Finding[] {
  const values = Object.hasOwn(schema, 'const') ? unsatisfiableConst(schema, pointer, patterns) : Array.isArray(schema['enum']) ? enumValuesRefused(schema, pointer, patterns) : undefined;
  const found = [values, emptyRange(schema, pointer), ...SIZE_PAIRS.map((pair) => emptySize(schema, pointer, pair)), falseRequired(schema, pointer)];
  return found.filter((finding): finding is Finding => finding !== undefined);
}

const SKIP_CONST: ReadonlySet<SkippedKeyword> = new Set(['const']);
const SKIP_ENUM_AND_TYPE: ReadonlySet<SkippedKeyword> = new Set(['enum', 'type']);

function unsatisfiableConst(schema: Json, pointer: string, patterns: PatternTests): Finding | undefined {
  const value = schema['const'];
  const refusal = ownRefusal(schema, value, patterns, SKIP_CONST);
  if (refusal === undefined) return undefined;
  return {
    pointer: `${pointer}/const`,
    severity: 'warning',
    message: `\`const: ${shortJson(value)}\` is refused by its own schema (${refusal}), so no value can pass this schema`,
    hint: `Make the \`const\` a value of the schema (${refusal.startsWith('type ') ? 'a number unquoted, or the `type` of the value' : 'within its own bounds'}), or drop the keyword that refuses it; ${HINT_AS_WRITTEN}`,
  };
}

/**
 * The enum's values that have the schema's type (the others are enum-outside-type.ts's warning)
 * but that its other keywords refuse (`maxLength`, `pattern`, `minimum`...).
 */
function enumValuesRefused(schema: Json, pointer: string, patterns: PatternTests): Finding | undefined {
  const values = schema['enum'];
  if (!Array.isArray(values) || values.length === 0) return undefined;
  const types = knownTypes(schema);
  let ofOtherType = 0;
  const refused: { value: unknown; refusal: string }[] = [];
  for (const value of values) {
    if (types !== undefined && !types.some((type) => hasJsonType(value, type))) {
      ofOtherType += 1;
      continue;
    }
    const refusal = ownRefusal(schema, value, patterns, SKIP_ENUM_AND_TYPE);
    if (refusal !== undefined) refused.push({ value, refusal });
  }
  if (refused.length === 0) return undefined;
  const shown = refused.slice(0, SHOWN).map(({ value, refusal }) => `${shortJson(value)}: ${refusal}`).join(', ') + (refused.length > SHOWN ? ', …' : '');
  const none = refused.length + ofOtherType === values.length;
  const outcome = none ? 'so no value can pass this schema' : refused.length === 1 ? 'so it is never valid' : 'so those are never valid';
  return {
    pointer: `${pointer}/enum`,
    severity: 'warning',
    message: `\`enum\` lists ${refused.length === 1 ? 'a value' : 'values'} its own schema refuses (${shown}), ${outcome}`,
    hint: `Loosen the keyword that refuses ${refused.length === 1 ? 'it' : 'them'}, or drop ${refused.length === 1 ? 'that value' : 'those values'}; ${HINT_AS_WRITTEN}`,
  };
}

/** What a schema's numeric bounds leave: the lowest and highest allowed, each exclusive or not. */
interface Bound {
  readonly keyword: string;
  readonly value: number;
  readonly exclusive: boolean;
}

function emptyRange(schema: Json, pointer: string): Finding | undefined {
  const lower = tighter(schema, 'minimum', 'exclusiveMinimum', (a, b) => a > b);
  const upper = tighter(schema, 'maximum', 'exclusiveMaximum', (a, b) => a < b);
  if (lower === undefined || upper === undefined) return undefined;
  const empty = lower.value > upper.value || (lower.value === upper.value && (lower.exclusive || upper.exclusive));
  const types = knownTypes(schema);
  const integersOnly = types !== undefined && types.every((type) => type === 'integer' || type === 'null') && types.includes('integer');
  // `type: integer` with `minimum: 1.2, maximum: 1.8`: numbers pass the bounds, but no integer does.
  const noInteger = !empty && integersOnly && lowestInteger(lower) > highestInteger(upper);
  if (!empty && !noInteger) return undefined;
  const kind = noInteger ? 'integer' : 'number';
  return {
    pointer: `${pointer}/${lower.keyword}`,
    severity: 'warning',
    message: `\`${lower.keyword}: ${lower.value}\` and \`${upper.keyword}: ${upper.value}\` leave no ${kind} between them, so no ${onlyKind(schema, ['number', 'integer']) ? 'value' : kind} can pass this schema`,
    hint: `Swap or correct the bounds; ${HINT_AS_WRITTEN}`,
  };
}

/** The bound of the two keywords that allows less (`minimum: 1, exclusiveMinimum: 1` is exclusive). */
function tighter(schema: Json, inclusive: string, exclusive: string, stricter: (a: number, b: number) => boolean): Bound | undefined {
  const plain = typeof schema[inclusive] === 'number' ? { keyword: inclusive, value: schema[inclusive] as number, exclusive: false } : undefined;
  const strict = typeof schema[exclusive] === 'number' ? { keyword: exclusive, value: schema[exclusive] as number, exclusive: true } : undefined;
  if (plain === undefined || strict === undefined) return plain ?? strict;
  return stricter(plain.value, strict.value) ? plain : strict;
}

function lowestInteger(bound: Bound): number {
  return bound.exclusive ? Math.floor(bound.value) + 1 : Math.ceil(bound.value);
}

function highestInteger(bound: Bound): number {
  return bound.exclusive ? Math.ceil(bound.value) - 1 : Math.floor(bound.value);
}

interface SizePair {
  readonly least: string;
  readonly most: string;
  readonly kind: string;
  readonly type: string;
  /** Only when this keyword is present too (`minContains` counts matches of `contains`). */
  readonly with?: string;
}

const SIZE_PAIRS: readonly SizePair[] = [
  { least: 'minLength', most: 'maxLength', kind: 'string', type: 'string' },
  { least: 'minItems', most: 'maxItems', kind: 'array', type: 'array' },
  { least: 'minProperties', most: 'maxProperties', kind: 'object', type: 'object' },
  { least: 'minContains', most: 'maxContains', kind: 'array', type: 'array', with: 'contains' },
];

function emptySize(schema: Json, pointer: string, pair: SizePair): Finding | undefined {
  const least = schema[pair.least];
  const most = schema[pair.most];
  if (typeof least !== 'number' || typeof most !== 'number' || least <= most) return undefined;
  if (pair.with !== undefined && !Object.hasOwn(schema, pair.with)) return undefined;
  return {
    pointer: `${pointer}/${pair.least}`,
    severity: 'warning',
    message: `\`${pair.least}: ${least}\` is greater than \`${pair.most}: ${most}\`, so no ${onlyKind(schema, [pair.type]) ? 'value' : pair.kind} can pass this schema`,
    hint: `Swap or correct the two; ${HINT_AS_WRITTEN}`,
  };
}

/** A property the schema requires and declares `false` (no value), or more required properties than `maxProperties` allows. */
function falseRequired(schema: Json, pointer: string): Finding | undefined {
  const required = schema['required'];
  if (!Array.isArray(required) || required.length === 0) return undefined;
  const properties = isJsonObject(schema['properties']) ? schema['properties'] : {};
  const refused = required.find((name: unknown) => typeof name === 'string' && Object.hasOwn(properties, name) && properties[name] === false) as string | undefined;
  const subject = onlyKind(schema, ['object']) ? 'value' : 'object';
  if (refused !== undefined) {
    return {
      pointer: `${pointer}/properties/${escapeToken(refused)}`,
      severity: 'warning',
      message: `property ${JSON.stringify(refused)} is required and declared \`false\` (no value), so no ${subject} can pass this schema`,
      hint: `Take it out of \`required\` (\`false\` then forbids the property), or give it a schema; ${HINT_AS_WRITTEN}`,
    };
  }
  const most = schema['maxProperties'];
  if (typeof most !== 'number') return undefined;
  const names = new Set(required.filter((name: unknown) => typeof name === 'string'));
  if (names.size <= most) return undefined;
  return {
    pointer: `${pointer}/required`,
    severity: 'warning',
    message: `\`required\` lists ${names.size} properties but \`maxProperties\` is ${most}, so no ${subject} can pass this schema`,
    hint: `Raise \`maxProperties\` or require fewer; ${HINT_AS_WRITTEN}`,
  };
}

/** Whether the schema's `type` allows only values of these types, so a contradiction for them leaves no value at all. */
function onlyKind(schema: Json, kinds: readonly string[]): boolean {
  const types = knownTypes(schema);
  return types !== undefined && types.every((type) => kinds.includes(type));
}
