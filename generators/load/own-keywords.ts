/**
 * Whether a value a schema gives itself (its `default`, its `const`, a member of its `enum`) is
 * one its own keywords accept: the loader's reading of what a value schema says, without
 * resolving a `$ref` (unfit-defaults.ts, unsatisfiable-schemas.ts). Its `type`, `enum` and
 * `const`, its numeric bounds, its string length and `pattern` (tested with the server's own
 * pattern engine), its array and object sizes. `multipleOf` is left to the server, whose rounding
 * of decimal quotients this would have to copy, and `format` to the caller (it needs Ajv).
 */
import { canonicalJson } from '../runtime/server/unique-items.js';
import { PATTERN_WORK_LIMIT, patternWorkSpent, serverPattern, withPatternWorkLimit, type PatternMatcher } from '../runtime/server/patterns.js';
import { hasJsonType, typeNames } from '../shared/json-type.js';

type Json = { readonly [key: string]: unknown };

/** Keywords a check leaves out: the one whose value is being tested, or one another warning covers. */
export type SkippedKeyword = 'type' | 'enum' | 'const';

/** An unknown type name is the structural check's to refuse, not a reason to refuse a value. */
const KNOWN_TYPES = new Set(['null', 'boolean', 'string', 'number', 'integer', 'array', 'object']);

/** The type names a schema's `type` gives that this reading knows; undefined when it gives none. */
export function knownTypes(schema: Json): string[] | undefined {
  const types = typeNames(schema['type'])?.filter((type) => KNOWN_TYPES.has(type));
  return types === undefined || types.length === 0 ? undefined : types;
}

/**
 * Which of the schema's own keywords refuses `value`, described for a message (`type integer`,
 * `maxLength 3`, `the pattern`); undefined when none does.
 */
export function ownRefusal(schema: Json, value: unknown, patterns: PatternTests, skip: ReadonlySet<SkippedKeyword> = NONE): string | undefined {
  const types = skip.has('type') ? undefined : knownTypes(schema);
  if (types !== undefined && !types.some((type) => hasJsonType(value, type))) return `type ${types.join(' or ')}`;
  const enumValues = skip.has('enum') ? undefined : schema['enum'];
  const hasConst = !skip.has('const') && Object.hasOwn(schema, 'const');
  // The value's text once, not once per enum member: a large value beside a long enum was quadratic.
  const own = Array.isArray(enumValues) || hasConst ? canonicalJson(value) : '';
  if (Array.isArray(enumValues) && !enumValues.some((member: unknown) => canonicalJson(member) === own)) return 'the enum';
  if (hasConst && canonicalJson(schema['const']) !== own) return 'the const';
  if (typeof value === 'number') return numberRefusal(schema, value);
  if (typeof value === 'string') return stringRefusal(schema, value, patterns);
  if (Array.isArray(value)) return sizeRefusal(schema, value.length, 'minItems', 'maxItems');
  if (value !== null && typeof value === 'object') return sizeRefusal(schema, Object.keys(value).length, 'minProperties', 'maxProperties');
  return undefined;
}

const NONE: ReadonlySet<SkippedKeyword> = new Set();

function numberRefusal(schema: Json, value: number): string | undefined {
  const bound = (keyword: string): number | undefined => (typeof schema[keyword] === 'number' ? (schema[keyword] as number) : undefined);
  const minimum = bound('minimum');
  const maximum = bound('maximum');
  const exclusiveMinimum = bound('exclusiveMinimum');
  const exclusiveMaximum = bound('exclusiveMaximum');
  if (minimum !== undefined && value < minimum) return `minimum ${minimum}`;
  if (maximum !== undefined && value > maximum) return `maximum ${maximum}`;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return `exclusiveMinimum ${exclusiveMinimum}`;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) return `exclusiveMaximum ${exclusiveMaximum}`;
  return undefined;
}

function stringRefusal(schema: Json, value: string, patterns: PatternTests): string | undefined {
  if (typeof schema['minLength'] === 'number' || typeof schema['maxLength'] === 'number') {
    const sized = sizeRefusal(schema, codePoints(value), 'minLength', 'maxLength');
    if (sized !== undefined) return sized;
  }
  if (typeof schema['pattern'] !== 'string') return undefined;
  return patterns.accepts(schema['pattern'], value) === false ? 'the pattern' : undefined;
}

/** JSON Schema counts a string's characters (code points), not its UTF-16 units; counted without copying the string. */
function codePoints(value: string): number {
  let count = value.length;
  for (let index = 0; index < value.length - 1; index++) {
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        index += 1;
      }
    }
  }
  return count;
}

function sizeRefusal(schema: Json, size: number, least: string, most: string): string | undefined {
  if (typeof schema[least] === 'number' && size < schema[least]) return `${least} ${schema[least]}`;
  if (typeof schema[most] === 'number' && size > schema[most]) return `${most} ${schema[most]}`;
  return undefined;
}

/**
 * The pattern tests of one step of loading a document (the defaults' check and the schema advice
 * each hold one), under one budget: each test under the server's work
 * limit for one request, and all of them together under DOCUMENT_PATTERN_WORK, past which a test
 * is not made (undefined, so nothing is reported). Patterns and the values tested both come from
 * the document, so without the total a document of many values beside a pattern that is costly
 * to match (each a tenth of a second or more) would decide how long generate takes. Outside a work
 * limit a pattern the linear matcher cannot run is matched natively without a bound:
 * `^(a+)+(?<!b)$` with a default of 40 `a`s and a `b` held the loader for hours, before
 * servable-schemas.ts could refuse it. Each pattern is compiled once per step.
 */
export class PatternTests {
  readonly #compiled = new Map<string, PatternMatcher | undefined>();
  readonly #budget: number;
  #spent = 0;

  constructor(budget = DOCUMENT_PATTERN_WORK) {
    this.#budget = budget;
  }

  /** Whether the server's pattern engine accepts `value`; undefined when it does not read the pattern or the budget is spent. */
  accepts(pattern: string, value: string): boolean | undefined {
    if (this.#spent >= this.#budget) return undefined;
    const matcher = this.#matcher(pattern);
    if (matcher === undefined) return undefined;
    const built = matcher.buildWork?.() ?? 0;
    try {
      return withPatternWorkLimit(() => matcher.test(value));
    } catch {
      return undefined;
    } finally {
      // A native match refused before it starts spends nothing; count it as one unit so a run of them still ends.
      // The automaton a first test builds is counted too: 5,000 distinct patterns of a few thousand
      // states each, every one beside a default, spent 20 s building them and nothing in matching.
      this.#spent += Math.max(1, patternWorkSpent()) + (matcher.buildWork?.() ?? 0) - built;
    }
  }

  #matcher(pattern: string): PatternMatcher | undefined {
    if (this.#compiled.has(pattern)) return this.#compiled.get(pattern);
    let matcher: PatternMatcher | undefined;
    try {
      matcher = serverPattern(pattern, 'u');
    } catch {
      matcher = undefined;
    }
    this.#compiled.set(pattern, matcher);
    return matcher;
  }
}

/**
 * The pattern work one step's value checks may spend on one document: what the server lets one
 * request spend (decisions/0014), plus at most one test's worth past it (a test is not stopped
 * midway by this total). 10 million automaton states took 0.3 s here at a load average of 9.5.
 */
export const DOCUMENT_PATTERN_WORK = PATTERN_WORK_LIMIT;
