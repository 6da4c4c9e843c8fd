/**
 * `mtc diff` on an operation's callbacks: requests the API makes to a URL the client gave it,
 * compared as webhooks are, each rule the other way round, and located at the operation, the
 * callback's name and its expression (decision 0039).
 */
import { describe, expect, it } from 'vitest';
import { compareDocuments, formatReport, type Change } from '../../generators/diff/index.js';
import { baseDocument } from './fixtures/diff-documents.js';

type Json = Record<string, any>;

const EXPRESSION = '{$request.body#/callbackUrl}';
const CALLBACK = '#/paths/~1api~1v1~1movie~1{id}~1comments/post/callbacks/onCommentReviewed';
const OPERATION = `${CALLBACK}/{$request.body#~1callbackUrl}/post`;

function reviewCallback(): Json {
  return {
    [EXPRESSION]: {
      post: {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', required: ['verdict'], properties: { verdict: { type: 'string', enum: ['approved', 'rejected'] }, note: { type: 'string' } } } } },
        },
        responses: { '200': { description: 'Received', content: { 'application/json': { schema: { type: 'object', properties: { seen: { type: 'boolean' } } } } } } },
      },
    },
  };
}

/** The fixture whose postComment calls the client back once the comment is reviewed. */
function withCallback(edit: (doc: Json, callbacks: Json) => void = () => {}): Json {
  const doc = baseDocument();
  const op = doc.paths['/api/v1/movie/{id}/comments'].post;
  op.callbacks = { onCommentReviewed: reviewCallback() };
  edit(doc, op.callbacks);
  return doc;
}

const hook = (callbacks: Json, name = 'onCommentReviewed'): Json => callbacks[name][EXPRESSION].post;
const payload = (callbacks: Json): Json => hook(callbacks).requestBody.content['application/json'].schema;

function summary(changes: readonly Change[]): string[] {
  return changes.map((change) => `${change.severity} ${change.kind} ${change.location.document} ${change.location.pointer}: ${change.message}`);
}

describe('compareDocuments: callbacks', () => {
  it('reports nothing for the same callbacks, inline or through components.callbacks and components.pathItems', () => {
    expect(compareDocuments(withCallback(), withCallback())).toEqual([]);
    const viaComponents = withCallback((doc, callbacks) => {
      doc.components.pathItems = { Reviewed: callbacks.onCommentReviewed[EXPRESSION] };
      doc.components.callbacks = { Reviewed: { [EXPRESSION]: { $ref: '#/components/pathItems/Reviewed' } } };
      callbacks.onCommentReviewed = { $ref: '#/components/callbacks/Reviewed' };
    });
    expect(compareDocuments(withCallback(), viaComponents)).toEqual([]);
  });

  it('reads the payload as a response, located at the operation, the callback and its expression', () => {
    const removed = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { delete payload(callbacks).properties.note; }));
    expect(summary(removed)).toEqual([`breaking response-field-removed base ${OPERATION}/requestBody/content/application~1json/schema/properties/note: request body application/json: field note removed`]);
    expect(removed[0]!.location.operation).toEqual({ method: 'POST', path: '/api/v1/movie/{id}/comments', callback: { name: 'onCommentReviewed', expression: EXPRESSION, method: 'POST' } });
    const newRequired = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { payload(callbacks).properties.at = { type: 'string' }; payload(callbacks).required.push('at'); }));
    expect(newRequired.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible response-field-added']);
    const answer = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { hook(callbacks).responses['200'].content['application/json'].schema.required = ['seen']; }));
    expect(answer.map((change) => `${change.severity} ${change.kind}`)).toEqual(['breaking request-field-became-required']);
  });

  it('says a callback removed as breaking, one added as compatible', () => {
    const removed = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { delete callbacks.onCommentReviewed; }));
    expect(summary(removed)).toEqual([`breaking callback-removed base ${CALLBACK}: callback onCommentReviewed removed (POST to ${EXPRESSION}) (clients that registered a URL for it are no longer called)`]);
    expect(removed[0]!.location.operation).toEqual({ method: 'POST', path: '/api/v1/movie/{id}/comments', callback: { name: 'onCommentReviewed' } });
    const added = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { callbacks.onCommentDeleted = { '{$request.body#/deletedUrl}': reviewCallback()[EXPRESSION] }; }));
    expect(summary(added)).toEqual([expect.stringMatching(/^compatible callback-added head .*\/callbacks\/onCommentDeleted: callback onCommentDeleted added \(POST to \{\$request.body#\/deletedUrl\}\)/)]);
  });

  it('says a callback renamed and sent the same way as a note, and still compares what it sends', () => {
    const rename = (callbacks: Json) => { callbacks.onReviewed = callbacks.onCommentReviewed; delete callbacks.onCommentReviewed; };
    const renamed = compareDocuments(withCallback(), withCallback((_doc, callbacks) => rename(callbacks)));
    expect(summary(renamed)).toEqual([
      `compatible callback-renamed head #/paths/~1api~1v1~1movie~1{id}~1comments/post/callbacks/onReviewed: callback onCommentReviewed renamed to onReviewed, sent the same way (note: a callback's name is not sent, and no generated code is named after it)`,
    ]);
    const renamedAndChanged = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { delete payload(callbacks).properties.note; rename(callbacks); }));
    expect(renamedAndChanged.map((change) => `${change.severity} ${change.kind}`)).toEqual(['breaking response-field-removed', 'compatible callback-renamed']);
  });

  it('says an expression changed as breaking and compares the operations under it as the same', () => {
    const moved = compareDocuments(withCallback(), withCallback((_doc, callbacks) => {
      const item = callbacks.onCommentReviewed[EXPRESSION];
      delete item.post.requestBody.content['application/json'].schema.properties.note;
      callbacks.onCommentReviewed = { '{$request.body#/hookUrl}': item };
    }));
    expect(summary(moved)).toEqual([
      `breaking callback-expression-changed head ${CALLBACK}/{$request.body#~1hookUrl}: callback onCommentReviewed is now sent to {$request.body#/hookUrl} instead of ${EXPRESSION} (clients that give its URL as before, or listen where it went, are no longer called)`,
      `breaking response-field-removed base ${OPERATION}/requestBody/content/application~1json/schema/properties/note: request body application/json: field note removed`,
    ]);
    expect(moved[0]!.location.operation?.callback).toEqual({ name: 'onCommentReviewed', expression: '{$request.body#/hookUrl}' });
    const second = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { callbacks.onCommentReviewed['{$request.body#/otherUrl}'] = callbacks.onCommentReviewed[EXPRESSION]; }));
    expect(second.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible callback-expression-added']);
    const deprecated = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { hook(callbacks).deprecated = true; }));
    expect(deprecated.map((change) => `${change.kind}: ${change.message}`)).toEqual(['operation-deprecated: callback operation deprecated (it is still sent; receivers should plan for it to stop)']);
    const methodGone = compareDocuments(withCallback((_doc, callbacks) => { callbacks.onCommentReviewed[EXPRESSION].put = hook(callbacks); }), withCallback());
    expect(summary(methodGone)).toEqual([`breaking operation-removed base ${CALLBACK}/{$request.body#~1callbackUrl}/put: callback onCommentReviewed no longer sends PUT to ${EXPRESSION} (receivers that act on it no longer get it)`]);
  });

  it('reads a path parameter in an expression by its place in the template and a header without case: a renamed parameter is no expression change', () => {
    // `{id}` renamed `{itemId}` is compatible; the expression naming it was a breaking change.
    const watch = (param: string, header: string, name = 'changed'): Json => ({
      openapi: '3.1.0', info: { title: 't', version: '1' },
      paths: { [`/items/{${param}}/watch`]: { post: {
        parameters: [{ name: param, in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '204': { description: 'Watching' } },
        callbacks: { [name]: { [`{$request.header.${header}}/items/{$request.path.${param}}`]: { post: { responses: { '200': { description: 'Received' } } } } } },
      } } },
    });
    expect(compareDocuments(watch('id', 'X-Hook'), watch('itemId', 'x-hook')).map((change) => change.kind)).toEqual(['parameter-renamed']);
    expect(compareDocuments(watch('id', 'X-Hook'), watch('itemId', 'x-hook', 'onChange')).map((change) => change.kind)).toEqual(['parameter-renamed', 'callback-renamed']);
    // The expression kept as written while the template renames its parameter names nothing there now.
    const stale = (param: string) => { const doc = watch(param, 'X-Hook'); doc.paths[`/items/{${param}}/watch`].post.callbacks.changed = watch('id', 'X-Hook').paths['/items/{id}/watch'].post.callbacks.changed; return doc; };
    expect(summary(compareDocuments(stale('id'), stale('itemId'))).filter((line) => line.includes('callback-expression-changed'))).toEqual([
      'breaking callback-expression-changed head #/paths/~1items~1{itemId}~1watch/post/callbacks/changed/{$request.header.X-Hook}~1items~1{$request.path.id}: callback changed: {$request.header.X-Hook}/items/{$request.path.id} is written as before, but a path parameter it names is no longer at the same place of /items/{itemId}/watch (the URL it is sent to is no longer the one clients gave)',
    ]);
    // A query name is case-sensitive: that is a change.
    const query = (name: string) => withCallback((_doc, callbacks) => { callbacks.onCommentReviewed = { [`{$request.query.${name}}`]: callbacks.onCommentReviewed[EXPRESSION] }; });
    expect(compareDocuments(query('hook'), query('Hook')).map((change) => change.kind)).toEqual(['callback-expression-changed']);
  });

  it('stops at cycles through components.pathItems and $ref loops, and pairs 20,000 callbacks in linear time', () => {
    // The callback's path item is the operation's own, which names the callback again; and two path items naming each other.
    const cyclic = (field: string) => {
      const doc = baseDocument();
      doc.components.pathItems = {
        Watch: { post: { ...reviewCallback()[EXPRESSION].post, callbacks: { again: { [EXPRESSION]: { $ref: '#/components/pathItems/Watch' } } } } },
        A: { $ref: '#/components/pathItems/B' }, B: { $ref: '#/components/pathItems/A' },
      };
      doc.components.pathItems.Watch.post.requestBody.content['application/json'].schema.properties[field] = { type: 'string' };
      doc.components.callbacks = { Loop: { $ref: '#/components/callbacks/Loop' } };
      doc.paths['/watch'] = { $ref: '#/components/pathItems/Watch' };
      doc.paths['/loop'] = { post: { responses: { '204': { description: 'x' } }, callbacks: { loop: { $ref: '#/components/callbacks/Loop' }, ab: { [EXPRESSION]: { $ref: '#/components/pathItems/A' } } } } };
      return doc;
    };
    expect(compareDocuments(cyclic('x'), cyclic('x'))).toEqual([]);
    expect(compareDocuments(cyclic('x'), cyclic('y')).map((change) => `${change.severity} ${change.kind} ${change.location.operation?.callback?.name ?? '-'}`)).toEqual([
      'breaking response-field-removed again',
      'compatible request-field-added -',
      'compatible request-field-removed -',
      'compatible response-field-added again',
    ]);
    const many = (prefix: string) => withCallback((_doc, callbacks) => {
      for (let index = 0; index < 20_000; index++) callbacks[`${prefix}${index}`] = { [`{$request.body#/url${index}}`]: reviewCallback()[EXPRESSION] };
    });
    const [before, after] = [many('old'), many('new')];
    const started = performance.now();
    const renamed = compareDocuments(before, after);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(renamed).toHaveLength(20_000);
    expect(new Set(renamed.map((change) => change.kind))).toEqual(new Set(['callback-renamed']));
  }, 120_000);

  it('names the operation, the callback and its expression in the text report, control characters percent-encoded', () => {
    const changes = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { delete payload(callbacks).properties.note; }));
    expect(formatReport('text', { base: 'a', head: 'b', changes })).toContain(`  POST /api/v1/movie/{id}/comments, callback onCommentReviewed: POST ${EXPRESSION}\n    - [response-field-removed] request body application/json: field note removed\n`);
    const hostile = '{$request.body#/url}\u001b]0;owned\u0007\n  POST /x';
    const named = compareDocuments(withCallback(), withCallback((_doc, callbacks) => { callbacks['on\u202eEvil'] = { [hostile]: reviewCallback()[EXPRESSION] }; }));
    for (const format of ['text', 'markdown'] as const) {
      const report = formatReport(format, { base: 'a', head: 'b', changes: named });
      expect(report).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
      expect(report).toContain('on%E2%80%AEEvil');
    }
  });
});
