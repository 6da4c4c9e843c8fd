/**
 * How deep a document nests, measured before anything recursive walks it (decisions/0014).
 * Every later stage recurses through the document: Redocly's bundler, our model builder,
 * openapi-typescript, prettier, the docs page (which writes schemas nested). Past some
 * depth each one overflows its stack or refuses, and reports it as a bare "Maximum call stack
 * size exceeded" somewhere, or as a crash of the generator. So depth is a limit like size,
 * checked once with the pointer where it is passed:
 * - `depth`: objects and arrays nested inside one another as written (YAML aliases counted where
 *   they are used), in every file and in the assembled document;
 * - `walk`: the same along `$ref`s too (a reference continues at its target), which is how the
 *   bundler and the model builder walk a chain of schemas each naming the next. A reference back
 *   into what is being walked (a recursive schema) is not followed: walkers stop there too.
 *
 * Both walks recurse at most `limit + 1` levels, remember the height below each object (shared
 * objects and reference targets are walked once), so they are linear in the distinct objects.
 */
import { decodeFragment, toPointer, valueAtPointer } from '../shared/json-pointer.js';

type Json = { readonly [key: string]: unknown };

/**
 * Where the walk is, as a chain of keys from a known pointer: the pointer string is built only
 * for the place that passes the limit (building one per node took most of the walk's time).
 */
type Place = { readonly pointer: string } | { readonly parent: Place; readonly key: string };

function pointerOf(place: Place): string {
  const keys: string[] = [];
  let at = place;
  while (!('pointer' in at)) {
    keys.push(at.key);
    at = at.parent;
  }
  return at.pointer + toPointer(keys.reverse());
}

/** The pointer of the first object or array nested deeper than `limit`, or `undefined`. */
export function tooDeepAt(root: unknown, limit: number): string | undefined {
  return new DepthWalk(root, limit, false).pointer();
}

/** Like tooDeepAt, following internal `$ref`s (`#/...`) to their targets. */
export function tooDeepThroughReferencesAt(root: unknown, limit: number): string | undefined {
  return new DepthWalk(root, limit, true).pointer();
}

/** Marks an object in #heights while it is being walked (a reference back into it stops there). */
const WALKING = -1;

class DepthWalk {
  /**
   * Levels of objects and arrays at and below each object already walked (walks stop at `limit`),
   * or WALKING while its walk is under way: one map, looked up once per visit.
   */
  readonly #heights = new Map<object, number>();
  #found: string | undefined;

  constructor(
    private readonly root: unknown,
    private readonly limit: number,
    private readonly followReferences: boolean,
  ) {}

  pointer(): string | undefined {
    if (typeof this.root === 'object' && this.root !== null) this.#height(this.root, 1, { pointer: '' });
    return this.#found;
  }

  /**
   * The height of object `node`, walking no deeper than the limit; sets #found when passed.
   * Children that are values are skipped before anything is made for them: most of a document's
   * members are strings, and a place or an entry pair made for each took most of the walk's time.
   */
  #height(node: object, depth: number, place: Place): number {
    if (this.#found !== undefined) return 0;
    if (depth > this.limit) {
      this.#found = pointerOf(place);
      return 0;
    }
    const known = this.#heights.get(node);
    if (known === WALKING) return 0;
    // Walked before from a shallower place: walk again only if it may pass the limit from here.
    if (known !== undefined && depth + known - 1 <= this.limit) return known;
    this.#heights.set(node, WALKING);
    let below = 0;
    const target = this.followReferences ? this.#target(node) : undefined;
    if (target !== undefined) below = this.#height(target.value, depth, { pointer: target.pointer }) - 1;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length && this.#found === undefined; index++) {
        const child: unknown = node[index];
        if (typeof child === 'object' && child !== null) below = Math.max(below, this.#height(child, depth + 1, { parent: place, key: String(index) }));
      }
    } else {
      for (const key in node) {
        if (this.#found !== undefined) break;
        if (!Object.hasOwn(node, key)) continue;
        const child: unknown = (node as Json)[key];
        if (typeof child === 'object' && child !== null) below = Math.max(below, this.#height(child, depth + 1, { parent: place, key }));
      }
    }
    const height = 1 + Math.max(0, below);
    this.#heights.set(node, Math.max(height, known ?? 0));
    return height;
  }

  /** The object an internal `$ref` of `node` names, with its pointer. */
  #target(node: object): { value: object; pointer: string } | undefined {
    const reference = (node as Json)['$ref'];
    if (typeof reference !== 'string' || !reference.startsWith('#')) return undefined;
    const pointer = decodeFragment(reference.slice(1));
    const value = valueAtPointer(this.root, pointer);
    return typeof value === 'object' && value !== null ? { value, pointer } : undefined;
  }
}
