/**
 * Security: a client that authenticated one way against the base must still be able to against
 * the head. Security requirements are alternatives (any one entry suffices), each entry a set of
 * schemes that must all be present, each with the scopes its token must carry (OAuth2, OpenID
 * Connect); `[]` means open. A scope newly asked for rejects tokens issued without it.
 */
import { canonicalJson, childPointer, isObject, objectEntries, ownValue } from './json.js';
import type { OperationEntry } from './operations.js';
import type { Reporter } from './report.js';
import type { BundledDocument } from './types.js';

/** One alternative: scheme name → the scopes it requires (sorted); no entries means open. */
type Alternative = ReadonlyMap<string, readonly string[]>;

interface Requirements {
  /** `[{}]` (one empty alternative) means open. */
  readonly alternatives: readonly Alternative[];
  readonly pointer: string;
}

function readAlternative(entry: unknown): Alternative {
  if (!isObject(entry)) return new Map();
  const schemesOf = Object.keys(entry).sort().map((name): [string, string[]] => {
    const scopes = entry[name];
    return [name, Array.isArray(scopes) ? [...new Set(scopes.filter((s): s is string => typeof s === 'string'))].sort() : []];
  });
  return new Map(schemesOf);
}

function readRequirements(value: unknown, pointer: string): Requirements | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length === 0) return { alternatives: [new Map()], pointer };
  return { alternatives: value.map(readAlternative), pointer };
}

/** The operation's own `security`, else the document's, else open. */
export function effectiveSecurity(document: BundledDocument, op: OperationEntry): Requirements {
  return readRequirements(ownValue(op.operation, 'security'), childPointer(op.pointer, 'security'))
    ?? readRequirements(document['security'], '#/security')
    ?? { alternatives: [new Map()], pointer: op.pointer };
}

function text(alternative: Alternative): string {
  if (alternative.size === 0) return 'no authentication';
  return [...alternative].map(([name, scopes]) => (scopes.length === 0 ? name : `${name} (scopes ${scopes.join(', ')})`)).join(' + ');
}

/** An alternative as text: two alternatives are the same when their texts are. */
function alternativeKey(alternative: Alternative): string {
  return canonicalJson([...alternative]);
}

/**
 * A client holding the credentials of `have` meets `need` when it carries every scheme `need`
 * asks for, each with every scope `need` asks for.
 */
function satisfies(have: Alternative, need: Alternative): boolean {
  return [...need].every(([scheme, scopes]) => {
    const held = have.get(scheme);
    return held !== undefined && scopes.every((scope) => held.includes(scope));
  });
}

export function compareOperationSecurity(
  base: BundledDocument, head: BundledDocument, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter,
): void {
  const before = effectiveSecurity(base, baseOp);
  const after = effectiveSecurity(head, headOp);
  // An alternative kept as it was is found by its text: comparing every pair (twice, and `same` by
  // canonical JSON) made a list of 2,000 alternatives take seconds (a red-team pass, 2026-11-29).
  const previousTexts = new Set(before.alternatives.map(alternativeKey));
  const nextTexts = new Set(after.alternatives.map(alternativeKey));
  const stillAccepted = before.alternatives.map((alternative) => nextTexts.has(alternativeKey(alternative)) || after.alternatives.some((need) => satisfies(alternative, need)));
  const now = after.alternatives.map(text).join(' or ');
  before.alternatives.forEach((alternative, index) => {
    if (stillAccepted[index] === true) return;
    reporter.add('security-requirement-added', 'breaking', 'head', after.pointer, `clients using ${text(alternative)} are no longer accepted (now: ${now})`);
  });
  // "Also" only while some way of the base still works: when none does, the breaking entries above
  // already name what the head asks for, and "may now also use" would read as nothing lost.
  const anyStillAccepted = stillAccepted.includes(true);
  for (const alternative of after.alternatives) {
    if (previousTexts.has(alternativeKey(alternative))) continue;
    if (!before.alternatives.some((previous) => satisfies(previous, alternative))) {
      if (!anyStillAccepted) continue;
      reporter.add('security-alternative-added', 'compatible', 'head', after.pointer, `clients may now also use ${text(alternative)}`);
    } else {
      // Asks for less than an alternative the base had (fewer schemes or scopes, or none at all).
      reporter.add('security-requirement-relaxed', 'compatible', 'head', after.pointer, `clients may now authenticate with ${text(alternative)}`);
    }
  }
}

function schemes(document: BundledDocument): Map<string, unknown> {
  const components = isObject(document['components']) ? document['components'] : {};
  return new Map(objectEntries(ownValue(components, 'securitySchemes')));
}

/** What a client must do to use a scheme; descriptions and docs links do not matter. */
function wireShape(scheme: unknown): string {
  if (!isObject(scheme)) return 'null';
  const keys = ['type', 'scheme', 'in', 'name', 'openIdConnectUrl'];
  return canonicalJson(keys.map((key) => [key, typeof scheme[key] === 'string' ? String(scheme[key]).toLowerCase() : null]));
}

export function compareSecuritySchemes(base: BundledDocument, head: BundledDocument, reporter: Reporter): void {
  const before = schemes(base);
  const after = schemes(head);
  for (const [name, scheme] of before) {
    const pointer = childPointer('#/components/securitySchemes', name);
    const next = after.get(name);
    if (next === undefined) reporter.add('security-scheme-removed', 'breaking', 'base', pointer, `security scheme ${name} removed`);
    else if (wireShape(scheme) !== wireShape(next)) reporter.add('security-scheme-changed', 'breaking', 'head', pointer, `security scheme ${name} changed how credentials are sent`);
  }
  for (const name of after.keys()) {
    if (!before.has(name)) reporter.add('security-scheme-added', 'compatible', 'head', childPointer('#/components/securitySchemes', name), `security scheme ${name} added`);
  }
}

/**
 * A webhook's `security`: how the API authenticates the calls it makes to a receiver, which
 * checks them as the base said. So the comparison runs the other way: a way the head's API may
 * now use that no way of the base covers (a scheme dropped, another one, none at all) has its
 * calls refused by such receivers, and is breaking; a way it stops using is compatible. Only the
 * webhook's own list is read: the document's `security` says what the API asks of its clients.
 */
export function compareWebhookSecurity(baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter): void {
  const open = (op: OperationEntry): Requirements => ({ alternatives: [new Map()], pointer: op.pointer });
  const before = readRequirements(ownValue(baseOp.operation, 'security'), childPointer(baseOp.pointer, 'security')) ?? open(baseOp);
  const after = readRequirements(ownValue(headOp.operation, 'security'), childPointer(headOp.pointer, 'security')) ?? open(headOp);
  const previousTexts = new Set(before.alternatives.map(alternativeKey));
  const nextTexts = new Set(after.alternatives.map(alternativeKey));
  const accepted = before.alternatives.map(text).join(' or ');
  for (const alternative of after.alternatives) {
    if (previousTexts.has(alternativeKey(alternative))) continue;
    if (before.alternatives.some((need) => satisfies(alternative, need))) continue;
    reporter.add('webhook-security-changed', 'breaking', 'head', after.pointer,
      `the API may now authenticate its calls with ${text(alternative)}, which receivers that check ${accepted} refuse`);
  }
  for (const alternative of before.alternatives) {
    if (nextTexts.has(alternativeKey(alternative))) continue;
    reporter.add('webhook-security-changed', 'compatible', 'base', before.pointer,
      alternative.size === 0 ? 'the API\'s calls now always carry credentials' : `the API no longer authenticates its calls with ${text(alternative)}`);
  }
}
