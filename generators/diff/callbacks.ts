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
import { uniqueRenames } from './renames.js';
import type { Change, DocumentPair } from './types.js';
import { templateNames } from '../shared/path-templates.js';

type CompareReceived = (pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, changes: Change[]) => void;

export function compareCallbacks(pair: DocumentPair, baseOp: OperationEntry, headOp: OperationEntry, changes: Change[], compareReceived: CompareReceived): void {
  const before = collectCallbacks(pair.base, baseOp);
  const after = collectCallbacks(pair.head, headOp);
  if (before.size === 0 && after.size === 0) return;
  const parent = { method: headOp.method, path: headOp.path };
  const renames = uniqueRenames(before, after, (callback, side) => callbackSignature(callback, side === 'base' ? baseOp.path : headOp.path));
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
    compareExpressions(pair, { ...parent, basePath: baseOp.path }, callback, next, changes, compareReceived);
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
  pair: DocumentPair, parent: { method: string; path: string; basePath: string }, before: CallbackEntry, after: CallbackEntry, changes: Change[], compareReceived: CompareReceived,
): void {
  const baseKeys = expressionsByKey(before, parent.basePath);
  const headKeys = expressionsByKey(after, parent.path);
  const lost = [...baseKeys].filter(([key]) => !headKeys.has(key)).map(([, expression]) => expression);
  const gained = [...headKeys].filter(([key]) => !baseKeys.has(key)).map(([, expression]) => expression);
  const paired: [string, string][] = [...baseKeys].flatMap(([key, expression]) => {
    const next = headKeys.get(key);
    return next === undefined ? [] : [[expression, next]];
  });
  if (lost.length === 1 && gained.length === 1) {
    const [from, to] = [lost[0]!, gained[0]!];
    // The same text read otherwise: a path parameter it names moved in the template, or is gone from it.
    const message = from === to
      ? `callback ${after.name}: ${to} is written as before, but a path parameter it names is no longer at the same place of ${parent.path} (the URL it is sent to is no longer the one clients gave)`
      : `callback ${after.name} is now sent to ${to} instead of ${from} (clients that give its URL as before, or listen where it went, are no longer called)`;
    createCallbackReporter(changes, parent, after.name, to).add('callback-expression-changed', 'breaking', 'head', after.expressions.get(to)!.pointer, message);
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

/**
 * What an expression names on the wire, for pairing: a path parameter by its place in the
 * operation's template (`{$request.path.id}` of `/items/{id}` is `{$request.path.itemId}` of
 * `/items/{itemId}`, a rename `mtc diff` calls compatible), and a header's name without case
 * (`$request.header.X-Hook` is `x-hook`). Compared as written, a renamed path parameter made the
 * callback's expression a breaking change (a red-team pass, 2026-11-29). Query names and body
 * pointers are case-sensitive and stay as written.
 */
function expressionKey(expression: string, path: string): string {
  const variables = templateNames(path);
  return expression
    .replace(/\$(request|response)\.header\.([A-Za-z0-9!#$%&'*+.^_`|~-]+)/g, (_whole, source: string, name: string) => `$${source}.header.${name.toLowerCase()}`)
    .replace(/\$request\.path\.([^{}\s/?#]+)/g, (whole, name: string) => {
      const position = variables.indexOf(name);
      return position < 0 ? whole : `$request.path.#${position}`;
    });
}

/** A callback's expressions by `expressionKey`; two that read alike on one side keep their own text as key. */
function expressionsByKey(callback: CallbackEntry, path: string): Map<string, string> {
  const keyed = new Map<string, string>();
  for (const expression of callback.expressions.keys()) {
    const key = expressionKey(expression, path);
    keyed.set(keyed.has(key) ? `\u0000${expression}` : key, expression);
  }
  return keyed;
}

/** How a callback is sent: its expressions (as `expressionKey` reads them) with their methods, one line each, sorted; undefined when it names none. */
function callbackSignature(callback: CallbackEntry, path: string): string | undefined {
  const lines = [...callback.expressions].flatMap(([expression, { operations }]) => [...operations.keys()].map((method) => JSON.stringify([expressionKey(expression, path), method])));
  return lines.length === 0 ? undefined : lines.sort().join('\n');
}
