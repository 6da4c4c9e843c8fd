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
  const before = renamedInto(effectiveSecurity(base, baseOp), schemeRenames(base, head));
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

const SCHEMES = '#/components/securitySchemes';

/** An OAuth2 scheme's flows, by flow name: its URLs (as written) and the scopes it defines. */
interface Flow {
  readonly urls: ReadonlyMap<string, string>;
  readonly scopes: ReadonlySet<string>;
}

const FLOW_URLS = ['authorizationUrl', 'tokenUrl', 'refreshUrl'] as const;

function flowsOf(scheme: unknown): Map<string, Flow> {
  const flows = isObject(scheme) && ownValue(scheme, 'type') === 'oauth2' ? ownValue(scheme, 'flows') : undefined;
  return new Map(objectEntries(flows).map(([name, flow]): [string, Flow] => [name, {
    urls: new Map(FLOW_URLS.flatMap((key) => (typeof flow[key] === 'string' ? [[key, flow[key]]] : []))),
    scopes: new Set(isObject(flow['scopes']) ? Object.keys(flow['scopes']) : []),
  }]));
}

/** A scheme as a client meets it: how credentials are sent, and where an OAuth2 client gets them. */
function clientShape(scheme: unknown): string {
  const flows = [...flowsOf(scheme)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return canonicalJson([wireShape(scheme), flows.map(([name, flow]) => [name, [...flow.urls].sort(), [...flow.scopes].sort()])]);
}

const renamesCache = new WeakMap<BundledDocument, WeakMap<BundledDocument, ReadonlyMap<string, string>>>();

/**
 * Schemes renamed with nothing else changed: a base name the head no longer has, paired with the
 * one head name the base does not have that a client meets the same way (and no other scheme of
 * either side is that way). A scheme's name is not sent: an http bearer `bearer` renamed `jwt` still
 * sends `Authorization: Bearer`. It was reported as the scheme removed and every operation that
 * used it refusing its clients (breaking, once per operation; a red-team pass, 2026-11-29).
 */
export function schemeRenames(base: BundledDocument, head: BundledDocument): ReadonlyMap<string, string> {
  const known = renamesCache.get(base)?.get(head);
  if (known !== undefined) return known;
  const before = schemes(base);
  const after = schemes(head);
  const byShape = (from: Map<string, unknown>, other: Map<string, unknown>): Map<string, string[]> => {
    const groups = new Map<string, string[]>();
    for (const [name, scheme] of from) {
      if (other.has(name)) continue;
      const key = clientShape(scheme);
      // Appended in place: a new array per name made 30,000 schemes of one shape take 40 s.
      const group = groups.get(key);
      if (group === undefined) groups.set(key, [name]);
      else group.push(name);
    }
    return groups;
  };
  const added = byShape(after, before);
  const renames = new Map<string, string>();
  for (const [key, names] of byShape(before, after)) {
    const targets = added.get(key);
    if (names.length === 1 && targets?.length === 1) renames.set(names[0]!, targets[0]!);
  }
  const cached = renamesCache.get(base) ?? new WeakMap<BundledDocument, ReadonlyMap<string, string>>();
  cached.set(head, renames);
  renamesCache.set(base, cached);
  return renames;
}

/** The base's requirements with renamed schemes called by their head names. */
function renamedInto(requirements: Requirements, renames: ReadonlyMap<string, string>): Requirements {
  if (renames.size === 0) return requirements;
  const alternatives = requirements.alternatives.map((alternative) => new Map([...alternative].map(([name, scopes]) => [renames.get(name) ?? name, scopes] as const)));
  return { ...requirements, alternatives };
}

export function compareSecuritySchemes(base: BundledDocument, head: BundledDocument, reporter: Reporter): void {
  const before = schemes(base);
  const after = schemes(head);
  const renames = schemeRenames(base, head);
  const renamedTo = new Set(renames.values());
  for (const [name, scheme] of before) {
    const pointer = childPointer(SCHEMES, name);
    const next = after.get(name);
    const newName = renames.get(name);
    if (newName !== undefined) {
      reporter.add('security-scheme-renamed', 'compatible', 'head', childPointer(SCHEMES, newName),
        `security scheme ${name} renamed to ${newName}, credentials sent the same way (note: the generated client's auth option takes credentials by scheme name, so code that passes ${JSON.stringify(name)} must pass ${JSON.stringify(newName)})`);
    } else if (next === undefined) reporter.add('security-scheme-removed', 'breaking', 'base', pointer, `security scheme ${name} removed`);
    else if (wireShape(scheme) !== wireShape(next)) reporter.add('security-scheme-changed', 'breaking', 'head', pointer, `security scheme ${name} changed how credentials are sent`);
    else compareFlows(name, scheme, next, reporter);
  }
  for (const name of after.keys()) {
    if (!before.has(name) && !renamedTo.has(name)) reporter.add('security-scheme-added', 'compatible', 'head', childPointer(SCHEMES, name), `security scheme ${name} added`);
  }
}

/**
 * An OAuth2 scheme's flows: where a client gets its token. Only `type`, `in`, `name` and the like
 * were compared, so a `tokenUrl` moved, a flow dropped, or a scope the scheme stopped defining was
 * no change (a red-team pass, 2026-11-29). A flow removed, a URL changed, and a scope no longer
 * defined (clients that ask for it may be refused a token) are breaking; a flow or scope added,
 * and a `refreshUrl` given where there was none, compatible.
 */
function compareFlows(name: string, scheme: unknown, next: unknown, reporter: Reporter): void {
  const before = flowsOf(scheme);
  const after = flowsOf(next);
  const flowsPointer = childPointer(SCHEMES, name, 'flows');
  for (const [flowName, flow] of before) {
    const now = after.get(flowName);
    if (now === undefined) {
      reporter.add('security-scheme-changed', 'breaking', 'base', childPointer(flowsPointer, flowName), `security scheme ${name}: OAuth2 flow ${flowName} removed (clients that get tokens by it must change)`);
      continue;
    }
    const pointer = childPointer(flowsPointer, flowName);
    for (const key of FLOW_URLS) {
      const was = flow.urls.get(key);
      const is = now.urls.get(key);
      if (was === is) continue;
      if (was === undefined) reporter.add('security-scheme-changed', 'compatible', 'head', childPointer(pointer, key), `security scheme ${name}: ${flowName} ${key} ${is} added`);
      else reporter.add('security-scheme-changed', 'breaking', 'head', is === undefined ? pointer : childPointer(pointer, key),
        `security scheme ${name}: ${flowName} ${key} ${is === undefined ? `${was} removed` : `changed from ${was} to ${is}`} (clients configured with it must change)`);
    }
    const dropped = [...flow.scopes].filter((scope) => !now.scopes.has(scope)).sort();
    const gained = [...now.scopes].filter((scope) => !flow.scopes.has(scope)).sort();
    if (dropped.length > 0) reporter.add('security-scheme-changed', 'breaking', 'head', childPointer(pointer, 'scopes'), `security scheme ${name}: ${flowName} no longer defines the scopes ${dropped.join(', ')} (clients that ask for them may be refused a token)`);
    if (gained.length > 0) reporter.add('security-scheme-changed', 'compatible', 'head', childPointer(pointer, 'scopes'), `security scheme ${name}: ${flowName} now also defines the scopes ${gained.join(', ')}`);
  }
  for (const flowName of after.keys()) {
    if (!before.has(flowName)) reporter.add('security-scheme-changed', 'compatible', 'head', childPointer(flowsPointer, flowName), `security scheme ${name}: OAuth2 flow ${flowName} added`);
  }
}

/**
 * A webhook's `security`: how the API authenticates the calls it makes to a receiver, which
 * checks them as the base said. So the comparison runs the other way: a way the head's API may
 * now use that no way of the base covers (a scheme dropped, another one, none at all) has its
 * calls refused by such receivers, and is breaking; a way it stops using is compatible. Only the
 * webhook's own list is read: the document's `security` says what the API asks of its clients.
 */
export function compareWebhookSecurity(base: BundledDocument, head: BundledDocument, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter): void {
  const open = (op: OperationEntry): Requirements => ({ alternatives: [new Map()], pointer: op.pointer });
  const before = renamedInto(readRequirements(ownValue(baseOp.operation, 'security'), childPointer(baseOp.pointer, 'security')) ?? open(baseOp), schemeRenames(base, head));
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
