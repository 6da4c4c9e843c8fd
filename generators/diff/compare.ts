/**
 * compareDocuments(base, head): every change a client written against `base` would notice when
 * talking to a server that implements `head`, sorted so the report is the same on every run.
 */
import { compareCallbacks } from './callbacks.js';
import { childPointer, ownValue } from './json.js';
import { compareRequestBodies, compareResponses } from './bodies.js';
import { compareSchemaNames } from './components.js';
import { collectOperations, collectWebhooks, type OperationEntry } from './operations.js';
import { compareParameters } from './parameters.js';
import { createReporter, type Reporter } from './report.js';
import { uniqueRenames } from './renames.js';
import { compareOperationSecurity, compareSecuritySchemes, compareWebhookSecurity } from './security.js';
import { compareDocumentServers, compareOperationServers } from './servers.js';
import type { BundledDocument, Change, DocumentPair } from './types.js';
import { buildUnchangedIndex } from './unchanged.js';
import { WorkCounter, type WorkLimits } from './work.js';
import { operationIdentifiersByRoute } from '../model/operations.js';

/** The generated client's function name of each operation on one side, by `method path` (model/operations.ts). */
interface ClientNames {
  readonly base: ReadonlyMap<string, string>;
  readonly head: ReadonlyMap<string, string>;
}

/** `limits`: how much work the comparison may do before it stops with a DiffWorkLimitError (work.ts). */
export function compareDocuments(base: BundledDocument, head: BundledDocument, limits?: WorkLimits): Change[] {
  const changes: Change[] = [];
  const before = collectOperations(base);
  const after = collectOperations(head);
  reportRoutes(before, after, changes);
  const work = new WorkCounter(changes, after.size, limits);
  const pair: DocumentPair = { base, head, unchanged: buildUnchangedIndex(base, head), work };
  const names: ClientNames = { base: operationIdentifiersByRoute(base), head: operationIdentifiersByRoute(head) };
  for (const [key, headOp] of after) {
    const baseOp = before.get(key);
    if (baseOp) compareOperation(pair, names, baseOp, headOp, changes);
  }
  for (const [baseOp, headOp] of compareWebhookNames(collectWebhooks(base), collectWebhooks(head), changes)) {
    compareReceivedOperation(pair, baseOp, headOp, changes);
  }
  compareSecuritySchemes(base, head, createReporter(changes));
  compareDocumentServers(base, head, createReporter(changes));
  compareSchemaNames(base, head, createReporter(changes));
  work.check();
  return sortChanges(dedupe(changes));
}

function compareOperation(pair: DocumentPair, names: ClientNames, baseOp: OperationEntry, headOp: OperationEntry, changes: Change[]): void {
  const reporter = createReporter(changes, { method: headOp.method, path: headOp.path });
  compareDeprecation(baseOp, headOp, reporter);
  compareOperationIds(names, baseOp, headOp, reporter);
  compareParameters(pair, baseOp, headOp, reporter, 'request');
  compareRequestBodies(pair, baseOp, headOp, reporter, 'request');
  compareResponses(pair, baseOp, headOp, reporter, 'response');
  compareOperationSecurity(pair.base, pair.head, baseOp, headOp, reporter);
  compareOperationServers(pair, baseOp, headOp, reporter);
  compareCallbacks(pair, baseOp, headOp, changes, compareReceivedOperation);
}

/**
 * A webhook's operation (or a callback's, callbacks.ts) is called by the API on the reader of the report, so the roles are the
 * reverse of a path's: its parameters and request body are what the reader receives (compared as
 * a response is: a field removed, or one that may now be absent, breaks receivers), and its
 * responses are what the reader sends back (compared as a request is: a new required field
 * breaks them). Its security says how the API authenticates to the receiver (compared the other
 * way round too). Servers are not compared: a webhook is sent to the URL each receiver registers,
 * and no generated client function is named after its operationId (decision 0039).
 */
function compareReceivedOperation(clientPair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, changes: Change[]): void {
  const pair: DocumentPair = { ...clientPair, reader: 'receiver' };
  const reporter = createReporter(changes, headOp);
  compareDeprecation(baseOp, headOp, reporter);
  compareParameters(pair, baseOp, headOp, reporter, 'response');
  compareRequestBodies(pair, baseOp, headOp, reporter, 'response');
  compareResponses(pair, baseOp, headOp, reporter, 'request');
  compareWebhookSecurity(pair.base, pair.head, baseOp, headOp, reporter);
}

/**
 * Webhooks and their operations added and removed; returns the pairs of operations to compare.
 * A webhook's name never reaches the wire (a receiver knows a delivery by its registered URL and
 * the payload), but it is a key of the generated types: one renamed with the same operations (by
 * method and operationId, as a renamed path is found) is compared as the same webhook and noted;
 * else a webhook removed is breaking (receivers that act on its calls no longer get them) and one
 * added compatible (receivers that do not subscribe to it are not called).
 */
function compareWebhookNames(before: Map<string, OperationEntry>, after: Map<string, OperationEntry>, changes: Change[]): [OperationEntry, OperationEntry][] {
  const pairs: [OperationEntry, OperationEntry][] = [];
  const namesAfter = new Set([...after.values()].map((op) => op.routeKey));
  const namesBefore = new Set([...before.values()].map((op) => op.routeKey));
  const gone = byRoute([...before.values()].filter((op) => !namesAfter.has(op.routeKey)));
  const come = byRoute([...after.values()].filter((op) => !namesBefore.has(op.routeKey)));
  const renames = uniqueRenames(gone, come, (ops) => operationsSignature(ops));
  const renamedTo = new Set<string>();
  for (const [name, ops] of gone) {
    const target = renames.get(name);
    const first = ops[0]!;
    if (target !== undefined) {
      renamedTo.add(target);
      const headOps = come.get(target) ?? [];
      const moved = headOps[0]!;
      createReporter(changes, moved).add('webhook-renamed', 'compatible', 'head', moved.pathItemPointer,
        `webhook ${name} renamed to ${target}, the same operations (note: the name is not sent; code that names the generated webhooks['${name}'] type must name ${target})`);
      for (const op of ops) {
        const match = headOps.find((candidate) => candidate.method === op.method);
        if (match !== undefined) pairs.push([op, match]);
      }
      continue;
    }
    createReporter(changes, first).add('webhook-removed', 'breaking', 'base', first.pathItemPointer,
      `webhook ${name} removed with its operations ${ops.map((op) => op.method).join(', ')} (receivers that act on its calls no longer get them)`);
  }
  for (const [name, ops] of come) {
    if (renamedTo.has(name)) continue;
    createReporter(changes, ops[0]!).add('webhook-added', 'compatible', 'head', ops[0]!.pathItemPointer, `webhook ${name} added (receivers are called only once they handle it)`);
  }
  for (const op of before.values()) {
    if (!namesAfter.has(op.routeKey)) continue;
    const next = after.get(op.key);
    if (next !== undefined) pairs.push([op, next]);
    else createReporter(changes, op).add('operation-removed', 'breaking', 'base', op.pointer, `webhook ${op.path} no longer sends ${op.method} (receivers that act on it no longer get it)`);
  }
  for (const op of after.values()) {
    if (namesBefore.has(op.routeKey) && !before.has(op.key)) {
      createReporter(changes, op).add('operation-added', 'compatible', 'head', op.pointer, `webhook ${op.path} now also sends ${op.method}`);
    }
  }
  return pairs;
}

/**
 * Deprecation changes nothing on the wire, so either way it is compatible; but it is what a
 * client's authors most need to hear of (plan to move off an operation; or stop moving off it).
 */
function compareDeprecation(baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter): void {
  const before = ownValue(baseOp.operation, 'deprecated') === true;
  const after = ownValue(headOp.operation, 'deprecated') === true;
  const sent = headOp.webhook !== undefined ? 'webhook' : headOp.callback !== undefined ? 'callback' : undefined;
  if (!before && after) {
    reporter.add('operation-deprecated', 'compatible', 'head', childPointer(headOp.pointer, 'deprecated'),
      sent !== undefined ? `${sent} operation deprecated (it is still sent; receivers should plan for it to stop)` : 'operation deprecated (it still works; clients should plan to stop calling it)', baseOp.pointer);
  } else if (before && !after) {
    reporter.add('operation-undeprecated', 'compatible', 'base', childPointer(baseOp.pointer, 'deprecated'),
      sent !== undefined ? `${sent} operation no longer deprecated (receivers may keep relying on it)` : 'operation no longer deprecated (clients may keep calling it)', headOp.pointer);
  }
}

/**
 * The wire does not see an operationId, but the generated client names its function after it
 * (else after the route, decision 0033), so code calling that function breaks when it changes:
 * a compatible change with a note, as a renamed component schema is. The note names the functions
 * each side's client really exports, the model's identifiers (`delete` is `delete_`, a name
 * taken twice is numbered), and says so when the function keeps its name (`get-user` to `get_user`).
 */
function compareOperationIds(names: ClientNames, baseOp: OperationEntry, headOp: OperationEntry, reporter: Reporter): void {
  const before = ownValue(baseOp.operation, 'operationId');
  const after = ownValue(headOp.operation, 'operationId');
  if (before === after) return;
  const was = typeof before === 'string' ? before : undefined;
  const is = typeof after === 'string' ? after : undefined;
  const called = names.base.get(`${baseOp.method.toLowerCase()} ${baseOp.path}`);
  const calls = names.head.get(`${headOp.method.toLowerCase()} ${headOp.path}`);
  const note = called === undefined || calls === undefined ? undefined : called === calls ? `its function keeps its name, ${calls}` : `code that calls ${called} must call ${calls}`;
  if (was !== undefined && is !== undefined) {
    reporter.add('operation-renamed', 'compatible', 'head', childPointer(headOp.pointer, 'operationId'),
      `operationId ${was} renamed to ${is} (note: the generated client names its function after the operationId, so ${note ?? `code that calls ${was} must call ${is}`})`, childPointer(baseOp.pointer, 'operationId'));
  } else if (was !== undefined) {
    reporter.add('operation-renamed', 'compatible', 'base', childPointer(baseOp.pointer, 'operationId'),
      `operationId ${was} removed (note: the generated client now names its function after the route, so ${note ?? `code that calls ${was} must change`})`, headOp.pointer);
  } else if (is !== undefined) {
    reporter.add('operation-renamed', 'compatible', 'head', childPointer(headOp.pointer, 'operationId'),
      `operationId ${is} added (note: the generated client now names its function after it, not after the route, so ${note ?? 'code that calls the old name must change'})`, baseOp.pointer);
  }
}

/** Removed routes are reported once per path when the whole path went, else per operation. */
function reportRoutes(before: Map<string, OperationEntry>, after: Map<string, OperationEntry>, changes: Change[]): void {
  const routesAfter = new Set([...after.values()].map((op) => op.routeKey));
  const routesBefore = new Set([...before.values()].map((op) => op.routeKey));
  const reportedPaths = new Set<string>();
  const operationsBefore = byRoute(before.values());
  const newPaths = newPathsByOperations(after, routesBefore);
  for (const op of before.values()) {
    if (after.has(op.key)) continue;
    if (routesAfter.has(op.routeKey)) {
      createReporter(changes, op).add('operation-removed', 'breaking', 'base', op.pointer, `operation ${op.method} ${op.path} removed`);
    } else if (!reportedPaths.has(op.routeKey)) {
      reportedPaths.add(op.routeKey);
      const held = operationsBefore.get(op.routeKey) ?? [];
      const methods = held.map((other) => other.method);
      const signature = operationsSignature(held);
      const movedTo = signature === undefined ? undefined : newPaths.get(signature);
      const moved = movedTo?.length === 1 ? ` (its operations, by operationId, are now at ${movedTo[0]}: clients that call the old path still break)` : '';
      createReporter(changes, op).add('path-removed', 'breaking', 'base', op.pathItemPointer, `path ${op.path} removed with its operations ${methods.join(', ')}${moved}`);
    }
  }
  const addedPaths = new Set<string>();
  for (const op of after.values()) {
    if (before.has(op.key)) continue;
    if (!routesBefore.has(op.routeKey) && !addedPaths.has(op.routeKey)) {
      addedPaths.add(op.routeKey);
      createReporter(changes, op).add('path-added', 'compatible', 'head', op.pathItemPointer, `path ${op.path} added`);
    }
    createReporter(changes, op).add('operation-added', 'compatible', 'head', op.pointer, `operation ${op.method} ${op.path} added`);
  }
}

function byRoute(operations: Iterable<OperationEntry>): Map<string, OperationEntry[]> {
  const grouped = new Map<string, OperationEntry[]>();
  for (const op of operations) {
    const list = grouped.get(op.routeKey);
    if (list === undefined) grouped.set(op.routeKey, [op]);
    else list.push(op);
  }
  return grouped;
}

/**
 * A path renamed (`/orders/{id}` to `/order/{id}`) reads as one path removed and another added,
 * and a CI user had to compare the two lists to see it (2026-11-28). Each path the head adds, by
 * the operations it holds (method and operationId): a removed path is said to be at the one new
 * path holding exactly its operations; without operationIds nothing says they are the same.
 */
function newPathsByOperations(after: Map<string, OperationEntry>, routesBefore: ReadonlySet<string>): Map<string, string[]> {
  const paths = new Map<string, string[]>();
  for (const ops of byRoute([...after.values()].filter((op) => !routesBefore.has(op.routeKey))).values()) {
    const signature = operationsSignature(ops);
    if (signature === undefined) continue;
    const list = paths.get(signature);
    if (list === undefined) paths.set(signature, [ops[0]!.path]);
    else list.push(ops[0]!.path);
  }
  return paths;
}

/** The operations of one path as `method operationId` lines, sorted; undefined when one has no operationId. */
function operationsSignature(ops: readonly OperationEntry[]): string | undefined {
  const parts: string[] = [];
  for (const op of ops) {
    const id = ownValue(op.operation, 'operationId');
    if (typeof id !== 'string') return undefined;
    parts.push(`${op.method} ${id}`);
  }
  return parts.sort().join('\n');
}

function changeKey(change: Change): string {
  const op = change.location.operation;
  const callback = op?.callback === undefined ? '' : JSON.stringify([op.callback.name, op.callback.expression ?? '', op.callback.method ?? '']);
  return [change.severity, op ? `${op.webhook === true ? 'webhook ' : ''}${op.path} ${op.method}` : '', callback, change.kind, change.location.document, change.location.pointer, change.message].join('\u0000');
}

/** A schema shared by two places of one operation would otherwise be reported twice. */
function dedupe(changes: Change[]): Change[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = changeKey(change);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sortChanges(changes: Change[]): Change[] {
  const keyed = changes.map((change) => ({ change, key: changeKey(change) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return keyed.map((entry) => entry.change);
}
