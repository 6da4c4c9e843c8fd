/**
 * `mtc diff` on 3.1's webhooks: operations the API calls on the reader of the report, so what
 * the reader receives is the webhook's request and what it sends back is its response; each
 * compatibility rule runs the other way round from a path's operation (decision 0039).
 */
import { describe, expect, it } from 'vitest';
import { compareDocuments, formatReport, type Change } from '../../generators/diff/index.js';
import { baseDocument } from './fixtures/diff-documents.js';

type Json = Record<string, any>;

const WEBHOOK = '#/webhooks/commentPosted/post';

/** The fixture with one webhook: the API posts each new comment to the receiver's URL. */
function withWebhook(edit: (doc: Json, hook: Json) => void = () => {}): Json {
  const doc = baseDocument();
  doc.webhooks = {
    commentPosted: {
      post: {
        operationId: 'commentPosted',
        parameters: [{ name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['comment_id'],
                properties: { comment_id: { type: 'string' }, comment_type: { $ref: '#/components/schemas/CommentType' }, score: { type: 'integer' } },
              },
            },
          },
        },
        responses: {
          '200': {
            description: 'Received',
            content: { 'application/json': { schema: { type: 'object', properties: { seen: { type: 'boolean' } } } } },
          },
        },
      },
    },
  };
  edit(doc, doc.webhooks.commentPosted.post);
  return doc;
}

function summary(changes: readonly Change[]): string[] {
  return changes.map((change) => `${change.severity} ${change.kind} ${change.location.document} ${change.location.pointer}: ${change.message}`);
}

const payload = (hook: Json): Json => hook.requestBody.content['application/json'].schema;
const answer = (hook: Json): Json => hook.responses['200'].content['application/json'].schema;

describe('compareDocuments: webhooks', () => {
  it('reports nothing for the same webhooks', () => {
    expect(compareDocuments(withWebhook(), withWebhook())).toEqual([]);
  });

  it('reads the payload as a response: a field removed or now optional breaks receivers, a new required one does not', () => {
    const removed = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { delete payload(hook).properties.score; }));
    expect(summary(removed)).toEqual([`breaking response-field-removed base ${WEBHOOK}/requestBody/content/application~1json/schema/properties/score: request body application/json: field score removed`]);
    expect(removed[0]!.location.operation).toEqual({ method: 'POST', path: 'commentPosted', webhook: true });
    const optional = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { payload(hook).required = []; }));
    expect(summary(optional)).toEqual([expect.stringMatching(/^breaking response-field-became-optional .*field comment_id may now be absent$/)]);
    const added = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { payload(hook).properties.title = { type: 'string' }; payload(hook).required.push('title'); }));
    expect(added.map((change) => change.severity)).toEqual(['compatible']);
  });

  it('reads a new enum value in the payload as a response\'s: noted, not breaking; and a value removed as compatible', () => {
    const widened = compareDocuments(withWebhook(), withWebhook((doc) => { doc.components.schemas.CommentType.enum.push('rating'); }));
    const hook = widened.filter((change) => change.location.operation?.webhook === true);
    expect(summary(hook)).toEqual([expect.stringMatching(/^compatible enum-widened .*field comment_type: values added: "rating" \(note: receivers must tolerate values they do not know\)$/)]);
  });

  it('speaks to receivers in its hints, not to clients, and of their answers, not of requests', () => {
    const widened = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { payload(hook).properties.score.type = ['integer', 'string']; }));
    expect(widened.map((change) => change.message)).toEqual(['request body application/json, field score: type changed from integer to integer | string (receivers may now receive values they do not expect)']);
    const narrowed = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { answer(hook).properties.seen.type = 'string'; }));
    expect(narrowed.map((change) => change.message)).toEqual(['response 200 application/json, field seen: type changed from boolean to string (answers valid before are now rejected)']);
    const status = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { hook.responses['202'] = { description: 'Queued' }; }));
    expect(status.map((change) => change.message)).toEqual(['response 202 added (receivers may now answer with it)']);
    const readOnly = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { answer(hook).properties.seen.readOnly = true; }));
    expect(readOnly.map((change) => change.message)).toEqual(['response 200 application/json: field seen is now readOnly (note: receivers should stop sending it)']);
    const defaulted = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { answer(hook).properties.seen.default = true; }));
    expect(defaulted.map((change) => change.message)).toEqual(['response 200 application/json, field seen: default true added (note: an answer that leaves it out now gets true)']);
    // The same edits to a path's operation keep speaking to clients.
    const pathStatus = compareDocuments(baseDocument(), (() => { const doc = baseDocument(); doc.paths['/v1/movie/{id}/playback'].get.responses['404'] = { description: 'Gone' }; return doc; })());
    expect(pathStatus.map((change) => change.message)).toEqual(['response 404 added (clients should handle it)']);
  });

  it('reads the answer as a request: a new required field breaks receivers, a removed one does not', () => {
    const required = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { answer(hook).required = ['seen']; }));
    expect(summary(required)).toEqual([`breaking request-field-became-required head ${WEBHOOK}/responses/200/content/application~1json/schema/properties/seen: response 200 application/json: field seen is now required`]);
    const removed = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { delete answer(hook).properties.seen; }));
    expect(removed.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible request-field-removed']);
  });

  it('reads its parameters as received: one removed or now optional breaks receivers, a new required one does not', () => {
    const removed = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { hook.parameters = []; }));
    expect(summary(removed)).toEqual([`breaking parameter-removed base ${WEBHOOK}/parameters/0: header parameter X-Signature removed (receivers that read it no longer get it)`]);
    const optional = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { hook.parameters[0].required = false; }));
    expect(summary(optional)).toEqual([`breaking parameter-became-optional head ${WEBHOOK}/parameters/0: header parameter X-Signature may now be absent`]);
    const added = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { hook.parameters.push({ name: 'X-Attempt', in: 'header', required: true, schema: { type: 'integer' } }); }));
    expect(summary(added)).toEqual([`compatible parameter-added head ${WEBHOOK}/parameters/1: new header parameter X-Attempt, always sent`]);
  });

  it('reads its request body and response headers the other way round too', () => {
    const optionalBody = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { hook.requestBody.required = false; }));
    expect(summary(optionalBody)).toEqual([`breaking request-body-became-optional head ${WEBHOOK}/requestBody: the request body may now be absent`]);
    const header = (hook: Json, required: boolean) => { hook.responses['200'].headers = { 'X-Ack': { required, schema: { type: 'string' } } }; };
    const newHeader = compareDocuments(withWebhook(), withWebhook((_doc, hook) => header(hook, true)));
    expect(summary(newHeader)).toEqual([`breaking response-header-added head ${WEBHOOK}/responses/200/headers/X-Ack: response 200: new required header X-Ack (receivers must now send it)`]);
    const nowRequired = compareDocuments(withWebhook((_doc, hook) => header(hook, false)), withWebhook((_doc, hook) => header(hook, true)));
    expect(nowRequired.map((change) => `${change.severity} ${change.kind}`)).toEqual(['breaking response-header-became-required']);
    const headerGone = compareDocuments(withWebhook((_doc, hook) => header(hook, true)), withWebhook());
    expect(headerGone.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible response-header-removed']);
  });

  it('says a webhook removed as breaking, one added as compatible, and one renamed with the same operations as a note', () => {
    const removed = compareDocuments(withWebhook(), baseDocument());
    expect(summary(removed)).toEqual(['breaking webhook-removed base #/webhooks/commentPosted: webhook commentPosted removed with its operations POST (receivers that act on its calls no longer get them)']);
    const added = compareDocuments(baseDocument(), withWebhook());
    expect(summary(added)).toEqual(['compatible webhook-added head #/webhooks/commentPosted: webhook commentPosted added (receivers are called only once they handle it)']);
    const rename = (doc: Json) => { doc.webhooks.commentCreated = doc.webhooks.commentPosted; delete doc.webhooks.commentPosted; };
    const renamed = compareDocuments(withWebhook(), withWebhook((doc, hook) => { delete payload(hook).properties.score; rename(doc); }));
    expect(summary(renamed)).toEqual([
      'breaking response-field-removed base #/webhooks/commentPosted/post/requestBody/content/application~1json/schema/properties/score: request body application/json: field score removed',
      'compatible webhook-renamed head #/webhooks/commentCreated: webhook commentPosted renamed to commentCreated, the same operations (note: the name is not sent; code that names the generated webhooks[\'commentPosted\'] type must name commentCreated)',
    ]);
  });

  it('reads a webhook\'s path item through components.pathItems, and a webhook operation removed or added', () => {
    const viaComponents = withWebhook((doc) => { doc.components.pathItems = { CommentPosted: doc.webhooks.commentPosted }; doc.webhooks.commentPosted = { $ref: '#/components/pathItems/CommentPosted' }; });
    expect(compareDocuments(withWebhook(), viaComponents)).toEqual([]);
    const changedThere = withWebhook((doc, hook) => { delete payload(hook).properties.score; doc.components.pathItems = { CommentPosted: doc.webhooks.commentPosted }; doc.webhooks.commentPosted = { $ref: '#/components/pathItems/CommentPosted' }; });
    expect(summary(compareDocuments(viaComponents, changedThere))).toEqual([
      'breaking response-field-removed base #/components/pathItems/CommentPosted/post/requestBody/content/application~1json/schema/properties/score: request body application/json: field score removed',
    ]);
    const twoMethods = withWebhook((doc) => { doc.webhooks.commentPosted.put = doc.webhooks.commentPosted.post; });
    expect(summary(compareDocuments(twoMethods, withWebhook()))).toEqual(['breaking operation-removed base #/webhooks/commentPosted/put: webhook commentPosted no longer sends PUT (receivers that act on it no longer get it)']);
    expect(summary(compareDocuments(withWebhook(), twoMethods))).toEqual(['compatible operation-added head #/webhooks/commentPosted/put: webhook commentPosted now also sends PUT']);
  });

  it('compares a webhook\'s security the other way round: a way of authenticating the API may now use that receivers do not check is breaking', () => {
    const secured = (schemes: Json[]) => withWebhook((doc, hook) => {
      doc.components.securitySchemes.signature = { type: 'apiKey', in: 'header', name: 'X-Signature' };
      hook.security = schemes;
    });
    const dropped = compareDocuments(secured([{ signature: [] }]), secured([]));
    expect(summary(dropped)).toEqual([
      `breaking webhook-security-changed head ${WEBHOOK}/security: the API may now authenticate its calls with no authentication, which receivers that check signature refuse`,
      `compatible webhook-security-changed base ${WEBHOOK}/security: the API no longer authenticates its calls with signature`,
    ]);
    const required = compareDocuments(secured([]), secured([{ signature: [] }]));
    expect(required.map((change) => `${change.severity} ${change.kind}`)).toEqual(['compatible webhook-security-changed']);
    // The document's own `security` is what clients of the API use: no webhook inherits it.
    expect(compareDocuments(withWebhook(), withWebhook((doc) => { doc.security = [{ bearer: [] }]; })).filter((change) => change.location.operation?.webhook)).toEqual([]);
  });

  it('names a webhook in the text report by its name, apart from the paths', () => {
    const changes = compareDocuments(withWebhook(), withWebhook((_doc, hook) => { delete payload(hook).properties.score; }));
    expect(formatReport('text', { base: 'a', head: 'b', changes })).toContain('  webhook commentPosted POST\n    - [response-field-removed] request body application/json: field score removed\n');
  });
});
