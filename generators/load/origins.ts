/**
 * Where a place of the bundled document is written. Bundling moves every referenced file's
 * content into the one document the generators read, so a pointer into it (what `diff` reports)
 * can name a place the root file does not have: `#/components/schemas/Movie/properties/title`
 * is written in `components/schemas/Movie.yaml` at `#/properties/title`. Redocly's bundler puts
 * the referenced file's own objects into the document (it does not copy them), so an object met on
 * the way down a pointer that belongs to a referenced file moves the place into that file. What
 * the loader rewrites afterwards (a Swagger 2.0 conversion copies every object) has no such
 * object: a place the rewrite is known to have moved is walked in the bundle before it (`Rewrite`),
 * and any other stays in the root file, where the position is the nearest the text has.
 * Every finding made after bundling is said here (index.ts `placer`), and so is what diff reports.
 */
import { createLocator, type Locator } from './locate.js';
import { escapeToken, fromPointer, valueAtPointer } from '../shared/json-pointer.js';
import { hasOwn } from '../runtime/own-property.js';

export interface Origin {
  /** The file read: for a percent-escaped reference, the decoded name (resolver.ts `fileSpelling`). */
  readonly absolutePath: string;
  /** `#`-less JSON pointer in that file. */
  readonly pointer: string;
  /**
   * Whether the file as parsed has that place: a place the loader made (a Swagger 2.0 document's
   * `servers`, converted from `host`) has no text to point at.
   */
  readonly written: boolean;
  /** 1-based, of the place or the nearest the text has; 0 when it has none. */
  readonly line: number;
  readonly column: number;
}

export type OriginOf = (pointer: string) => Origin;

interface SourceFile {
  /** The file read, when not the key (a percent-escaped reference names its decoded file; resolver.ts). */
  readonly path?: string;
  readonly value: unknown;
  readonly text: string;
}

interface Home {
  readonly absolutePath: string;
  readonly pointer: string;
}

/**
 * What the loader rewrote after bundling, when it knows where the rewritten places were: a
 * Swagger 2.0 document's (swagger-places.ts). A place it maps is walked in `document`, the
 * bundle before the rewrite; any other in the rewritten document, as before.
 */
export interface Rewrite {
  readonly document: unknown;
  readonly pointerOf: (pointer: string) => string | undefined;
}

export function originFinder(document: unknown, root: { readonly absolutePath: string; readonly value: unknown; readonly locate: Locator }, referenced: ReadonlyMap<string, SourceFile>, rewrite?: Rewrite): OriginOf {
  // Built at the first question: a document whose loading finds nothing never asks.
  let homes: Map<object, Home> | undefined;
  const locators = new Map<string, Locator>([[root.absolutePath, root.locate]]);
  const locatorOf = (absolutePath: string): Locator => {
    let locator = locators.get(absolutePath);
    if (locator === undefined) {
      locator = createLocator(referenced.get(absolutePath)?.text ?? '');
      locators.set(absolutePath, locator);
    }
    return locator;
  };
  return (asked) => {
    homes ??= homesOf(referenced);
    const before = rewrite?.pointerOf(asked);
    const pointer = before ?? asked;
    let place: Home = { absolutePath: root.absolutePath, pointer: '' };
    let node: unknown = before === undefined ? document : rewrite!.document;
    for (const token of fromPointer(pointer)) {
      node = typeof node === 'object' && node !== null && hasOwn(node, token) ? (node as Record<string, unknown>)[token] : undefined;
      const home = typeof node === 'object' && node !== null ? homes.get(node) : undefined;
      place = home ?? { absolutePath: place.absolutePath, pointer: `${place.pointer}/${escapeToken(token)}` };
    }
    const inRoot = place.absolutePath === root.absolutePath;
    const source = inRoot ? undefined : referenced.get(place.absolutePath);
    const file = inRoot ? root.value : source?.value;
    const where = locatorOf(place.absolutePath)(place.pointer);
    return { absolutePath: source?.path ?? place.absolutePath, pointer: place.pointer, written: valueAtPointer(file, place.pointer) !== undefined, ...where };
  };
}

/** Every object of the referenced files, with where it is written (one of its places, for one a YAML alias writes twice). */
function homesOf(referenced: ReadonlyMap<string, SourceFile>): Map<object, Home> {
  const homes = new Map<object, Home>();
  for (const [absolutePath, { value }] of referenced) {
    // Iterative: the files were held to the nesting limit, but nothing here needs the stack.
    const pending: [unknown, string][] = [[value, '']];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const [node, pointer] = next;
      if (typeof node !== 'object' || node === null || homes.has(node)) continue;
      homes.set(node, { absolutePath, pointer });
      for (const [key, child] of Object.entries(node)) if (typeof child === 'object' && child !== null) pending.push([child, `${pointer}/${escapeToken(key)}`]);
    }
  }
  return homes;
}
