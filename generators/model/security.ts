/**
 * Security schemes (https://spec.openapis.org/oas/v3.1.0#security-scheme-object) and the
 * requirements an operation carries (operation-level `security` replaces the root one).
 */
import type { SecuritySchemeModel } from './types.js';
import { deref, isJsonObject } from './refs.js';
import { compareCodeUnits } from '../print/order.js';

type Json = { readonly [key: string]: unknown };

export function buildSecuritySchemes(document: Json): SecuritySchemeModel[] {
  const components = isJsonObject(document.components) ? document.components : {};
  const schemes = isJsonObject(components.securitySchemes) ? components.securitySchemes : {};
  return Object.keys(schemes)
    .sort(compareCodeUnits)
    .map((key) => schemeModel(key, deref(document, schemes[key], '').value));
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

/** Alternatives, each the sorted scheme keys that must all be present; `[]` when open. */
export function securityRequirements(operationSecurity: unknown, rootSecurity: unknown): string[][] {
  const requirements = Array.isArray(operationSecurity) ? operationSecurity : Array.isArray(rootSecurity) ? rootSecurity : [];
  return requirements.filter(isJsonObject).map((requirement) => Object.keys(requirement).sort(compareCodeUnits));
}
