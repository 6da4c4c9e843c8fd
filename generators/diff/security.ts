/**
 * Security: a client that authenticated one way against the base must still be able to against
 * the head. Security requirements are alternatives (any one entry suffices), each entry a set of
 * schemes that must all be present; `[]` means open.
 */
import { canonicalJson, childPointer, isObject, objectEntries, ownValue } from './json.js';
import type { OperationEntry } from './operations.js';
import type { Reporter } from './report.js';
import type { BundledDocument } from './types.js';

interface Requirements {
  /** Each alternative as its sorted scheme names; `[[]]` (one empty alternative) means open. */
  readonly alternatives: readonly (readonly string[])[];
  readonly pointer: string;
}

function readRequirements(value: unknown, pointer: string): Requirements | undefined {
  if (!Array.isArray(value)) return undefined;
  if (value.length === 0) return { alternatives: [[]], pointer };
  const alternatives = value.map((entry) => (isObject(entry) ? Object.keys(entry).sort() : []));
  return { alternatives, pointer };
}

/** The operation's own `security`, else the document's, else open. */
export function effectiveSecurity(document: BundledDocument, op: OperationEntry): Requirements {
  return readRequirements(ownValue(op.operation, 'security'), childPointer(op.pointer, 'security'))
    ?? readRequirements(document['security'], '#/security')
    ?? { alternatives: [[]], pointer: op.pointer };
}

function text(alternative: readonly string[]): string {
  return alternative.length === 0 ? 'no authentication' : alternative.join(' + ');
}

/** Alternative `have` satisfies `need` when it carries every scheme `need` asks for. */
function satisfies(have: readonly string[], need: readonly string[]): boolean {
  return need.every((scheme) => have.includes(scheme));
}

export function compareOperationSecurity(
  base: BundledDocument, head: BundledDocument, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter,
): void {
  const before = effectiveSecurity(base, baseOp);
  const after = effectiveSecurity(head, headOp);
  for (const alternative of before.alternatives) {
    if (after.alternatives.some((need) => satisfies(alternative, need))) continue;
    reporter.add('security-requirement-added', 'breaking', 'head', after.pointer,
      `clients using ${text(alternative)} are no longer accepted (now: ${after.alternatives.map(text).join(' or ')})`);
  }
  for (const alternative of after.alternatives) {
    if (before.alternatives.some((previous) => canonicalJson(previous) === canonicalJson(alternative))) continue;
    if (!before.alternatives.some((previous) => satisfies(previous, alternative))) {
      reporter.add('security-alternative-added', 'compatible', 'head', after.pointer, `clients may now also use ${text(alternative)}`);
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
