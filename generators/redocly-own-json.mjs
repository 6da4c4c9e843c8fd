/**
 * Redocly's resolver parses every file it reads with its YAML parser (JSON is YAML): 0.6-1.4 s
 * for Stripe's 3.9 MB document, where JSON.parse takes 40-50 ms. The docs renderer writes its
 * document itself with JSON.stringify, so JSON.parse reads the same values from it (the
 * rendered page is byte-identical). A prepared CLI (redocly-child.mjs) reads that one file this
 * way; every other file it reads is parsed as before. Plain JavaScript: the child runs without
 * a loader.
 */
import path from 'node:path';

/** What marks the resolver class among a module's exports: the bundled CLI's names are minified. */
const RESOLVER_METHODS = ['parseDocument', 'resolveDocument', 'loadExternalRef'];

/** The resolver class among the namespaces of the CLI's loaded modules, or undefined (another CLI layout). */
export function resolverClassIn(namespaces) {
  return namespaces
    .flatMap((namespace) => Object.values(namespace))
    .find((value) => typeof value === 'function' && RESOLVER_METHODS.every((name) => Object.hasOwn(value.prototype ?? {}, name)));
}

/**
 * Makes the resolver read `file` (absolute) with JSON.parse; text JSON.parse refuses is left to
 * the CLI's own parser, which reports it. Returns whether the resolver was found.
 */
export function readOwnJsonWithJsonParse(namespaces, file) {
  const resolver = resolverClassIn(namespaces);
  if (resolver === undefined) return false;
  const parseDocument = resolver.prototype.parseDocument;
  resolver.prototype.parseDocument = function parseOwnJsonFirst(source, ...rest) {
    if (typeof source?.body === 'string' && typeof source.absoluteRef === 'string' && path.resolve(source.absoluteRef) === file) {
      try {
        return { source, parsed: JSON.parse(source.body) };
      } catch {
        // Not what the renderer wrote after all: the CLI's parser reports it.
      }
    }
    return parseDocument.call(this, source, ...rest);
  };
  return true;
}
