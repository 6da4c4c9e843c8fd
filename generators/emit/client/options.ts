/**
 * The client's option types, named after the document (decisions/0020): `Auth` has one optional
 * credential per security scheme the client can send, `ClientHeaders` one value per
 * `x-client-header` option, and `ClientOptions` is the runtime's options with both.
 * Scheme names are spec text: they become property names only as identifiers or escaped literals.
 */
import type { StatementStructures } from 'ts-morph';
import type { ApiModel, SecuritySchemeModel } from '../../model/types.js';
import { commentLines, stringLiteral } from '../../print/escape.js';
import { isSafeIdentifier } from '../../print/sanitize.js';
import { clientHeaderOptions } from './descriptors.js';
import { tsMorph } from '../../print/ts-morph.js';

const { StructureKind } = tsMorph;

/** The runtime's ClientOptions, imported under this name so client.ts can export its own. */
export const RUNTIME_CLIENT_OPTIONS = 'RuntimeClientOptions';

export function optionTypes(model: ApiModel): StatementStructures[] {
  return [
    typeAlias('Auth', 'Credentials for the security schemes of the document, by scheme name.', authMembers(model)),
    typeAlias('ClientHeaders', 'Values for the headers the document marks `x-client-header`, sent wherever an operation declares them.', headerMembers(model)),
    {
      kind: StructureKind.TypeAlias,
      name: 'ClientOptions',
      isExported: true,
      docs: ['The options of `createApiClient`.'],
      type: `${RUNTIME_CLIENT_OPTIONS}<Auth, ClientHeaders>`,
    },
  ];
}

/** True when `Auth` mentions BasicCredentials (for the import). */
export function usesBasicCredentials(model: ApiModel): boolean {
  return model.securitySchemes.some((scheme) => scheme.kind === 'basic');
}

function typeAlias(name: string, doc: string, members: readonly string[]): StatementStructures {
  return {
    kind: StructureKind.TypeAlias,
    name,
    isExported: true,
    docs: [doc],
    type: members.length === 0 ? 'Record<string, never>' : `{\n${members.join('\n')}\n}`,
  };
}

function authMembers(model: ApiModel): string[] {
  return model.securitySchemes.flatMap((scheme) => {
    const type = credentialType(scheme);
    if (type === undefined) return [];
    return [`/** ${commentLines(schemeDoc(scheme)).join(' ')} */\nreadonly ${propertyName(scheme.key)}?: ${type} | undefined;`];
  });
}

function credentialType(scheme: SecuritySchemeModel): string | undefined {
  if (scheme.kind === 'other') return undefined;
  return scheme.kind === 'basic' ? 'BasicCredentials' : 'string';
}

function schemeDoc(scheme: SecuritySchemeModel): string {
  if (scheme.kind === 'apiKey') return `API key, sent as the ${scheme.in} \`${scheme.name}\`.`;
  if (scheme.kind === 'basic') return 'HTTP basic: user and password, sent as `Authorization: Basic`.';
  return `${scheme.kind === 'bearer' ? 'HTTP bearer' : scheme.kind === 'oauth2' ? 'OAuth2' : 'OpenID Connect'} token, sent as \`Authorization: Bearer\`.`;
}

function headerMembers(model: ApiModel): string[] {
  return [...clientHeaderOptions(model)].map(([option, header]) => `/** Sent as \`${commentLines(header).join(' ')}\`. */\nreadonly ${option}?: string | undefined;`);
}

function propertyName(name: string): string {
  return isSafeIdentifier(name) ? name : stringLiteral(name);
}
