/**
 * Swagger 2.0's `collectionFormat: tsv` (tab-separated values, `tags=a%09b`) has no OpenAPI 3
 * style: swagger2openapi keeps it only as `x-collectionFormat` beside an `x-s2o-warning` and
 * leaves the parameter with its location's default style, so the generated client sent
 * `tags=a&tags=b` for a query array and the generated server read that, while the API the
 * document describes splits one value at tabs (2026-11-28, a new-user pass with a
 * springfox-style document: the change was silent). Each such parameter is a located warning
 * on the 2.0 document, as written, before conversion.
 */
import { HTTP_METHODS } from '../shared/http.js';
import { isJsonObject, toPointer } from '../shared/json-pointer.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

/** A warning for every parameter written with `collectionFormat: tsv`: the shared ones, a path's and an operation's. */
export function tsvCollectionFindings(document: Json): Finding[] {
  const findings: Finding[] = [];
  const visit = (parameters: unknown, at: readonly string[]): void => {
    if (!isJsonObject(parameters) && !Array.isArray(parameters)) return;
    for (const [key, parameter] of Object.entries(parameters)) {
      if (isJsonObject(parameter) && parameter.collectionFormat === 'tsv') findings.push(tsvFinding(parameter, [...at, key]));
    }
  };
  visit(document.parameters, ['parameters']);
  const paths = isJsonObject(document.paths) ? document.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isJsonObject(item)) continue;
    visit(item.parameters, ['paths', path, 'parameters']);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (isJsonObject(operation)) visit(operation.parameters, ['paths', path, method, 'parameters']);
    }
  }
  return findings;
}

function tsvFinding(parameter: Json, at: readonly string[]): Finding {
  const name = typeof parameter.name === 'string' ? ` ${JSON.stringify(parameter.name)}` : '';
  // OpenAPI 3's default style where it is: form, exploded, in a query or a form body; simple in a path or a header.
  const sent = parameter.in === 'path' || parameter.in === 'header' ? 'comma-separated values (a,b)' : 'a repeated parameter (name=a&name=b)';
  return {
    pointer: toPointer([...at, 'collectionFormat']),
    severity: 'warning',
    message: `parameter${name} is tab-separated (collectionFormat: tsv), which OpenAPI 3 has no style for; it was generated as ${sent}`,
    hint: 'If the API reads one value split at tabs, the generated client does not send it so: use csv, ssv, pipes or multi, which OpenAPI 3 can say.',
  };
}
