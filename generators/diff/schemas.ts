/**
 * Compares two schemas the way a client experiences them. Direction matters:
 * - `request` (client → server): the head must still accept everything the base accepted;
 *   narrowing (new required field, removed enum value, stricter type) is breaking.
 * - `response` (server → client): the head must only produce what base clients understand;
 *   removing a field or widening a type is breaking, and new enum values are flagged so clients
 *   can check that they tolerate unknown values.
 * Recursion follows properties, items and additionalProperties; `visited` stops cycles
 * (a schema that contains itself, directly or through others).
 */
import { canonicalJson, type Located } from './json.js';
import { compareDiscriminators } from './discriminators.js';
import { boundChanges } from './numeric-bounds.js';
import { compareCodeUnits } from '../print/order.js';
import type { Reporter } from './report.js';
import { allowsType, expandParts, typesCover, UPPER_BOUNDS, viewSchema, type SchemaView } from './schema-view.js';
import type { DocumentPair, Severity } from './types.js';
import { wordsFor } from './wording.js';

export type Direction = 'request' | 'response';

export interface SchemaComparison extends DocumentPair {
  readonly direction: Direction;
  /** Human words for the place, e.g. `response 200 application/json` or `query parameter limit`. */
  readonly where: string;
  readonly reporter: Reporter;
  readonly visited: Set<string>;
  /** A parameter: its value travels as text, so a number or boolean written before is still a valid string. */
  readonly sentAsText?: boolean;
  /**
   * Comparing the schema of a `not` (compareNots) an odd number of `not`s deep: `direction` is
   * already flipped. A `not` inside a `not` flips it back, and its rules are the value's own.
   */
  readonly negated?: boolean;
  /**
   * Inside any `not`: the hints that speak of clients and requests, which are about the value and
   * not about its `not`, are left out (the outermost `not` says what a change means for the value).
   */
  readonly insideNot?: boolean;
}

export function compareSchemas(ctx: SchemaComparison, base: readonly Located[], head: readonly Located[], field = ''): void {
  if (samePlacesUnchanged(ctx, base, head)) return;
  ctx.work?.compared();
  const baseView = viewSchema(ctx.base, base);
  const headView = viewSchema(ctx.head, head);
  const visitKey = `${ctx.direction}|${baseView.pointer}|${headView.pointer}`;
  if (ctx.visited.has(visitKey)) return;
  ctx.visited.add(visitKey);

  const unwrapped = nullableOnOneSide(baseView, headView);
  if (unwrapped) {
    const baseWhole = wholeOf(unwrapped.base ? viewSchema(ctx.base, unwrapped.base) : baseView, baseView);
    const headWhole = wholeOf(unwrapped.head ? viewSchema(ctx.head, unwrapped.head) : headView, headView);
    compareViews(ctx, baseWhole, headWhole, field);
    return;
  }
  compareViews(ctx, baseView, headView, field);
}

function compareViews(ctx: SchemaComparison, baseView: SchemaView, headView: SchemaView, field: string): void {
  const typeChange = compareTypes(ctx, baseView, headView, field);
  compareFormats(ctx, baseView, headView, field);
  compareEnums(ctx, baseView, headView, field);
  compareConstraints(ctx, baseView, headView, field);
  if (ctx.direction === 'request' && ctx.insideNot !== true) compareDefaults(ctx, baseView, headView, field);
  compareNots(ctx, baseView, headView, field);
  compareVariants(ctx, baseView, headView, field, typeChange);
  compareConditionals(ctx, baseView, headView, field);
  compareDependentRequired(ctx, baseView, headView, field);
  compareDiscriminators(baseView.discriminator, headView.discriminator, ctx.direction, describe(ctx, field), ctx.reporter, wordsFor(ctx.reader));
  if (allowsType(baseView.types, 'object') && allowsType(headView.types, 'object')) {
    compareProperties(ctx, baseView, headView, field);
    // `false` on either side (closed) is said by compareConstraints, as unknown fields rejected or accepted.
    if (!baseView.closed && !headView.closed) compareMemberSchemas(ctx, baseView.additionalProperties, headView.additionalProperties, headView, `${field}{*}`, 'values of fields not named');
  }
  if (allowsType(baseView.types, 'array') && allowsType(headView.types, 'array')) {
    comparePositions(ctx, baseView, headView, field);
    compareMemberSchemas(ctx, baseView.items, headView.items, headView, `${field}[]`, 'items');
  }
}

/**
 * A tuple's positions (3.1's `prefixItems`), each compared with the same position on the other
 * side, or with that side's `items` where its tuple is shorter (`items` holds the items after
 * the tuple). They were not compared, so a position that changed type, or a tuple that gained
 * one, went unsaid (a red-team pass, 2026-11-28).
 */
function comparePositions(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  const positions = Math.max(base.prefixItems.length, head.prefixItems.length);
  for (let index = 0; index < positions; index++) {
    const before = base.prefixItems[index] ?? base.items;
    const after = head.prefixItems[index] ?? head.items;
    compareMemberSchemas(ctx, before, after, head, `${field}[${index}]`, `item ${index}`);
  }
}

/** The same schema locations on both sides, identical with everything they reference: nothing to report. */
function samePlacesUnchanged(ctx: SchemaComparison, base: readonly Located[], head: readonly Located[]): boolean {
  return base.length === head.length && base.every((part, index) => part.pointer === head[index]?.pointer && ctx.unchanged(part.pointer));
}

function describe(ctx: SchemaComparison, field: string): string {
  return field === '' ? ctx.where : `${ctx.where}, field ${field}`;
}

function joinField(field: string, name: string): string {
  return field === '' ? name : `${field}.${name}`;
}

function typeText(types: ReadonlySet<string> | undefined): string {
  return types ? [...types].sort().join(' | ') || '(nothing)' : 'any';
}

/**
 * Whether every value of the base's scalar types, written as a parameter's text, is one the head
 * accepts as a string: `5` and `true` are valid strings once a parameter takes `string`.
 */
function stillValidText(base: ReadonlySet<string> | undefined, head: ReadonlySet<string> | undefined): boolean {
  if (base === undefined || !allowsType(head, 'string')) return false;
  return [...base].every((type) => ['string', 'integer', 'number', 'boolean'].includes(type));
}

/** Reports a change of the types a value may have; returns its severity, undefined when none. */
function compareTypes(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): Severity | undefined {
  const widened = !typesCover(base.types, head.types);
  const narrowed = !typesCover(head.types, base.types);
  if (!widened && !narrowed) return undefined;
  const breaking = ctx.direction === 'response' ? widened : narrowed;
  const text = `${describe(ctx, field)}: type changed from ${typeText(base.types)} to ${typeText(head.types)}`;
  const hint = breaking && ctx.insideNot !== true
    ? ctx.direction === 'response'
      ? ` (${wordsFor(ctx.reader).readers} may now receive values they do not expect)`
      : ctx.sentAsText === true && stillValidText(base.types, head.types)
        ? ' (the values sent before are still valid text on the wire, but a typed client\'s argument type changes)'
        : ` (${wordsFor(ctx.reader).sent} valid before are now rejected)`
    : '';
  const severity = breaking ? 'breaking' : 'compatible';
  ctx.reporter.add('type-changed', severity, 'head', head.statedAt.type, text + hint, base.statedAt.type);
  return severity;
}

/**
 * The schema of a container's members: `items`, or `additionalProperties` (the values of fields
 * the schema does not name). Compared when both sides have one; one that appears or goes away
 * changes what was any value. Dropped, members may hold anything: breaking for what clients
 * read, harmless for what they send. Added, it restricts what was any value: breaking for
 * requests. `additionalProperties: true` (or absent) becoming `{type: integer}` was compared
 * only when both sides had a schema, so a request map that stopped taking strings, or a response
 * map whose values stopped being described, went unsaid (a red-team pass, 2026-11-29).
 */
function compareMemberSchemas(ctx: SchemaComparison, base: readonly Located[], head: readonly Located[], headView: SchemaView, field: string, members: string): void {
  if (base.length > 0 && head.length > 0) {
    compareSchemas(ctx, base, head, field);
    return;
  }
  if (base.length === head.length) return;
  const added = head.length > 0;
  const breaking = ctx.direction === 'request' ? added : !added;
  const text = `${describe(ctx, field)}: ${added ? `${members} now restricted by a schema` : `${members} no longer described (any value)`}`;
  ctx.reporter.add('type-changed', breaking ? 'breaking' : 'compatible', 'head', headView.pointer, text);
}

function compareFormats(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  if (base.format === head.format) return;
  const where = describe(ctx, field);
  if (base.format !== undefined && head.format !== undefined) {
    // int32 to int64 (float to double) takes every value it took and more: harmless for what
    // clients send, breaking for what they receive; the other way round, the reverse. It was
    // breaking both ways (a red-team pass, 2026-11-28).
    const widened = WIDER_FORMAT.get(base.format) === head.format;
    const narrowed = WIDER_FORMAT.get(head.format) === base.format;
    const breaking = widened ? ctx.direction === 'response' : narrowed ? ctx.direction === 'request' : true;
    const how = widened ? ' (takes more values)' : narrowed ? ' (takes fewer values)' : '';
    ctx.reporter.add('format-changed', breaking ? 'breaking' : 'compatible', 'head', head.statedAt.format, `${where}: format changed from ${base.format} to ${head.format}${how}`, base.statedAt.format);
    return;
  }
  // A new format restricts values: breaking for what clients send, harmless for what they receive.
  const added = head.format !== undefined;
  const breaking = ctx.direction === 'request' ? added : !added;
  const text = added ? `format ${head.format} added` : `format ${base.format} removed`;
  ctx.reporter.add('format-changed', breaking ? 'breaking' : 'compatible', 'head', head.statedAt.format, `${where}: ${text}`, base.statedAt.format);
}

/**
 * `if`/`then`/`else`: which values they let through cannot be told rule by rule here, so any
 * change but wording is breaking both ways, for a person to look at. They were not compared:
 * a request schema that began refusing a score outside reviews (an `else`) was "no changes"
 * (2026-11-28, found when the contract gained one).
 */
function compareConditionals(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  if (base.conditionals === head.conditionals) return;
  const what = base.conditionals === undefined ? 'added' : head.conditionals === undefined ? 'removed' : 'changed';
  ctx.reporter.add('conditional-changed', 'breaking', 'head', head.pointer,
    `${describe(ctx, field)}: conditional rules (if/then/else) ${what}; which values they take is not compared rule by rule, so check the change`, base.pointer);
}

/**
 * `not`: a value must not match its schema, so the values a `not` lets through are the reverse of
 * those its schema takes. A `not` added refuses values that passed (breaking for what clients
 * send, harmless for what they receive), one removed lets through values it refused (the
 * reverse). One changed is compared as a schema in the other direction: a `not` whose schema takes
 * more refuses more, as a request schema taking fewer values does. Each change found there is a
 * `not-changed` with its severity from that comparison. Several parts' `not`s are paired by what
 * they name, as alternatives are. They were not compared at all before 2026-11-29.
 */
function compareNots(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  if (base.nots.length === 0 && head.nots.length === 0) return;
  const where = describe(ctx, field);
  const request = ctx.direction === 'request';
  const words = wordsFor(ctx.reader);
  const { pairs, onlyBase, onlyHead } = pairByName(base.nots, head.nots);
  for (const added of onlyHead) {
    ctx.reporter.add('not-changed', request ? 'breaking' : 'compatible', 'head', added.pointer,
      `${where}: now refuses values that match its \`not\` schema${request ? ` (${words.sent} valid before may now be rejected)` : ''}`);
  }
  for (const removed of onlyBase) {
    ctx.reporter.add('not-changed', request ? 'compatible' : 'breaking', 'base', removed.pointer,
      `${where}: no longer refuses values that match its \`not\` schema${request ? '' : ` (${words.readers} may now receive values it refused)`}`);
  }
  // Only the outermost `not` says what a breaking change means for the value itself.
  const outer = ctx.insideNot !== true;
  const reporter: Reporter = {
    add: (_kind, severity, side, pointer, message) => {
      const consequence = !outer || severity !== 'breaking' ? '' : request ? ` (${words.sent} valid before may now be rejected)` : ` (${words.readers} may now receive values it refused)`;
      ctx.reporter.add('not-changed', severity, side, pointer, `${message}${consequence}`);
    },
  };
  const flipped: SchemaComparison = { ...ctx, direction: request ? 'response' : 'request', where: outer ? `${where}, the schema it must not match` : where, reporter, negated: ctx.negated !== true, insideNot: true };
  for (const [before, after] of pairs) compareSchemas(flipped, [before], [after]);
}

/**
 * `dependentRequired`: a member that now needs another beside it restricts what clients send,
 * and one that no longer does loosens what they receive.
 */
function compareDependentRequired(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  const members = new Set([...base.dependentRequired.keys(), ...head.dependentRequired.keys()]);
  for (const member of [...members].sort(compareCodeUnits)) {
    const before = base.dependentRequired.get(member) ?? new Set<string>();
    const after = head.dependentRequired.get(member) ?? new Set<string>();
    const added = [...after].filter((name) => !before.has(name)).sort(compareCodeUnits);
    const removed = [...before].filter((name) => !after.has(name)).sort(compareCodeUnits);
    const where = describe(ctx, joinField(field, member));
    if (added.length > 0) {
      ctx.reporter.add('dependency-added', ctx.direction === 'request' ? 'breaking' : 'compatible', 'head', head.pointer, `${where}: now needs ${added.join(', ')} beside it`, base.pointer);
    }
    if (removed.length > 0) {
      ctx.reporter.add('dependency-removed', ctx.direction === 'request' ? 'compatible' : 'breaking', 'head', head.pointer, `${where}: no longer needs ${removed.join(', ')} beside it`, base.pointer);
    }
  }
}

/** The OpenAPI formats whose values are a subset of another's (OpenAPI 3.1 §4.2: Data Types). */
const WIDER_FORMAT: ReadonlyMap<string, string> = new Map([
  ['int32', 'int64'],
  ['float', 'double'],
]);

function compareEnums(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  const where = describe(ctx, field);
  if (base.enumValues === undefined && head.enumValues === undefined) return;
  if (base.enumValues === undefined && head.enumValues !== undefined) {
    const severity = ctx.direction === 'request' ? 'breaking' : 'compatible';
    ctx.reporter.add('enum-narrowed', severity, 'head', head.statedAt.enumValues, `${where}: now restricted to ${head.enumValues.join(', ')}`, base.statedAt.enumValues);
    return;
  }
  const received = ctx.direction === 'response' && ctx.insideNot !== true;
  if (head.enumValues === undefined) {
    ctx.reporter.add('enum-widened', ctx.direction === 'response' ? 'breaking' : 'compatible', 'head', head.statedAt.enumValues,
      `${where}: no longer restricted to a list of values${received ? ` (${wordsFor(ctx.reader).readers} may receive any value)` : ''}`, base.statedAt.enumValues);
    return;
  }
  const baseValues = base.enumValues ?? [];
  // Sets: `includes` made this quadratic, and an 80,000-value enum took a minute (a red-team pass, 2026-11-29).
  const headSet = new Set(head.enumValues);
  const baseSet = new Set(baseValues);
  const removed = baseValues.filter((value) => !headSet.has(value));
  const added = head.enumValues.filter((value) => !baseSet.has(value));
  if (removed.length > 0) {
    const severity = ctx.direction === 'request' ? 'breaking' : 'compatible';
    ctx.reporter.add('enum-narrowed', severity, 'head', head.statedAt.enumValues, `${where}: values removed: ${removed.join(', ')}`, base.statedAt.enumValues);
  }
  if (added.length > 0) {
    const note = received ? ` (note: ${wordsFor(ctx.reader).readers} must tolerate values they do not know)` : '';
    // A response's new values are compatible by the note; a `not`'s new values are what it now refuses.
    const severity = ctx.negated === true && ctx.direction === 'response' ? 'breaking' : 'compatible';
    ctx.reporter.add('enum-widened', severity, 'head', head.statedAt.enumValues, `${where}: values added: ${added.join(', ')}${note}`, base.statedAt.enumValues);
  }
}


/**
 * A stricter bound rejects requests that were valid; a looser one in a response lets the server
 * send values a client written against the base never had to handle (a longer name than its
 * `maxLength`, a list past its `maxItems`), and a client that checks or sizes by them breaks.
 * Responses' bounds were not compared at all (a red-team pass, 2026-11-29): a response's
 * `maxLength` raised from 50 to 100, or dropped, was "No changes"; oasdiff and openapi-diff
 * report both. A rewritten `pattern` (neither side's values known to be the other's) is
 * breaking either way. Inside a `not` the direction is already flipped, so the same rules hold.
 */
function compareConstraints(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  const keywords = new Set([...base.constraints.keys(), ...head.constraints.keys()]);
  const received = ctx.direction === 'response' && ctx.insideNot !== true;
  const report = (narrowed: boolean, text: string, rewritten = false): void => {
    const breaking = rewritten || narrowed === (ctx.direction === 'request');
    const hint = breaking && received ? ` (${wordsFor(ctx.reader).readers} may now receive values outside the old bound)` : '';
    ctx.reporter.add(narrowed ? 'constraint-narrowed' : 'constraint-widened', breaking ? 'breaking' : 'compatible', 'head', head.pointer, `${describe(ctx, field)}: ${text}${hint}`, base.pointer);
  };
  for (const bound of boundChanges(base.constraints, head.constraints)) {
    bound.keywords.forEach((keyword) => keywords.delete(keyword));
    if (bound.text !== '') report(bound.narrowed, bound.text);
  }
  for (const keyword of [...keywords].sort()) {
    const before = base.constraints.get(keyword);
    const after = head.constraints.get(keyword);
    if (before === after) continue;
    const rewritten = keyword === 'pattern' && before !== undefined && after !== undefined;
    report(constraintNarrowed(keyword, before, after), `${keyword} changed from ${String(before ?? 'none')} to ${String(after ?? 'none')}`, rewritten);
  }
  if (base.closed !== head.closed) compareClosed(ctx, base, head, field);
}

/**
 * `additionalProperties: false` gained or lost. The base let clients send members it does not
 * name; a head that refuses them rejects those requests. In a response it is compatible either way:
 * fields a schema does not name are new fields, which clients must tolerate as they do any added
 * field, and no longer sending them takes nothing a client was told it would get.
 */
function compareClosed(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  const where = describe(ctx, field);
  if (ctx.direction === 'request' || ctx.negated === true) {
    const text = `${where}: ${head.closed ? 'unknown fields are now rejected (additionalProperties: false)' : 'unknown fields are now accepted'}`;
    ctx.reporter.add(head.closed ? 'constraint-narrowed' : 'constraint-widened', head.closed === (ctx.direction === 'request') ? 'breaking' : 'compatible', 'head', head.pointer, text, base.pointer);
    return;
  }
  const text = head.closed
    ? `${where}: fields it does not name are no longer sent (additionalProperties: false)`
    : `${where}: fields it does not name may now be sent (note: ${wordsFor(ctx.reader).readers} must tolerate fields they do not know)`;
  ctx.reporter.add(head.closed ? 'constraint-narrowed' : 'constraint-widened', 'compatible', 'head', head.pointer, text, base.pointer);
}

/**
 * What a request that leaves a value out means is its `default`: a new default changes what the
 * server does for clients that never send it, though every request stays valid. Compatible, with
 * a note; a response's `default` is documentation only and is not compared.
 */
function compareDefaults(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  if (base.defaultValue === head.defaultValue) return;
  const where = describe(ctx, field);
  const { oneSent } = wordsFor(ctx.reader);
  const text =
    head.defaultValue === undefined
      ? `default ${base.defaultValue} removed (note: the document no longer says what ${oneSent} that leaves it out gets)`
      : `${base.defaultValue === undefined ? `default ${head.defaultValue} added` : `default changed from ${base.defaultValue} to ${head.defaultValue}`} (note: ${oneSent} that leaves it out now gets ${head.defaultValue})`;
  ctx.reporter.add('default-changed', 'compatible', 'head', head.pointer, `${where}: ${text}`, base.pointer);
}

function constraintNarrowed(keyword: string, before: unknown, after: unknown): boolean {
  // `uniqueItems: false` is no constraint at all; only turning it on refuses lists that were valid.
  if (keyword === 'uniqueItems') return after === true && before !== true;
  if (after === undefined) return false;
  if (before === undefined) return true;
  if (typeof before !== 'number' || typeof after !== 'number') return true;
  // Every multiple of `before` is still valid only when `before` is itself a multiple of `after` (10 -> 5: yes; 5 -> 10: no).
  if (keyword === 'multipleOf') return !Number.isInteger(before / after);
  return UPPER_BOUNDS.has(keyword) ? after < before : after > before;
}

/**
 * The number of alternatives, then each alternative. A count that changed with the value's types
 * (`integer | string` gaining `boolean`) was said by the type change at the same place: it is
 * reported only when it says more (breaking where the type change was not).
 */
function compareVariants(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string, typeChange: Severity | undefined): void {
  if (!base.variants || !head.variants) return;
  const where = describe(ctx, field);
  const fewer = head.variants.length < base.variants.length;
  const more = head.variants.length > base.variants.length;
  // Fewer alternatives reject requests; more alternatives surprise clients reading responses.
  const breaking = ctx.direction === 'request' ? fewer : more;
  if ((fewer || more) && (typeChange === undefined || (breaking && typeChange !== 'breaking'))) {
    ctx.reporter.add('variants-changed', breaking ? 'breaking' : 'compatible', 'head', head.pointer,
      `${where}: alternatives changed from ${base.variants.length} to ${head.variants.length}`, base.pointer);
  }
  // `oneOf: [X, {type: null}]` is how 3.1 writes "nullable X": the null arm needs no comparison,
  // and the field keeps its plain name when only one real alternative is left.
  const baseReal = base.variants.filter((variant) => !isNullSchema(variant));
  const headReal = head.variants.filter((variant) => !isNullSchema(variant));
  const single = baseReal.length === 1 && headReal.length === 1;
  for (const [b, h, index] of pairAlternatives(baseReal, headReal)) {
    compareSchemas(ctx, [b], [h], single ? field : `${field}<alternative ${index + 1}>`);
  }
}

/**
 * Which base alternative each head alternative is, with the head's index. Alternatives are a set:
 * paired by position, `[Cat, Dog]` reordered or given `Bird` in the middle compared Cat with Dog
 * and reported each one's fields removed and added (breaking) where nothing changed (a red-team
 * pass, 2026-11-28). So the same `$ref` target, else the same text, pairs first; what is left
 * (an inline alternative edited in place) pairs in order.
 */
function pairAlternatives(base: readonly Located[], head: readonly Located[]): [Located, Located, number][] {
  return pairByName(base, head).pairs;
}

/** Schemas of two lists paired by what they name (pairAlternatives), with those left over on each side. */
function pairByName(base: readonly Located[], head: readonly Located[]): { pairs: [Located, Located, number][]; onlyBase: Located[]; onlyHead: Located[] } {
  const pairs: [Located, Located, number][] = [];
  const unpairedBase = base.map((alternative) => ({ alternative, key: alternativeKey(alternative) }));
  const unpairedHead: number[] = [];
  head.forEach((alternative, index) => {
    const key = alternativeKey(alternative);
    const match = unpairedBase.findIndex((candidate) => candidate.key === key);
    if (match < 0) unpairedHead.push(index);
    else pairs.push([unpairedBase.splice(match, 1)[0]!.alternative, alternative, index]);
  });
  unpairedHead.slice(0, unpairedBase.length).forEach((index, order) => pairs.push([unpairedBase[order]!.alternative, head[index]!, index]));
  return {
    pairs: pairs.sort((a, b) => a[2] - b[2]),
    onlyBase: unpairedBase.slice(unpairedHead.length).map((entry) => entry.alternative),
    onlyHead: unpairedHead.slice(unpairedBase.length).map((index) => head[index]!),
  };
}

/** What names an alternative: the component its `$ref` points to, else its own text. */
function alternativeKey(alternative: Located): string {
  const node = alternative.node;
  const ref = typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as { $ref?: unknown }).$ref : undefined;
  return typeof ref === 'string' ? `$ref ${ref}` : canonicalJson(node);
}

/**
 * `X` on one side and `oneOf: [X, {type: null}]` on the other (3.1's "nullable X", or the reverse):
 * the wrapper holds X's fields, values and format in its alternative, so compared as it stands
 * X's fields read as removed and its enum and format as dropped (2026-11-28, a CI user's pass).
 * The change is the null alone; the rest is X against X. The wrapper is read as its alternative
 * with the wrapper's types (`wholeOf`): X was compared with the other side as it stands, so
 * `anyOf: [{type: string}, {type: null}]` against 3.0's `nullable: true` string (normalised to
 * `type: [string, null]`) read as null dropped, a breaking type change in a request, though both
 * take the same values (2026-11-29, a red-team pass).
 */
function nullableOnOneSide(base: SchemaView, head: SchemaView): { base?: Located[]; head?: Located[] } | undefined {
  if (base.variants && !head.variants) {
    const inner = nullableWrapped(base);
    return inner ? { base: [inner] } : undefined;
  }
  if (head.variants && !base.variants) {
    const inner = nullableWrapped(head);
    return inner ? { head: [inner] } : undefined;
  }
  return undefined;
}

/** The one alternative beside `{type: null}` of a schema that says nothing else a client reads. */
function nullableWrapped(view: SchemaView): Located | undefined {
  const variants = view.variants ?? [];
  const real = variants.filter((variant) => !isNullSchema(variant));
  const saysMore = view.properties.size > 0 || view.items.length > 0 || view.additionalProperties.length > 0
    || view.enumValues !== undefined || view.format !== undefined || view.closed || view.nots.length > 0;
  return real.length === 1 && variants.length === 2 && !saysMore ? real[0] : undefined;
}

/**
 * One side of a comparison where the other is a nullable wrapper: its alternative X (or the plain
 * schema itself) with the types of the whole schema, null among them, and its enum without null.
 * Whether null is allowed is said once, by the type change: `nullable: true` is normalised as
 * null added to `type` and to `enum` (load/normalize.ts), where the wrapper's X lists no null.
 */
function wholeOf(inner: SchemaView, whole: SchemaView): SchemaView {
  const nullValue = canonicalJson(null);
  const enumValues = inner.enumValues?.filter((value) => value !== nullValue);
  return { ...inner, types: whole.types, enumValues };
}

function isNullSchema(variant: Located): boolean {
  const node = variant.node;
  return typeof node === 'object' && node !== null && !Array.isArray(node) && (node as { type?: unknown }).type === 'null' && Object.keys(node).length <= 2;
}

function lastPointer(parts: readonly Located[], fallback: string): string {
  return parts[parts.length - 1]?.pointer ?? fallback;
}

function compareProperties(ctx: SchemaComparison, base: SchemaView, head: SchemaView, field: string): void {
  const names = [...new Set([...base.properties.keys(), ...head.properties.keys()])].sort();
  for (const name of names) {
    const baseParts = readable(ctx, ctx.base, base.properties.get(name));
    const headParts = readable(ctx, ctx.head, head.properties.get(name));
    const path = joinField(field, name);
    // `required` does not bind a readOnly property in requests, nor a writeOnly one in responses.
    const exempt = ctx.direction === 'request' ? 'readOnly' : 'writeOnly';
    const requiredHere = (document: DocumentPair['base'], view: SchemaView, parts: readonly Located[] | undefined): boolean =>
      view.required.has(name) && !(parts && marked(document, parts, exempt));
    if (baseParts && !headParts) {
      const hidden = head.properties.has(name) ? ` (it is now writeOnly: ${wordsFor(ctx.reader).readers} no longer receive it)` : '';
      reportRemovedProperty(ctx, head, path, lastPointer(baseParts, base.pointer), hidden);
    }
    else if (!baseParts && headParts) reportAddedProperty(ctx, requiredHere(ctx.head, head, headParts), path, lastPointer(headParts, head.pointer));
    else if (baseParts && headParts) {
      const places = { head: lastPointer(headParts, head.pointer), base: lastPointer(baseParts, base.pointer) };
      compareRequired(ctx, requiredHere(ctx.base, base, baseParts), requiredHere(ctx.head, head, headParts), path, places);
      const wasReadOnly = ctx.direction === 'request' && marked(ctx.base, baseParts, 'readOnly');
      if (ctx.direction === 'request') compareReadOnly(ctx, wasReadOnly, marked(ctx.head, headParts, 'readOnly'), path, places);
      // A request field the base marked readOnly is one its clients never send: what it now takes breaks none of them.
      if (!wasReadOnly) compareSchemas(ctx, baseParts, headParts, path);
    }
  }
}

/**
 * A property as a response shows it: a writeOnly one is never sent to clients, so it is as if
 * absent. Removing a writeOnly `password` from a schema shared by request and response was a
 * breaking `response-field-removed`, a field no client ever read (a red-team pass, 2026-11-28).
 */
function readable(ctx: SchemaComparison, document: DocumentPair['base'], parts: readonly Located[] | undefined): readonly Located[] | undefined {
  return parts && ctx.direction === 'response' && marked(document, parts, 'writeOnly') ? undefined : parts;
}

/** Whether any part of a property's schema (refs and allOf followed) sets `keyword: true`. */
function marked(document: DocumentPair['base'], parts: readonly Located[], keyword: 'readOnly' | 'writeOnly'): boolean {
  return expandParts(document, parts).some((part) => part.node[keyword] === true);
}

function reportRemovedProperty(ctx: SchemaComparison, head: SchemaView, path: string, pointer: string, why = ''): void {
  if (ctx.direction === 'response') {
    ctx.reporter.add('response-field-removed', 'breaking', 'base', pointer, `${ctx.where}: field ${path} removed${why}`);
    return;
  }
  // Clients that still send the field break only when the head rejects unknown fields.
  const severity = head.closed ? 'breaking' : 'compatible';
  const note = head.closed ? ' (unknown fields are rejected: additionalProperties is false)' : '';
  ctx.reporter.add('request-field-removed', severity, 'base', pointer, `${ctx.where}: field ${path} removed${note}`);
}

function reportAddedProperty(ctx: SchemaComparison, required: boolean, path: string, pointer: string): void {
  if (ctx.direction === 'response') {
    ctx.reporter.add('response-field-added', 'compatible', 'head', pointer, `${ctx.where}: field ${path} added`);
  } else if (required) {
    ctx.reporter.add('request-field-added', 'breaking', 'head', pointer, `${ctx.where}: new required field ${path}`);
  } else {
    ctx.reporter.add('request-field-added', 'compatible', 'head', pointer, `${ctx.where}: new optional field ${path}`);
  }
}

/**
 * A request field marked readOnly is the server's alone: the generated client's request type
 * leaves it out, so code that sets it no longer compiles, though a server still accepts it. An
 * optional field that gained the mark was not listed at all (2026-11-28, a CI user's pass).
 */
function compareReadOnly(ctx: SchemaComparison, before: boolean, after: boolean, path: string, places: Places): void {
  if (before === after) return;
  // No generated code types a webhook's or callback's answer: a receiver only stops or starts sending the field.
  const note = ctx.reader === 'receiver'
    ? after ? 'is now readOnly (note: receivers should stop sending it)' : 'is no longer readOnly (note: receivers may now send it)'
    : after
    ? 'is now readOnly (note: clients should stop sending it; the generated client\'s request type leaves it out)'
    : 'is no longer readOnly (note: clients may now send it; the generated client\'s request type includes it)';
  ctx.reporter.add('request-field-read-only-changed', 'compatible', 'head', places.head, `${ctx.where}: field ${path} ${note}`, places.base);
}

/** A property's place on each side (the last part that names it). */
interface Places { readonly head: string; readonly base: string }

function compareRequired(ctx: SchemaComparison, before: boolean, after: boolean, path: string, places: Places): void {
  if (before === after) return;
  if (ctx.direction === 'request') {
    if (after) ctx.reporter.add('request-field-became-required', 'breaking', 'head', places.head, `${ctx.where}: field ${path} is now required`, places.base);
    else ctx.reporter.add('request-field-became-optional', 'compatible', 'head', places.head, `${ctx.where}: field ${path} is now optional`, places.base);
  } else if (after) {
    ctx.reporter.add('response-field-became-required', 'compatible', 'head', places.head, `${ctx.where}: field ${path} is now always present`, places.base);
  } else {
    ctx.reporter.add('response-field-became-optional', 'breaking', 'head', places.head, `${ctx.where}: field ${path} may now be absent`, places.base);
  }
}
