/**
 * A discriminator's mapping names each target by reference (`cat: '#/components/schemas/Cat'`)
 * or by schema name (`cat: Cat`; https://spec.openapis.org/oas/v3.1.0#discriminator-object).
 * Redocly resolves the references, and one that names nothing refuses the document; a name is
 * no reference to it, so a name no schema has (`bird: Bird`, a schema renamed or removed) went
 * through unseen: the union simply had no member for `bird`, and nothing said the document was
 * wrong (a pass over peers' issues, 2026-11-28: orval crashed on such a target,
 * orval-labs/orval#3551, and openapi-generator reports it, OpenAPITools/openapi-generator#11127).
 * Refused like the reference, at the mapping entry. What counts as a reference is Redocly's own
 * reading (`isMappingRef`), so each value is checked by exactly one of the two.
 */
import { isMappingRef } from '@redocly/openapi-core';
import { escapeToken, isJsonObject } from '../shared/json-pointer.js';
import { forEachSchemaAt } from './schema-walk.js';
import type { Finding } from './validate.js';

type Json = { readonly [key: string]: unknown };

export function unnamedMappingTargets(document: Json): Finding[] {
  const schemas = isJsonObject(document['components']) && isJsonObject(document['components']['schemas']) ? document['components']['schemas'] : {};
  const findings: Finding[] = [];
  forEachSchemaAt(document, (schema, pointer) => {
    const mapping = isJsonObject(schema['discriminator']) ? schema['discriminator']['mapping'] : undefined;
    if (isJsonObject(mapping)) {
      for (const [value, target] of Object.entries(mapping)) {
        if (typeof target !== 'string' || isMappingRef(target) || Object.hasOwn(schemas, target)) continue;
        findings.push({
          pointer: `${pointer}/discriminator/mapping/${escapeToken(value)}`,
          message: `discriminator mapping ${JSON.stringify(value)} names schema ${JSON.stringify(target)}, which #/components/schemas does not have`,
          hint: `Name a schema under #/components/schemas (a bare name is read there), or write its reference ('#/components/schemas/${escapeToken(target)}' for one of that name); otherwise remove the entry.`,
        });
      }
    }
  });
  return findings;
}
