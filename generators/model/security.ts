/**
 * Security schemes (https://spec.openapis.org/oas/v3.1.0#security-scheme-object) and the
 * requirements an operation carries (https://spec.openapis.org/oas/v3.1.0#security-requirement-object):
 * operation-level `security` replaces the root one; its entries are alternatives (any one
 * suffices), the schemes inside one entry are all needed, and the scopes listed for a scheme are
 * handed to the application's check. `[]` is open; an empty entry `{}` makes authentication optional.
 *
 * A malformed `security` is refused, never read as "no requirement": a route must not become
 * open because an entry was written as a string (`security: [userToken]`) or names a scheme the
 * document does not define.
 */
import type { SecurityRequirementModel, SecuritySchemeModel, SecuritySchemeUse } from './types.js';
import { deref, isJsonObject, toPointer } from '../shared/json-pointer.js';
import { compareCodeUnits } from '../print/order.js';
import type { Finding } from '../load/validate.js';

type Json = { readonly [key: string]: unknown };

export function buildSecuritySchemes(document: Json): SecuritySchemeModel[] {
  const schemes = schemeObjects(document);
  return Object.keys(schemes)
    .sort(compareCodeUnits)
    .map((key) => schemeModel(key, deref(document, schemes[key], '').value));
}

function schemeObjects(document: Json): Json {
  const components = isJsonObject(document.components) ? document.components : {};
  return isJsonObject(components.securitySchemes) ? components.securitySchemes : {};
}

function schemeModel(key: string, raw: unknown): SecuritySchemeModel {
  const scheme: Json = isJsonObject(raw) ? raw : {};
  const description = typeof scheme.description === 'string' ? { description: scheme.description } : {};
  const httpScheme = typeof scheme.scheme === 'string' ? scheme.scheme.toLowerCase() : '';
  if (scheme.type === 'http' && httpScheme === 'bearer') return { key, kind: 'bearer', ...description };
  if (scheme.type === 'http' && httpScheme === 'basic') return { key, kind: 'basic', ...description };
  if (scheme.type === 'apiKey' && typeof scheme.name === 'string' && (scheme.in === 'header' || scheme.in === 'query' || scheme.in === 'cookie')) {
    return { key, kind: 'apiKey', in: scheme.in, name: scheme.name, ...description };
  }
  if (scheme.type === 'oauth2') return { key, kind: 'oauth2', ...description };
  if (scheme.type === 'openIdConnect') return { key, kind: 'openIdConnect', ...description };
  return { key, kind: 'other', ...description };
}

/** Where an operation's requirements come from: its own `security`, else the document's. */
export interface SecuritySource {
  readonly operationSecurity: unknown;
  readonly operationPointer: string;
  readonly document: Json;
}

/**
 * The operation's alternatives. Problems are added to `findings` (the root `security` is checked
 * once, by `rootSecurityFindings`); whatever is returned then, the caller refuses the document.
 */
export function securityRequirements({ operationSecurity, operationPointer, document }: SecuritySource, findings: Finding[]): SecurityRequirementModel[] {
  if (operationSecurity !== undefined) return readRequirements(operationSecurity, `${operationPointer}/security`, declaredSchemes(document), findings);
  if (document.security === undefined) return [];
  return readRequirements(document.security, '/security', declaredSchemes(document), []);
}

/** Problems in the document-level `security`, reported once rather than for every operation. */
export function rootSecurityFindings(document: Json): Finding[] {
  const findings: Finding[] = [];
  if (document.security !== undefined) readRequirements(document.security, '/security', declaredSchemes(document), findings);
  return findings;
}

function declaredSchemes(document: Json): ReadonlySet<string> {
  return new Set(Object.keys(schemeObjects(document)));
}

function readRequirements(value: unknown, pointer: string, declared: ReadonlySet<string>, findings: Finding[]): SecurityRequirementModel[] {
  if (!Array.isArray(value)) {
    findings.push({ pointer, message: '`security` must be a list of security requirement objects', hint: 'Write `security: [{schemeName: []}]`; `security: []` makes the operation open.' });
    return [];
  }
  return value.map((entry, index) => readRequirement(entry, `${pointer}/${index}`, declared, findings));
}

function readRequirement(entry: unknown, pointer: string, declared: ReadonlySet<string>, findings: Finding[]): SecurityRequirementModel {
  if (!isJsonObject(entry)) {
    findings.push({
      pointer,
      message: `a security requirement must be an object mapping scheme names to scopes, not ${describe(entry)}`,
      hint: 'Write `- userToken: []` (one scheme) or `- {appKey: [], userToken: []}` (both needed); `{}` makes authentication optional.',
    });
    return [];
  }
  const uses: SecuritySchemeUse[] = [];
  for (const scheme of Object.keys(entry).sort(compareCodeUnits)) {
    const schemePointer = `${pointer}${toPointer([scheme])}`;
    if (!declared.has(scheme)) {
      findings.push({ pointer: schemePointer, message: `security scheme ${JSON.stringify(scheme)} is not defined under components.securitySchemes`, hint: 'Define the scheme in components.securitySchemes or fix its name here.' });
    }
    const scopes = entry[scheme];
    if (!Array.isArray(scopes) || !scopes.every((scope) => typeof scope === 'string')) {
      findings.push({ pointer: schemePointer, message: 'the scopes of a security requirement must be a list of strings', hint: 'Write `[]` when the scheme needs no scopes, or list them: `[read:pets]`.' });
      continue;
    }
    uses.push({ scheme, scopes: [...new Set(scopes as string[])] });
  }
  return uses;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? `the string ${JSON.stringify(value)}` : `a ${typeof value}`;
}

/** True when the operation needs no credential from every caller (open, or an empty alternative). */
export function allowsAnonymous(security: readonly SecurityRequirementModel[]): boolean {
  return security.length === 0 || security.some((requirement) => requirement.length === 0);
}
