/**
 * Generated from generators/runtime/server/paths.ts by npm run generate. Do not edit.
 */

/**
 * Published paths (`/v1/tv/{id}/season/{seasonNumber}`) to Fastify routes. Parameters are
 * renamed to `p0`, `p1`, ... because the router gives `-` and `.` a meaning inside parameter
 * names (`/:from-:to`), and a document may use either in a name; the map restores the originals.
 */
import type { RouteParameter } from './contract.js';

export interface FastifyPath {
  readonly url: string;
  /** Router key (`p0`) → the name the document uses (`id`). */
  readonly names: ReadonlyMap<string, string>;
}

export function toFastifyPath(
  published: string,
  parameters: readonly RouteParameter[],
): FastifyPath {
  const names = new Map<string, string>();
  const declared = new Set(
    parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
  );
  const pieces = published.split(/(\{[^{}]*\})/);
  const url = pieces
    .map((piece) => {
      const template = /^\{([^{}]*)\}$/.exec(piece);
      if (template === null) return escapeStatic(piece);
      const name = template[1] ?? '';
      if (!declared.has(name)) {
        throw new Error(
          `path ${published}: template {${name}} has no path parameter; declare it with in: path`,
        );
      }
      const key = `p${names.size}`;
      names.set(key, name);
      return `:${key}`;
    })
    .join('');
  return { url, names };
}

/** The router reads `:` as a parameter and `*` as a wildcard; `::` is a literal colon. */
function escapeStatic(piece: string): string {
  if (piece.includes('*'))
    throw new Error(`path segment ${JSON.stringify(piece)}: * is not supported in published paths`);
  return piece.replace(/:/g, '::');
}
