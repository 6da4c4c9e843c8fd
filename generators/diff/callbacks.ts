/**
 * An operation's callbacks (https://spec.openapis.org/oas/v3.1.0#callback-object): requests the
 * API makes, after the operation, to a URL the client gave it (a runtime expression such as
 * `{$request.body#/callbackUrl}` says where the API reads it). The client is then the receiver, so
 * each operation of a callback is compared as a webhook's is, each rule the other way round
 * (compare.ts, `compareReceivedOperation`). Callbacks are paired by name, else, where exactly one
 * callback the base loses and one the head gains are sent the same way (the same expressions and
 * methods: the name is never sent), as one callback renamed; a callback's expressions are paired
 * as written, else, where exactly one is lost and one gained, as one expression changed
 * (decision 0039).
 */
import { collectCallbacks, type CallbackEntry, type OperationEntry } from './operations.js';
import { createCallbackReporter, createReporter } from './report.js';
import type { Change, DocumentPair } from './types.js';

type CompareReceived = (pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, changes: Change[]) => void;

export function compareCallbacks(pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, changes: Change[], compareReceived: CompareReceived): void {
  const before = collectCallbacks(pair.base, baseOp);
  const after = collectCallbacks(pair.head, headOp);
  if (before.size === 0 && after.size === 0) return;
  const parent = { method: headOp.method, path: headOp.path };
  const renames = uniqueRenames(before, after, callbackSignature);
  const renamedTo = new Set(renames.values());
  for (const [name, callback] of before) {
    const newName = after.has(name) ? name : renames.get(name);
    const next = newName === undefined ? undefined : after.get(newName);
    if (next === undefined) {
      createCallbackReporter(changes, parent, name).add('callback-removed', 'breaking', 'base', callback.place,
        `callback ${name} removed${sentTo(callback)} (clients that registered a URL for it are no longer called)`);
      continue;
    }
    if (next.name !== name) {
      createCallbackReporter(changes, parent, next.name).add('callback-renamed', 'compatible', 'head', next.place,
        `callback ${name} renamed to ${next.name}, sent the same way (note: a callback's name is not sent, and no generated code is named after it)`);
    }
    // Both sides name it at the same place, identical with all it references: nothing to compare.
    if (next.place === callback.place && pair.unchanged(callback.place)) continue;
    compareExpressions(pair, parent, callback, next, changes, compareReceived);
  }
  for (const [name, callback] of after) {
    if (before.has(name) || renamedTo.has(name)) continue;
    createCallbackReporter(changes, parent, name).add('callback-added', 'compatible', 'head', callback.place,
      `callback ${name} added${sentTo(callback)} (the API now also calls back the URL clients give it; receivers should expect it)`);
  }
}

/** ` (POST to {$request.body#/url})`: how a callback is sent, for the messages that say it came or went. */
function sentTo(callback: CallbackEntry): string {
  const ways = [...callback.expressions].flatMap(([expression, { operations }]) => [...operations.keys()].map((method) => `${method} to ${expression}`));
  return ways.length === 0 ? '' : ` (${ways.slice(0, 5).join(', ')}${ways.length > 5 ? `, and ${ways.length - 5} more` : ''})`;
}

/**
 * A callback's expressions. The expression is where the API sends the callback (which member of
 * the client's request or of its own response holds the URL, and what is added to it), so one
 * replaced by another is breaking: clients that give the URL as before, or listen where it used
 * to go, are no longer called. Compared as written, it cannot tell two spellings of one place
 * apart. One expression lost and one gained is said as a change and its operations are compared
 * as the same; otherwise each one lost is breaking and each one gained compatible.
 */
function compareExpressions(
  pair: DocumentPair, parent: { method: string; path: string }, before: CallbackEntry, after: CallbackEntry, changes: Change[], compareReceived: CompareReceived,
): void {
  const lost = [...before.expressions.keys()].filter((expression) => !after.expressions.has(expression));
  const gained = [...after.expressions.keys()].filter((expression) => !before.expressions.has(expression));
  const paired: [string, string][] = [...before.expressions.keys()].filter((expression) => after.expressions.has(expression)).map((expression) => [expression, expression]);
  if (lost.length === 1 && gained.length === 1) {
    const [from, to] = [lost[0]!, gained[0]!];
    createCallbackReporter(changes, parent, after.name, to).add('callback-expression-changed', 'breaking', 'head', after.expressions.get(to)!.pointer,
      `callback ${after.name} is now sent to ${to} instead of ${from} (clients that give its URL as before, or listen where it went, are no longer called)`);
    paired.push([from, to]);
  } else {
    for (const expression of lost) {
      createCallbackReporter(changes, parent, before.name, expression).add('callback-expression-removed', 'breaking', 'base', before.expressions.get(expression)!.pointer,
        `callback ${before.name} is no longer sent to ${expression} (clients listening there are no longer called)`);
    }
    for (const expression of gained) {
      createCallbackReporter(changes, parent, after.name, expression).add('callback-expression-added', 'compatible', 'head', after.expressions.get(expression)!.pointer,
        `callback ${after.name} is now also sent to ${expression}`);
    }
  }
  for (const [from, to] of paired) {
    const baseOps = before.expressions.get(from)!.operations;
    const headOps = after.expressions.get(to)!.operations;
    for (const [method, baseOp] of baseOps) {
      const headOp = headOps.get(method);
      if (headOp !== undefined) compareReceived(pair, baseOp, headOp, changes);
      else createReporter(changes, baseOp).add('operation-removed', 'breaking', 'base', baseOp.pointer, `callback ${before.name} no longer sends ${method} to ${from} (receivers that act on it no longer get it)`);
    }
    for (const [method, headOp] of headOps) {
      if (!baseOps.has(method)) createReporter(changes, headOp).add('operation-added', 'compatible', 'head', headOp.pointer, `callback ${after.name} now also sends ${method} to ${to}`);
    }
  }
}

/** How a callback is sent: its expressions with their methods, one line each, sorted; undefined when it names none. */
function callbackSignature(callback: CallbackEntry): string | undefined {
  const lines = [...callback.expressions].flatMap(([expression, { operations }]) => [...operations.keys()].map((method) => JSON.stringify([expression, method])));
  return lines.length === 0 ? undefined : lines.sort().join('\n');
}

/**
 * Names the base loses paired with names the head gains, where the two hold something of the same
 * signature and no other lost or gained name does (a rename must be unambiguous). Linear: names
 * are grouped by signature once.
 */
export function uniqueRenames<T>(before: ReadonlyMap<string, T>, after: ReadonlyMap<string, T>, signatureOf: (value: T) => string | undefined): Map<string, string> {
  const group = (from: ReadonlyMap<string, T>, other: ReadonlyMap<string, T>) => {
    const bySignature = new Map<string, string[]>();
    for (const [name, value] of from) {
      if (other.has(name)) continue;
      const signature = signatureOf(value);
      if (signature === undefined) continue;
      const names = bySignature.get(signature);
      if (names === undefined) bySignature.set(signature, [name]);
      else names.push(name);
    }
    return bySignature;
  };
  const lost = group(before, after);
  const gained = group(after, before);
  const renames = new Map<string, string>();
  for (const [signature, names] of lost) {
    const targets = gained.get(signature);
    if (names.length === 1 && targets?.length === 1) renames.set(names[0]!, targets[0]!);
  }
  return renames;
}
