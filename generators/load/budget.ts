/**
 * One budget for everything a single load reads: the root document and every file its `$ref`s
 * reach share it, so splitting a hostile document over many files, or hiding an alias bomb in a
 * small referenced file, gains nothing. Three quantities are counted (decisions/0014):
 * - bytes read from disk, checked against a file's size before it is read;
 * - YAML alias uses (`*name`), counted in the syntax tree before anything is built from it;
 * - nodes (objects, arrays and scalars) as the generators will see them, with every alias and
 *   every shared object counted once per place it is used, so the count is the size of the
 *   document written out in full — what JSON.stringify, openapi-typescript and the docs page
 *   will walk. Work after loading is proportional to it, which is what bounds the whole run.
 * and, once the document is assembled, the operations it describes (the emitters' cost grows with
 * them much faster than with schema nodes), and how deep it nests (every later stage recurses);
 * and in each file, how many members one object has (Redocly's walk spreads them into one call).
 * Exceeding any of them refuses the document with a message naming the file and the limit.
 */
import { tooDeepAt, tooDeepThroughReferencesAt } from './nesting.js';
import { SpecError } from './problems.js';
import { escapeToken, valueAtReference } from '../shared/json-pointer.js';

export interface InputLimits {
  readonly bytes: number;
  readonly aliases: number;
  readonly nodes: number;
  /** Operations under `paths`: each costs far more to generate than a node of schema does. */
  readonly operations: number;
  /** Objects and arrays nested inside one another, as written (nesting.ts). */
  readonly depth: number;
  /** The same, following `$ref`s to their targets: how deep the bundler and the model walk (nesting.ts). */
  readonly walk: number;
  /** Members of one object: Redocly's walk spreads an object's keys into one call's arguments. */
  readonly members: number;
}

/** The supported size (decisions/0014-input-limits.md has the measurements behind each number). */
export const INPUT_LIMITS: InputLimits = {
  bytes: 32 * 1024 * 1024,
  aliases: 10_000,
  nodes: 1_000_000,
  operations: 5_000,
  depth: 64,
  walk: 400,
  members: 100_000,
};

/**
 * A document refused for passing a limit, not for what it says: `mtc lint` checks the limits
 * alone (lintable.ts) and leaves every other problem to Redocly.
 */
export class InputLimitError extends SpecError {}

const HINT = 'Generate from a smaller document: the limits on what one run reads are in decisions/0014-input-limits.md.';

export class InputBudget {
  readonly limits: InputLimits;
  #bytes = 0;
  #aliases = 0;
  #nodes = 0;

  constructor(limits: InputLimits = INPUT_LIMITS) {
    this.limits = limits;
  }

  /** Bytes still allowed (a file bigger than this is refused before it is read). */
  get remainingBytes(): number {
    return Math.max(0, this.limits.bytes - this.#bytes);
  }

  chargeBytes(file: string, bytes: number): void {
    this.#bytes += bytes;
    if (this.#bytes > this.limits.bytes) {
      refuse(file, `reading ${file} (${bytes} bytes) takes the document and the files it references past ${describeBytes(this.limits.bytes)} in total`);
    }
  }

  chargeAliases(file: string, aliases: number): void {
    this.#aliases += aliases;
    if (this.#aliases > this.limits.aliases) {
      refuse(file, `${file} takes the YAML alias uses (*name) of the document and the files it references past ${this.limits.aliases}`);
    }
  }

  /**
   * Charges the nodes of one file, and refuses it at the first object of more members than the
   * limit: Redocly's bundling walk spreads such an object's keys into one call's arguments, and
   * at 300,000 it overflowed the stack after seconds of work, reported as nesting too deep.
   */
  chargeFile(file: string, value: unknown, locate: (pointer: string) => { line: number; column: number }): void {
    const counted = expandedNodeCount(value, this.remainingNodes, undefined, this.limits.members);
    if (counted.wide !== undefined) {
      const pointer = pointerTo(value, counted.wide) ?? '';
      throw new InputLimitError([{ file, ...locate(pointer), pointer, message: `this object has more than ${this.limits.members} members`, hint: `Split it (a map this large is data, not a description). ${HINT}` }]);
    }
    this.chargeNodes(file, counted.nodes);
  }

  /** Charges the nodes of one file (as counted by `expandedNodeCount`). */
  chargeNodes(file: string, nodes: number): void {
    this.#nodes += nodes;
    if (this.#nodes > this.limits.nodes) refuse(file, `${file} takes the document and the files it references past ${this.limits.nodes} nodes (${NODES})`);
  }

  /** Nodes still allowed: counting a file can stop as soon as it passes this. */
  get remainingNodes(): number {
    return Math.max(0, this.limits.nodes - this.#nodes);
  }

  /**
   * The assembled document, checked as a whole: bundling copies a referenced file's content into
   * every place that uses it when the content has no home under `components`, so it can be
   * bigger than the files it came from.
   */
  checkAssembled(file: string, nodes: number): void {
    if (nodes > this.limits.nodes) refuse(file, `the document, once its references are assembled, has more than ${this.limits.nodes} nodes (${NODES})`);
  }

  /**
   * Refuses `value` (a file, or the assembled document) when it nests deeper than the limits, at
   * the pointer where it passes them; `locate` gives that pointer's line in the file. With
   * `references`, the walk along internal `$ref`s too; `'only'` that walk alone.
   */
  checkNesting(file: string, value: unknown, locate: (pointer: string) => { line: number; column: number }, references: boolean | 'only'): void {
    // 'only': the value's own nesting was checked when it was parsed (parseText); the walk along
    // its references is what is left (the plain walk again was a fifth of loading GHES 2.22).
    const nested = references === 'only' ? undefined : tooDeepAt(value, this.limits.depth);
    const walked = nested === undefined && references !== false ? tooDeepThroughReferencesAt(value, this.limits.walk) : undefined;
    const pointer = nested ?? walked;
    if (pointer === undefined) return;
    const message = nested !== undefined
      ? `objects and arrays are nested more than ${this.limits.depth} levels deep here`
      : `following its $refs, the document nests more than ${this.limits.walk} levels deep here (a chain of schemas each naming the next)`;
    throw new InputLimitError([{ file, ...locate(pointer), pointer, message, hint: `Flatten the document: name deeply nested schemas under components.schemas, or shorten the chain. ${HINT}` }]);
  }

  checkOperations(file: string, operations: number): void {
    if (operations > this.limits.operations) refuse(file, `the document describes ${operations} operations, more than the ${this.limits.operations} one run generates`);
  }
}

const NODES = 'objects, arrays and values, counting each alias and shared object once per use';

/**
 * The number of nodes `value` has written out in full (shared objects counted once per use), or
 * `cap + 1` as soon as it is known to be more than `cap`. Work is proportional to the distinct
 * objects, never to the expanded size, so an alias bomb is measured without being expanded.
 * `wide` is the first object met with more than `members` members (the count stops there).
 */
export function expandedNodeCount(value: unknown, cap: number, root?: unknown, members = Number.POSITIVE_INFINITY): { readonly nodes: number; readonly wide?: object } {
  const sizes = new Map<object, number>();
  let wide: object | undefined;
  const size = (node: unknown): number => {
    if (typeof node !== 'object' || node === null) return 1;
    const known = sizes.get(node);
    if (known !== undefined) return known;
    sizes.set(node, Number.POSITIVE_INFINITY); // an object inside itself is infinite
    const children = Array.isArray(node) ? node : Object.values(node);
    if (children.length > members && !Array.isArray(node)) {
      wide ??= node;
      return Number.POSITIVE_INFINITY;
    }
    let total = 1;
    for (const child of children) {
      total += size(child);
      if (total > cap) break;
    }
    const copied = root === undefined ? undefined : copiedPerUse(root, node);
    // A part that names itself again (a callback whose operation has that callback) is written
    // once by the model and the emitters, which follow such a `$ref` no further: the use inside
    // it adds nothing. An object inside itself as a value (a YAML alias) stays infinite.
    const inProgress = typeof copied === 'object' && copied !== null && sizes.get(copied) === Number.POSITIVE_INFINITY;
    if (copied !== undefined && !inProgress && total <= cap) total += size(copied);
    sizes.set(node, total);
    return total;
  };
  const nodes = Math.min(size(value), cap + 1);
  return wide === undefined ? { nodes } : { nodes, wide };
}

/** The pointer at which `target` sits in `root` (first found, depth first); only for a refusal's message. */
function pointerTo(root: unknown, target: object, seen = new Set<object>()): string | undefined {
  if (root === target) return '';
  if (typeof root !== 'object' || root === null || seen.has(root)) return undefined;
  seen.add(root);
  for (const [key, child] of Object.entries(root)) {
    const below = pointerTo(child, target, seen);
    if (below !== undefined) return `/${escapeToken(key)}${below}`;
  }
  return undefined;
}

/**
 * What a reusable part the model copies into each operation that uses it (a path item, a
 * parameter, a request body, a response, a header, a callback, an example, a link) costs at each
 * use: the model and the emitters write its contents again per operation, so 80 paths naming one
 * path item of 500 parameters cost 40,000 parameters, though the document holds 500 (found by a
 * review: a 31 KB document made a 6.6 MB server.ts and used 620 MB). A schema `$ref` stays one
 * node: the emitters name a component schema, never copy it.
 */
// The reference must name the part itself: a pointer deeper into one (`…/content/…/schema`, as
// bundlers write for an inline schema used twice) names a schema, which may be recursive.
const COPIED_PER_USE = /^#\/(?:paths|components\/(?:pathItems|parameters|requestBodies|responses|headers|callbacks|examples|links))\/[^/]+$/;

function copiedPerUse(root: unknown, node: object): unknown {
  const ref = Array.isArray(node) ? undefined : (node as { readonly $ref?: unknown }).$ref;
  return typeof ref === 'string' && COPIED_PER_USE.test(ref) ? valueAtReference(root, ref) : undefined;
}

function refuse(file: string, message: string): never {
  throw new InputLimitError([{ file, line: 0, column: 0, pointer: '', message, hint: HINT }]);
}

function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}
