/**
 * The breaking-change report: one small change per case, each checked for its kind, severity and
 * location (operation + JSON pointer), including changes nested in referenced and composed schemas.
 */
import { describe, expect, it } from 'vitest';
import { compareDocuments, DiffWorkLimitError, formatReport, WORK_LIMITS, type Change } from '../../generators/diff/index.js';
import { buildUnchangedIndex } from '../../generators/diff/unchanged.js';
import { baseDocument, changed } from './fixtures/diff-documents.js';

const COMMENTS = '#/paths/~1api~1v1~1movie~1{id}~1comments';
const API = 'https://api.example.com/v1';
const EU_API = 'https://eu.api.example.com/v1';
const PLAYBACK = '#/paths/~1v1~1movie~1{id}~1playback';

interface Expected {
  readonly kind: Change['kind'];
  readonly severity: Change['severity'];
  /** `METHOD /path`; `null`: a change of the document as a whole, located at no operation. */
  readonly operation?: string | null;
  readonly document?: 'base' | 'head';
  readonly pointer?: string;
  readonly message?: RegExp;
}

/** `base` (optional) edits the base document too, for pairs where the old version is not the fixture. */
type Case = [name: string, { change: (doc: Record<string, any>) => void; base?: (doc: Record<string, any>) => void; want: Expected[]; noBreaking?: boolean }];

function operationOf(change: Change): string | undefined {
  const op = change.location.operation;
  return op ? `${op.method} ${op.path}` : undefined;
}

function matches(change: Change, want: Expected): boolean {
  return change.kind === want.kind
    && change.severity === want.severity
    && (want.operation === undefined || operationOf(change) === (want.operation ?? undefined))
    && (want.document === undefined || change.location.document === want.document)
    && (want.pointer === undefined || change.location.pointer === want.pointer)
    && (want.message === undefined || want.message.test(change.message));
}

const BREAKING_CASES: Case[] = [
  // 3.1's boolean schemas: `true` allows any value, `false` none (schema-view.ts).
  ['request field that took any value (true) now takes none (false)', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.note = false; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.note = true; },
    want: [{ kind: 'type-changed', severity: 'breaking', message: /field note: type changed from any to \(nothing\)/ }],
  }],
  ['response list closed by items: false now holds strings', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.codes = { type: 'array', items: { type: 'string' } }; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.codes = { type: 'array', items: false }; },
    want: [{ kind: 'type-changed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /codes\[\]: type changed from \(nothing\) to string/ }],
  }],
  // A parameter described by `content` (a JSON-encoded filter): only `schema` was read, so nothing was said.
  ['query parameter given by content: a field of its JSON value changed type', {
    change: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters[2].content['application/json'].schema.properties.since.type = 'integer'; },
    base: (doc) => {
      doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object', properties: { since: { type: 'string' } } } } } });
    },
    want: [{
      kind: 'type-changed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments', pointer: `${COMMENTS}/get/parameters/2/content/application~1json/schema/properties/since`,
      message: /query parameter filter, field since: type changed from string to integer \(requests valid before are now rejected\)/,
    }],
  }],
  // A header is described as a parameter is: one given by `content` was read as having no schema.
  ['response header given by content: a field of its JSON value changed type', {
    change: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Rate'].content['application/json'].schema.properties.left.type = 'string'; },
    base: (doc) => {
      doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Rate'] = { content: { 'application/json': { schema: { type: 'object', properties: { left: { type: 'integer' } } } } } };
    },
    want: [{
      kind: 'type-changed', severity: 'breaking', operation: 'POST /api/v1/auth/login',
      pointer: '#/paths/~1api~1v1~1auth~1login/post/responses/200/headers/X-Rate/content/application~1json/schema/properties/left',
      message: /response 200 header X-Rate, field left: type changed from integer to string/,
    }],
  }],
  // A `content` parameter is its value in that media type: another media type, or a style in its place, was not compared.
  ['query parameter given by content now written in another media type', {
    change: (doc) => { const parameter = doc.paths['/api/v1/movie/{id}/comments'].get.parameters[2]; parameter.content = { 'application/xml': parameter.content['application/json'] }; },
    base: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object' } } } }); },
    want: [{ kind: 'parameter-serialization-changed', severity: 'breaking', pointer: `${COMMENTS}/get/parameters/2`, message: /^query parameter filter now encoded as application\/xml instead of application\/json/ }],
  }],
  ['query parameter given by JSON content now given by a schema (a string loses its quotes)', {
    change: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters[2] = { name: 'q', in: 'query', schema: { type: 'string' } }; },
    base: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'q', in: 'query', content: { 'application/json': { schema: { type: 'string' } } } }); },
    want: [{ kind: 'parameter-serialization-changed', severity: 'breaking', message: /^query parameter q now written form, exploded instead of encoded as application\/json/ }],
  }],
  // allOf parts each bound a value and all apply: the last part's bound was read, so a stricter one before it went unsaid.
  ['request field given a stricter maximum in an allOf part before the looser one', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.score = { allOf: [{ maximum: 10 }, { type: 'integer', maximum: 100 }] }; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', message: /field score: maximum changed from 100 to 10$/ }],
  }],
  // minimum and exclusiveMinimum are one bound: compared keyword by keyword this was two changes.
  ['request field\'s minimum 0 made exclusive (0 itself now rejected)', {
    change: (doc) => { delete doc.components.schemas.CommentInput.properties.score.minimum; doc.components.schemas.CommentInput.properties.score.exclusiveMinimum = 0; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', message: /field score: lower bound changed from >= 0 \(minimum\) to > 0 \(exclusiveMinimum\)$/ }],
  }],
  ['removed operation', {
    change: (doc) => delete doc.paths['/api/v1/movie/{id}/comments'].post,
    want: [{ kind: 'operation-removed', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', pointer: `${COMMENTS}/post` }],
  }],
  ['removed path', {
    change: (doc) => delete doc.paths['/v1/movie/{id}/playback'],
    want: [{ kind: 'path-removed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', pointer: PLAYBACK }],
  }],
  ['removed response field inside a referenced schema inside the allOf envelope', {
    change: (doc) => delete doc.components.schemas.PlayerSettings.properties.audio_lang,
    want: [{
      kind: 'response-field-removed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback',
      pointer: '#/components/schemas/PlayerSettings/properties/audio_lang', message: /data\.player_settings\.audio_lang removed/,
    }],
  }],
  ['removed envelope member (allOf-composed)', {
    change: (doc) => delete doc.components.schemas.SuccessEnvelope.properties.status,
    want: [{ kind: 'response-field-removed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /field status removed/ }],
  }],
  ['removed field of array items', {
    change: (doc) => delete doc.components.schemas.Comment.properties.created_at,
    want: [{ kind: 'response-field-removed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments', message: /data\[\]\.created_at removed/ }],
  }],
  ['response field became optional', {
    change: (doc) => { doc.components.schemas.WatchProgress.required = []; },
    want: [{ kind: 'response-field-became-optional', severity: 'breaking', message: /data\.current_progress_seconds/ }],
  }],
  ['new required header parameter', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.parameters.push({ name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } }); },
    want: [{ kind: 'parameter-added', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', pointer: `${PLAYBACK}/get/parameters/1` }],
  }],
  ['referenced parameter became required', {
    change: (doc) => { doc.components.parameters.Limit.required = true; },
    want: [{ kind: 'parameter-became-required', severity: 'breaking', pointer: '#/components/parameters/Limit' }],
  }],
  ['new required request field', {
    change: (doc) => {
      doc.components.schemas.CommentInput.properties.mood = { type: 'string' };
      doc.components.schemas.CommentInput.required.push('mood');
    },
    want: [{ kind: 'request-field-added', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', pointer: '#/components/schemas/CommentInput/properties/mood' }],
  }],
  ['request field became required', {
    change: (doc) => { doc.components.schemas.CommentInput.required.push('title'); },
    want: [{ kind: 'request-field-became-required', severity: 'breaking', message: /field title is now required/ }],
  }],
  // Breaking for a typed client (its argument type changes), though `5` is still valid text on the wire.
  ['parameter type changed', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.parameters[0].schema = { type: 'string' }; },
    want: [{ kind: 'type-changed', severity: 'breaking', pointer: `${PLAYBACK}/get/parameters/0/schema`, message: /integer to string \(the values sent before are still valid text on the wire, but a typed client's argument type changes\)$/ }],
  }],
  ['parameter type narrowed from string to integer (values sent before are refused)', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.parameters[0].schema = { type: 'integer' }; },
    base: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.parameters[0].schema = { type: 'string' }; },
    want: [{ kind: 'type-changed', severity: 'breaking', message: /string to integer \(requests valid before are now rejected\)$/ }],
  }],
  // The house envelope's own `data` is untyped and comes first in the allOf: a change of the
  // operation's `data` was located in the envelope, which did not change (listUsers, 2026-11-29).
  ['enveloped response data changed from an array to a page object', {
    change: (doc) => {
      doc.paths['/api/v1/movie/{id}/comments'].get.responses['200'].content['application/json'].schema.allOf[1].properties.data = {
        type: 'object', properties: { comments: { type: 'array', items: { $ref: '#/components/schemas/Comment' } } },
      };
    },
    want: [{
      kind: 'type-changed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments',
      pointer: `${COMMENTS}/get/responses/200/content/application~1json/schema/allOf/1/properties/data`, message: /field data: type changed from array to object/,
    }],
  }],
  ['response field type changed inside a referenced schema', {
    change: (doc) => { doc.components.schemas.WatchProgress.properties.last_watched_at = { type: 'string' }; },
    want: [{ kind: 'type-changed', severity: 'breaking', pointer: '#/components/schemas/WatchProgress/properties/last_watched_at' }],
  }],
  ['response integer widened to number', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_idx.type = 'number'; },
    want: [{ kind: 'type-changed', severity: 'breaking', message: /audio_idx: type changed from integer to number/ }],
  }],
  ['response field became nullable', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.type = ['string', 'null']; },
    want: [{ kind: 'type-changed', severity: 'breaking', message: /string to null \| string/ }],
  }],
  ['response format changed', {
    change: (doc) => { doc.components.schemas.Comment.properties.created_at.format = 'date'; },
    want: [{ kind: 'format-changed', severity: 'breaking', message: /date-time to date/ }],
  }],
  // int32 to int64 takes more values: harmless in what clients send, breaking in what they receive.
  ['request format widened (int32 to int64)', {
    base: (doc) => { doc.components.schemas.CommentInput.properties.score.format = 'int32'; },
    change: (doc) => { doc.components.schemas.CommentInput.properties.score.format = 'int64'; },
    want: [{ kind: 'format-changed', severity: 'compatible', operation: 'POST /api/v1/movie/{id}/comments', message: /field score: format changed from int32 to int64 \(takes more values\)/ }],
  }],
  ['request format narrowed (double to float)', {
    base: (doc) => { doc.components.schemas.CommentInput.properties.score = { type: 'number', format: 'double' }; },
    change: (doc) => { doc.components.schemas.CommentInput.properties.score = { type: 'number', format: 'float' }; },
    want: [{ kind: 'format-changed', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', message: /format changed from double to float \(takes fewer values\)/ }],
  }],
  ['response format widened (int32 to int64)', {
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_idx.format = 'int32'; },
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_idx.format = 'int64'; },
    want: [{ kind: 'format-changed', severity: 'breaking', message: /audio_idx: format changed from int32 to int64 \(takes more values\)/ }],
  }],
  ['request format added', {
    change: (doc) => { doc.components.schemas.LoginInput.properties.username.format = 'email'; },
    want: [{ kind: 'format-changed', severity: 'breaking', operation: 'POST /api/v1/auth/login', message: /format email added/ }],
  }],
  ['enum value removed from a request parameter (shared schema)', {
    change: (doc) => { doc.components.schemas.CommentType.enum = ['review', 'comment']; },
    want: [
      { kind: 'enum-narrowed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments', pointer: '#/components/schemas/CommentType', message: /"note"/ },
      { kind: 'enum-narrowed', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', message: /request body application\/json, field comment_type/ },
    ],
  }],
  // `enum: []` (valid JSON Schema, no value passes): emptying a request field's enum removes every value.
  ['request field enum emptied', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.mood = { type: 'string', enum: [] }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.mood = { type: 'string', enum: ['calm'] }; },
    want: [{ kind: 'enum-narrowed', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', pointer: '#/components/schemas/CommentInput/properties/mood', message: /field mood: values removed: "calm"/ }],
  }],
  ['request maximum lowered', {
    change: (doc) => { doc.components.parameters.Limit.schema.maximum = 100; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', message: /maximum changed from 500 to 100/ }],
  }],
  ['request field removed where unknown fields are rejected', {
    change: (doc) => {
      delete doc.components.schemas.CommentInput.properties.score;
      doc.components.schemas.CommentInput.additionalProperties = false;
    },
    want: [{ kind: 'request-field-removed', severity: 'breaking', pointer: '#/components/schemas/CommentInput/properties/score' }],
  }],
  ['request multipleOf added, or changed to a value the old one is no multiple of', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.score.multipleOf = 10; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.score.multipleOf = 5; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', message: /field score: multipleOf changed from 5 to 10/ }],
  }],
  ['request multipleOf set where there was none', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.score.multipleOf = 5; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', message: /multipleOf changed from none to 5/ }],
  }],
  ['request uniqueItems turned on', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.tags.uniqueItems = true; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.tags = { type: 'array', items: { type: 'string' } }; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', message: /field tags: uniqueItems changed from none to true/ }],
  }],
  ['request schema closed to unknown fields (additionalProperties: false added)', {
    change: (doc) => { doc.components.schemas.CommentInput.additionalProperties = false; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', pointer: '#/components/schemas/CommentInput', message: /unknown fields are now rejected/ }],
  }],
  ['list query parameter joined with commas instead of repeated (explode: false)', {
    change: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'ids', in: 'query', explode: false, schema: { type: 'array', items: { type: 'string' } } }); },
    base: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'ids', in: 'query', schema: { type: 'array', items: { type: 'string' } } }); },
    want: [{ kind: 'parameter-serialization-changed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments', message: /query parameter ids now written form, not exploded instead of form, exploded/ }],
  }],
  ['list query parameter now pipeDelimited', {
    change: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'ids', in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array', items: { type: 'string' } } }); },
    base: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'ids', in: 'query', schema: { type: 'array', items: { type: 'string' } } }); },
    want: [{ kind: 'parameter-serialization-changed', severity: 'breaking', message: /now written pipeDelimited instead of form, exploded/ }],
  }],
  ['primitive path parameter now in the label style (`.5`)', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.parameters[0].style = 'label'; },
    want: [{ kind: 'parameter-serialization-changed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /path parameter id now written label instead of simple/ }],
  }],
  ['response list no longer describes its items', {
    change: (doc) => { delete doc.paths['/api/v1/movie/{id}/comments'].get.responses['200'].content['application/json'].schema.allOf[1].properties.data.items; },
    want: [{ kind: 'type-changed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments', message: /field data\[\]: items no longer described/ }],
  }],
  ['request list items now described by a schema', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.tags = { type: 'array', items: { type: 'string' } }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.tags = { type: 'array' }; },
    want: [{ kind: 'type-changed', severity: 'breaking', message: /field tags\[\]: items now restricted by a schema/ }],
  }],
  // additionalProperties was compared only when both sides had a schema: one appearing or going away went unsaid.
  ['request map that took any values (additionalProperties: true) now takes integers only', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.labels = { type: 'object', additionalProperties: { type: 'integer' } }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.labels = { type: 'object', additionalProperties: true }; },
    want: [{ kind: 'type-changed', severity: 'breaking', message: /field labels\{\*\}: values of fields not named now restricted by a schema/ }],
  }],
  ['response map no longer describes its values (additionalProperties dropped)', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.extras = { type: 'object' }; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.extras = { type: 'object', additionalProperties: { type: 'string' } }; },
    want: [{ kind: 'type-changed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /player_settings.extras\{\*\}: values of fields not named no longer described/ }],
  }],
  ['response 200 folded into a 2XX range whose body changed type', {
    change: (doc) => {
      const responses = doc.paths['/api/v1/movie/{id}/comments'].post.responses;
      responses['2XX'] = { description: 'The new id', content: { 'application/json': { schema: { type: 'integer' } } } };
      delete responses['200'];
    },
    want: [{ kind: 'type-changed', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', message: /response 200 \(now 2XX\)/ }],
  }],
  ['security requirement added to an open operation', {
    change: (doc) => { doc.paths['/api/v1/auth/login'].post.security = [{ bearer: [] }]; },
    want: [{ kind: 'security-requirement-added', severity: 'breaking', operation: 'POST /api/v1/auth/login', message: /no authentication/ }],
  }],
  ['security scheme removed', {
    change: (doc) => {
      delete doc.components.securitySchemes.apiKey;
      doc.security = [{ bearer: [] }];
    },
    want: [
      { kind: 'security-scheme-removed', severity: 'breaking', pointer: '#/components/securitySchemes/apiKey' },
      { kind: 'security-requirement-added', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /clients using apiKey/ },
    ],
  }],
  ['both schemes now required together', {
    change: (doc) => { doc.security = [{ bearer: [], apiKey: [] }]; },
    want: [{ kind: 'security-requirement-added', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback' }],
  }],
  ['OAuth2 scope newly required (tokens without it are rejected)', {
    change: (doc) => {
      doc.components.securitySchemes.oauth = { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: { read: 'read', write: 'write' } } } };
      doc.paths['/v1/movie/{id}/playback'].get.security = [{ oauth: ['read', 'write'] }];
    },
    base: (doc) => {
      doc.components.securitySchemes.oauth = { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: { read: 'read', write: 'write' } } } };
      doc.paths['/v1/movie/{id}/playback'].get.security = [{ oauth: ['read'] }];
    },
    want: [{ kind: 'security-requirement-added', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /clients using oauth \(scopes read\) are no longer accepted \(now: oauth \(scopes read, write\)\)/ }],
  }],
  ['security scheme moved from header to query', {
    change: (doc) => { doc.components.securitySchemes.apiKey.in = 'query'; },
    want: [{ kind: 'security-scheme-changed', severity: 'breaking', pointer: '#/components/securitySchemes/apiKey' }],
  }],
  ['response payload became nullable (oneOf with null)', {
    change: (doc) => {
      doc.paths['/v1/movie/{id}/playback'].get.responses['200'].content['application/json'].schema.allOf[1].properties.data = {
        oneOf: [{ $ref: '#/components/schemas/WatchProgress' }, { type: 'null' }],
      };
    },
    want: [{ kind: 'type-changed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /field data: type changed from object to null \| object/ }],
  }],
  ['response status removed', {
    change: (doc) => delete doc.paths['/v1/movie/{id}/playback'].get.responses['400'],
    want: [{ kind: 'response-status-removed', severity: 'breaking', pointer: `${PLAYBACK}/get/responses/400` }],
  }],
  ['response header removed', {
    change: (doc) => delete doc.paths['/api/v1/auth/login'].post.responses['200'].headers['Set-Cookie'],
    want: [{ kind: 'response-header-removed', severity: 'breaking', operation: 'POST /api/v1/auth/login', pointer: '#/paths/~1api~1v1~1auth~1login/post/responses/200/headers/Set-Cookie' }],
  }],
  ['response header became optional', {
    change: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['Set-Cookie'].required = false; },
    want: [{ kind: 'response-header-became-optional', severity: 'breaking', message: /Set-Cookie may now be absent/ }],
  }],
  ['response media type removed', {
    change: (doc) => {
      const ok = doc.paths['/api/v1/movie/{id}/comments'].post.responses['200'];
      ok.content = { 'text/plain': ok.content['application/json'] };
    },
    want: [{ kind: 'response-media-type-removed', severity: 'breaking' }],
  }],
  // Paired with application/json by its essence, so the schema inside is still compared.
  ['request field removed where unknown fields are rejected, under the media type written with a charset', {
    change: (doc) => {
      const body = doc.paths['/api/v1/movie/{id}/comments'].post.requestBody;
      body.content = { 'application/json; charset=utf-8': body.content['application/json'] };
      delete doc.components.schemas.CommentInput.properties.score;
      doc.components.schemas.CommentInput.additionalProperties = false;
    },
    want: [{ kind: 'request-field-removed', severity: 'breaking', pointer: '#/components/schemas/CommentInput/properties/score' }],
  }],
  ['request body became required', {
    change: (doc) => {
      doc.paths['/v1/movie/{id}/playback'].get.requestBody = { required: true, content: { 'application/json': { schema: { type: 'object' } } } };
    },
    want: [{ kind: 'request-body-added', severity: 'breaking' }],
  }],
  ['document server removed (clients that use it have nowhere to send requests)', {
    change: (doc) => { doc.servers = [{ url: API }]; },
    base: (doc) => { doc.servers = [{ url: API }, { url: EU_API, description: 'Europe' }]; },
    want: [{ kind: 'server-removed', severity: 'breaking', operation: null, document: 'base', pointer: '#/servers/1', message: /^server https:\/\/eu\.api\.example\.com\/v1 removed/ }],
  }],
  ['document server URL changed', {
    change: (doc) => { doc.servers = [{ url: EU_API }]; },
    base: (doc) => { doc.servers = [{ url: API }]; },
    want: [{ kind: 'server-changed', severity: 'breaking', operation: null, document: 'head', pointer: '#/servers/0', message: /^server URL changed from https:\/\/api\.example\.com\/v1 to https:\/\/eu\.api\.example\.com\/v1/ }],
  }],
  // A template names a URL per value of its variables' enums: a value dropped is a URL dropped (variables were not read).
  ['document server template whose region variable lost a value', {
    change: (doc) => { doc.servers[0].variables.region.enum = ['us']; doc.servers[0].variables.region.default = 'us'; },
    base: (doc) => { doc.servers = [{ url: 'https://{region}.api.example.com/v1', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }]; },
    want: [{ kind: 'server-removed', severity: 'breaking', operation: null, document: 'base', pointer: '#/servers/0', message: /^server https:\/\/eu\.api\.example\.com\/v1 removed/ }],
  }],
  // A header is written as a parameter is: its media type, or a move between `content` and `schema`, was not compared.
  ['response header given by JSON content now text/plain', {
    change: (doc) => { const header = doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Rate']; header.content = { 'text/plain': header.content['application/json'] }; },
    base: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Rate'] = { content: { 'application/json': { schema: { type: 'object', properties: { left: { type: 'integer' } } } } } }; },
    want: [{
      kind: 'response-header-serialization-changed', severity: 'breaking', operation: 'POST /api/v1/auth/login', document: 'head', pointer: '#/paths/~1api~1v1~1auth~1login/post/responses/200/headers/X-Rate',
      message: /^response 200: header X-Rate now encoded as text\/plain instead of application\/json \(the same value is written as other text\)$/,
    }],
  }],
  ['response header of a JSON string now given by a schema', {
    change: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Next'] = { schema: { type: 'string' } }; },
    base: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Next'] = { content: { 'application/json': { schema: { type: 'string' } } } }; },
    want: [{ kind: 'response-header-serialization-changed', severity: 'breaking', message: /header X-Next now written simple instead of encoded as application\/json/ }],
  }],
  ['document servers removed altogether', {
    change: (doc) => { delete doc.servers; },
    base: (doc) => { doc.servers = [{ url: API }]; },
    want: [{ kind: 'server-removed', severity: 'breaking', operation: null, document: 'base', pointer: '#/servers/0' }],
  }],
  ['path-item server removed: reported at each of its operations', {
    change: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].servers = [{ url: API }]; },
    base: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].servers = [{ url: API }, { url: EU_API }]; },
    want: [
      { kind: 'server-removed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments', document: 'base', pointer: `${COMMENTS}/servers/1` },
      { kind: 'server-removed', severity: 'breaking', operation: 'POST /api/v1/movie/{id}/comments', document: 'base', pointer: `${COMMENTS}/servers/1` },
    ],
  }],
  ['operation servers now override the document\'s', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.servers = [{ url: EU_API }]; },
    base: (doc) => { doc.servers = [{ url: API }]; },
    want: [{ kind: 'server-changed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', document: 'head', pointer: `${PLAYBACK}/get/servers/0`, message: /from https:\/\/api\.example\.com\/v1 to https:\/\/eu\.api\.example\.com\/v1/ }],
  }],
  ['operation servers dropped: the operation falls back to the document\'s', {
    change: (doc) => { delete doc.paths['/v1/movie/{id}/playback'].get.servers; },
    base: (doc) => {
      doc.servers = [{ url: API }];
      doc.paths['/v1/movie/{id}/playback'].get.servers = [{ url: API }, { url: EU_API }];
    },
    want: [{ kind: 'server-removed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', document: 'base', pointer: `${PLAYBACK}/get/servers/1`, message: /eu\.api/ }],
  }],
  // `allowEmptyValue` was not compared: `?limit=` valid before is refused by a validating server.
  ['query parameter no longer allows an empty value', {
    change: (doc) => { delete doc.components.parameters.Limit.allowEmptyValue; },
    base: (doc) => { doc.components.parameters.Limit.allowEmptyValue = true; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', operation: 'GET /api/v1/movie/{id}/comments', pointer: '#/components/parameters/Limit', message: /^query parameter limit: an empty value is no longer allowed \(allowEmptyValue dropped: requests that send it empty may be rejected\)$/ }],
  }],
  // Responses' bounds were not compared at all: a looser one lets the server send what clients never had to handle.
  ['response maxLength raised', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.maxLength = 100; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.maxLength = 8; },
    want: [{ kind: 'constraint-widened', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', pointer: '#/components/schemas/PlayerSettings/properties/audio_lang', message: /audio_lang: maxLength changed from 8 to 100 \(clients may now receive values outside the old bound\)/ }],
  }],
  ['response maximum dropped', {
    change: (doc) => { delete doc.components.schemas.PlayerSettings.properties.audio_idx.maximum; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_idx.maximum = 16; },
    want: [{ kind: 'constraint-widened', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /audio_idx: maximum changed from 16 to none/ }],
  }],
  ['response pattern rewritten', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.pattern = '^[a-z]{3}$'; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.pattern = '^[a-z]{2}$'; },
    want: [{ kind: 'constraint-narrowed', severity: 'breaking', operation: 'GET /v1/movie/{id}/playback', message: /pattern changed from \^\[a-z\]\{2\}\$ to/ }],
  }],
];

const COMPATIBLE_CASES: Case[] = [
  ['query parameter now allows an empty value', {
    change: (doc) => { doc.components.parameters.Limit.allowEmptyValue = true; },
    want: [{ kind: 'constraint-widened', severity: 'compatible', operation: 'GET /api/v1/movie/{id}/comments', message: /limit: an empty value is now allowed/ }],
  }],
  ['response maxLength lowered', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.maxLength = 8; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.maxLength = 100; },
    want: [{ kind: 'constraint-narrowed', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', message: /maxLength changed from 100 to 8$/ }],
  }],
  ['response object opened or closed to fields it does not name', {
    change: (doc) => { doc.components.schemas.PlayerSettings.additionalProperties = false; },
    want: [{ kind: 'constraint-narrowed', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', message: /fields it does not name are no longer sent/ }],
  }],
  ['response object no longer closed', {
    change: (doc) => { delete doc.components.schemas.PlayerSettings.additionalProperties; },
    base: (doc) => { doc.components.schemas.PlayerSettings.additionalProperties = false; },
    want: [{ kind: 'constraint-widened', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', message: /may now be sent \(note: clients must tolerate fields they do not know\)/ }],
  }],
  ['document server template whose variable is renamed, its values kept, and gains a value', {
    change: (doc) => { doc.servers = [{ url: 'https://{area}.api.example.com/v1', variables: { area: { default: 'eu', enum: ['eu', 'us', 'ap'] } } }]; },
    base: (doc) => { doc.servers = [{ url: 'https://{region}.api.example.com/v1', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }]; },
    want: [{ kind: 'server-added', severity: 'compatible', operation: null, document: 'head', pointer: '#/servers/0', message: /^server https:\/\/ap\.api\.example\.com\/v1 added$/ }],
  }],
  // A default changes the URL the document gives for a server, not the URLs it serves (it was not compared).
  ['document server variable whose default changed', {
    change: (doc) => { doc.servers[0].variables.region.default = 'us'; },
    base: (doc) => { doc.servers = [{ url: 'https://{region}.api.example.com/v1', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }]; },
    want: [{
      kind: 'server-default-changed', severity: 'compatible', operation: null, document: 'head', pointer: '#/servers/0/variables/region/default',
      message: /^server https:\/\/\{region\}\.api\.example\.com\/v1: variable region defaults to us instead of eu, so the document's URL for it is now https:\/\/us\.api\.example\.com\/v1 \(note: clients given a URL are unaffected/,
    }],
  }],
  ['operation server variable without an enum whose default changed', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.servers[0].variables.version.default = 'v2'; },
    base: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.servers = [{ url: 'https://api.example.com/{version}', variables: { version: { default: 'v1' } } }]; },
    want: [{ kind: 'server-default-changed', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', pointer: `${PLAYBACK}/get/servers/0/variables/version/default`, message: /is now https:\/\/api\.example\.com\/v2 / }],
  }],
  ['response header of a number moved from JSON content to a schema', {
    change: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Left'] = { schema: { type: 'integer' } }; },
    base: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Left'] = { content: { 'application/json': { schema: { type: 'integer' } } } }; },
    want: [],
  }],
  // A number is the same text in JSON and in a style: `limit` given by JSON content or by a schema is one parameter on the wire.
  ['query parameter of a number moved from JSON content to a schema', {
    change: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters[2] = { name: 'page', in: 'query', schema: { type: 'integer' } }; },
    base: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'page', in: 'query', content: { 'application/json': { schema: { type: 'integer' } } } }); },
    want: [],
  }],
  ['request field whose allOf drops a looser bound and a part that repeats a pattern (it allows the same values)', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.title = { allOf: [{ type: 'string', maxLength: 10, pattern: '^[a-z]+$' }] }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.title = { allOf: [{ type: 'string', maxLength: 10, pattern: '^[a-z]+$' }, { maxLength: 50, pattern: '^[a-z]+$' }] }; },
    want: [],
  }],
  // Media types are case-insensitive, and a charset names the same JSON body: this read as one
  // media type removed (breaking) and another added.
  ['response and request media types written in another case or with a charset', {
    change: (doc) => {
      const post = doc.paths['/api/v1/movie/{id}/comments'].post;
      post.requestBody.content = { 'Application/JSON': post.requestBody.content['application/json'] };
      post.responses['200'].content = { 'application/json; charset=utf-8': post.responses['200'].content['application/json'] };
    },
    want: [],
  }],
  // Header names are case-insensitive on the wire; the note read "path parameter X-Trace-Id renamed".
  ['header parameter whose name changes case only', {
    change: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters[2].name = 'x-trace-id'; },
    base: (doc) => { doc.paths['/api/v1/movie/{id}/comments'].get.parameters.push({ name: 'X-Trace-Id', in: 'header', schema: { type: 'string' } }); },
    want: [{
      kind: 'parameter-renamed', severity: 'compatible', pointer: `${COMMENTS}/get/parameters/2/name`,
      message: /^header parameter X-Trace-Id renamed to x-trace-id, the same on the wire \(note: the generated client and server name header parameters as the document does/,
    }],
  }],
  ['request field that took no value (false) now takes any (true)', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.note = true; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.note = false; },
    want: [{ kind: 'type-changed', severity: 'compatible', message: /field note: type changed from \(nothing\) to any/ }],
  }],
  ['request field with an empty enum now lists a value', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.mood = { type: 'string', enum: ['calm'] }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.mood = { type: 'string', enum: [] }; },
    want: [{ kind: 'enum-widened', severity: 'compatible', message: /field mood: values added: "calm"/ }],
  }],
  ['new operation and path', {
    change: (doc) => { doc.paths['/api/v1/users'] = { get: { responses: { '200': { description: 'ok' } } } }; },
    want: [
      { kind: 'path-added', severity: 'compatible', operation: 'GET /api/v1/users' },
      { kind: 'operation-added', severity: 'compatible', operation: 'GET /api/v1/users', pointer: '#/paths/~1api~1v1~1users/get' },
    ],
  }],
  ['new optional query parameter', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.parameters.push({ name: 'lang', in: 'query', schema: { type: 'string' } }); },
    want: [{ kind: 'parameter-added', severity: 'compatible' }],
  }],
  ['new optional request field', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.season_number = { type: 'integer' }; },
    want: [{ kind: 'request-field-added', severity: 'compatible', message: /new optional field season_number/ }],
  }],
  ['new response field nested in a referenced schema', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.player = { type: 'string' }; },
    want: [{ kind: 'response-field-added', severity: 'compatible', pointer: '#/components/schemas/PlayerSettings/properties/player' }],
  }],
  ['request field removed (unknown fields tolerated)', {
    change: (doc) => delete doc.components.schemas.CommentInput.properties.title,
    want: [{ kind: 'request-field-removed', severity: 'compatible' }],
  }],
  ['enum widened: compatible for requests, noted for responses', {
    change: (doc) => { doc.components.schemas.CommentType.enum.push('question'); },
    want: [
      { kind: 'enum-widened', severity: 'compatible', operation: 'GET /api/v1/movie/{id}/comments', message: /query parameter type: values added: "question"$/ },
      { kind: 'enum-widened', severity: 'compatible', operation: 'GET /api/v1/movie/{id}/comments', message: /comment_type: values added: "question" \(note: clients must tolerate/ },
    ],
  }],
  ['request integer widened to number', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.score.type = 'number'; },
    want: [{ kind: 'type-changed', severity: 'compatible', operation: 'POST /api/v1/movie/{id}/comments' }],
  }],
  ['request maximum raised', {
    change: (doc) => { doc.components.parameters.Limit.schema.maximum = 1000; },
    want: [{ kind: 'constraint-widened', severity: 'compatible' }],
  }],
  ['request multipleOf relaxed to a divisor of the old one', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.score.multipleOf = 5; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.score.multipleOf = 10; },
    want: [{ kind: 'constraint-widened', severity: 'compatible', message: /multipleOf changed from 10 to 5/ }],
  }],
  ['request uniqueItems: false added or uniqueItems dropped', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.tags = { type: 'array', items: { type: 'string' }, uniqueItems: false }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.tags = { type: 'array', items: { type: 'string' }, uniqueItems: true }; },
    want: [{ kind: 'constraint-widened', severity: 'compatible', message: /uniqueItems changed from true to false/ }],
  }],
  // Before: a breaking "minimum changed from none to 0" beside "exclusiveMinimum changed from 0 to none".
  ['request field\'s exclusiveMinimum 0 rewritten as minimum 0 (0 itself now accepted)', {
    change: (doc) => { delete doc.components.schemas.CommentInput.properties.score.exclusiveMinimum; doc.components.schemas.CommentInput.properties.score.minimum = 0; },
    base: (doc) => { delete doc.components.schemas.CommentInput.properties.score.minimum; doc.components.schemas.CommentInput.properties.score.exclusiveMinimum = 0; },
    want: [{ kind: 'constraint-widened', severity: 'compatible', message: /field score: lower bound changed from > 0 \(exclusiveMinimum\) to >= 0 \(minimum\)$/ }],
  }],
  ['request schema opened to unknown fields', {
    change: (doc) => { delete doc.components.schemas.CommentInput.additionalProperties; },
    base: (doc) => { doc.components.schemas.CommentInput.additionalProperties = false; },
    want: [{ kind: 'constraint-widened', severity: 'compatible', message: /unknown fields are now accepted/ }],
  }],
  ['explode or style spelled out for a primitive query parameter (the same text on the wire)', {
    change: (doc) => { Object.assign(doc.components.parameters.Limit, { style: 'form', explode: false }); },
    want: [],
  }],
  ['request list no longer describes its items (any value accepted)', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.tags = { type: 'array' }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.tags = { type: 'array', items: { type: 'string' } }; },
    want: [{ kind: 'type-changed', severity: 'compatible', message: /field tags\[\]: items no longer described/ }],
  }],
  ['request map no longer restricts its values (additionalProperties schema dropped)', {
    change: (doc) => { doc.components.schemas.CommentInput.properties.labels = { type: 'object' }; },
    base: (doc) => { doc.components.schemas.CommentInput.properties.labels = { type: 'object', additionalProperties: { type: 'integer' } }; },
    want: [{ kind: 'type-changed', severity: 'compatible', message: /field labels\{\*\}: values of fields not named no longer described/ }],
  }],
  ['response 200 now written as the range 2XX (the same answers described)', {
    change: (doc) => {
      const responses = doc.paths['/v1/movie/{id}/playback'].get.responses;
      responses['2XX'] = responses['200'];
      delete responses['200'];
    },
    want: [{ kind: 'response-status-added', severity: 'compatible', message: /response 2XX added/ }],
  }],
  ['response status added', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.responses['404'] = { $ref: '#/components/responses/Error' }; },
    want: [{ kind: 'response-status-added', severity: 'compatible' }],
  }],
  ['query parameter default changed (what a request that leaves it out gets)', {
    change: (doc) => { doc.components.parameters.Limit.schema.default = 50; },
    base: (doc) => { doc.components.parameters.Limit.schema.default = 20; },
    want: [{
      kind: 'default-changed', severity: 'compatible', operation: 'GET /api/v1/movie/{id}/comments', pointer: '#/components/parameters/Limit/schema',
      message: /^query parameter limit: default changed from 20 to 50 \(note: a request that leaves it out now gets 50\)$/,
    }],
  }],
  ['request field default added, and another removed', {
    change: (doc) => {
      doc.components.schemas.CommentInput.properties.title.default = 'untitled';
      delete doc.components.schemas.CommentInput.properties.score.default;
    },
    base: (doc) => { doc.components.schemas.CommentInput.properties.score.default = 0; },
    want: [
      { kind: 'default-changed', severity: 'compatible', message: /field title: default "untitled" added \(note: a request that leaves it out now gets "untitled"\)$/ },
      { kind: 'default-changed', severity: 'compatible', message: /field score: default 0 removed \(note: the document no longer says what a request that leaves it out gets\)$/ },
    ],
  }],
  ['security alternative added', {
    change: (doc) => {
      doc.components.securitySchemes.cookie = { type: 'apiKey', in: 'cookie', name: 'token' };
      doc.security.push({ cookie: [] });
    },
    want: [
      { kind: 'security-scheme-added', severity: 'compatible' },
      { kind: 'security-alternative-added', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', message: /cookie/ },
    ],
  }],
  ['OAuth2 scope no longer required', {
    change: (doc) => {
      doc.components.securitySchemes.oauth = { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: { read: 'read', write: 'write' } } } };
      doc.paths['/v1/movie/{id}/playback'].get.security = [{ oauth: ['read'] }];
    },
    base: (doc) => {
      doc.components.securitySchemes.oauth = { type: 'oauth2', flows: { clientCredentials: { tokenUrl: '/token', scopes: { read: 'read', write: 'write' } } } };
      doc.paths['/v1/movie/{id}/playback'].get.security = [{ oauth: ['read', 'write'] }];
    },
    want: [{ kind: 'security-requirement-relaxed', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', message: /oauth \(scopes read\)$/ }],
  }],
  ['operation opened to unauthenticated clients', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.security = []; },
    want: [{ kind: 'security-requirement-relaxed', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', message: /no authentication/ }],
  }],
  ['request format removed', {
    change: (doc) => { delete doc.components.schemas.LoginInput.properties.username.format; },
    base: (doc) => { doc.components.schemas.LoginInput.properties.username.format = 'email'; },
    want: [{ kind: 'format-changed', severity: 'compatible', operation: 'POST /api/v1/auth/login', message: /format email removed/ }],
  }],
  ['response format added inside a referenced schema', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.format = 'bcp47'; },
    want: [{ kind: 'format-changed', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', pointer: '#/components/schemas/PlayerSettings/properties/audio_lang', message: /format bcp47 added/ }],
  }],
  ['response format added by an allOf part after one that states none (located at the part that says it)', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang = { allOf: [{ description: 'Audio language' }, { type: 'string', format: 'bcp47' }] }; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang = { allOf: [{ description: 'Audio language' }, { type: 'string' }] }; },
    want: [{ kind: 'format-changed', severity: 'compatible', pointer: '#/components/schemas/PlayerSettings/properties/audio_lang/allOf/1', message: /format bcp47 added/ }],
  }],
  ['response enum widened by an allOf part after one that states none (located at the part that says it)', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang = { allOf: [{ description: 'Audio language' }, { type: 'string', enum: ['en', 'de'] }] }; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang = { allOf: [{ description: 'Audio language' }, { type: 'string', enum: ['en'] }] }; },
    want: [{ kind: 'enum-widened', severity: 'compatible', pointer: '#/components/schemas/PlayerSettings/properties/audio_lang/allOf/1', message: /values added: "de"/ }],
  }],
  ['enum narrowed in a response only', {
    change: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.enum = ['en']; },
    base: (doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.enum = ['en', 'fr']; },
    want: [{ kind: 'enum-narrowed', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', message: /values removed: "fr"/ }],
  }],
  ['referenced parameter became optional', {
    change: (doc) => { doc.components.parameters.Limit.required = false; },
    base: (doc) => { doc.components.parameters.Limit.required = true; },
    want: [{ kind: 'parameter-became-optional', severity: 'compatible', pointer: '#/components/parameters/Limit' }],
  }],
  ['request field became optional', {
    change: (doc) => { doc.components.schemas.CommentInput.required = doc.components.schemas.CommentInput.required.filter((name: string) => name !== 'comment_type'); },
    want: [{ kind: 'request-field-became-optional', severity: 'compatible', message: /field comment_type is now optional/ }],
  }],
  ['new required readOnly field in a schema the request shares (servers fill it; clients never send it)', {
    change: (doc) => {
      doc.components.schemas.CommentInput.properties.id = { type: 'integer', readOnly: true };
      doc.components.schemas.CommentInput.required.push('id');
    },
    want: [{ kind: 'request-field-added', severity: 'compatible', pointer: '#/components/schemas/CommentInput/properties/id', message: /new optional field id/ }],
  }],
  ['response header added', {
    change: (doc) => { doc.paths['/api/v1/auth/login'].post.responses['200'].headers['X-Request-Id'] = { schema: { type: 'string' } }; },
    want: [{ kind: 'response-header-added', severity: 'compatible', message: /X-Request-Id added/ }],
  }],
  ['operation deprecated', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.deprecated = true; },
    want: [{ kind: 'operation-deprecated', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', pointer: `${PLAYBACK}/get/deprecated`, message: /^operation deprecated/ }],
  }],
  ['operation no longer deprecated', {
    change: (doc) => { delete doc.paths['/v1/movie/{id}/playback'].get.deprecated; },
    base: (doc) => { doc.paths['/v1/movie/{id}/playback'].get.deprecated = true; },
    want: [{ kind: 'operation-undeprecated', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', document: 'base', pointer: `${PLAYBACK}/get/deprecated`, message: /^operation no longer deprecated/ }],
  }],
  ['document server added', {
    change: (doc) => { doc.servers = [{ url: API }, { url: EU_API }]; },
    base: (doc) => { doc.servers = [{ url: API }]; },
    want: [{ kind: 'server-added', severity: 'compatible', operation: null, document: 'head', pointer: '#/servers/1', message: /^server https:\/\/eu\.api\.example\.com\/v1 added$/ }],
  }],
  ['servers declared where the document had none', {
    change: (doc) => { doc.servers = [{ url: API }]; },
    want: [{ kind: 'server-added', severity: 'compatible', operation: null, pointer: '#/servers/0' }],
  }],
  ['path-item server added', {
    change: (doc) => { doc.paths['/v1/movie/{id}/playback'].servers = [{ url: API }, { url: EU_API }]; },
    base: (doc) => { doc.paths['/v1/movie/{id}/playback'].servers = [{ url: API }]; },
    want: [{ kind: 'server-added', severity: 'compatible', operation: 'GET /v1/movie/{id}/playback', pointer: `${PLAYBACK}/servers/1` }],
  }],
];

function run(change: (doc: Record<string, any>) => void, base?: (doc: Record<string, any>) => void): Change[] {
  return compareDocuments(base ? changed(base) : baseDocument(), changed((doc) => { base?.(doc); change(doc); }));
}

/** Moves a component schema to a new name and points every reference at it, as a rename in an editor does. */
function renameSchema(doc: Record<string, any>, from: string, to: string): void {
  doc.components.schemas[to] = doc.components.schemas[from];
  delete doc.components.schemas[from];
  const renamed = JSON.stringify(doc).replaceAll(`"#/components/schemas/${from}"`, `"#/components/schemas/${to}"`);
  Object.assign(doc, JSON.parse(renamed));
}

describe('compareDocuments: breaking changes', () => {
  it.each(BREAKING_CASES)('%s', (_name, { change, base, want }) => {
    const changes = run(change, base);
    for (const expected of want) {
      expect(changes.filter((c) => matches(c, expected)), `expected ${JSON.stringify(expected, (k, v) => (v instanceof RegExp ? String(v) : v))} in ${JSON.stringify(changes, null, 2)}`).not.toHaveLength(0);
    }
  });
});

describe('compareDocuments: compatible changes', () => {
  it.each(COMPATIBLE_CASES)('%s', (_name, { change, base, want }) => {
    const changes = run(change, base);
    for (const expected of want) {
      expect(changes.filter((c) => matches(c, expected)), JSON.stringify(changes, null, 2)).not.toHaveLength(0);
    }
    expect(changes.filter((c) => c.severity === 'breaking'), 'a compatible change was reported as breaking').toEqual([]);
  });
});

describe('compareDocuments: a request media type taken through a range', () => {
  const comments = (doc: Record<string, any>) => doc.paths['/api/v1/movie/{id}/comments'].post;
  const asRange = (range: string) => (doc: Record<string, any>) => {
    const body = comments(doc).requestBody;
    body.content = { [range]: body.content['application/json'] };
  };

  it.each(['application/*', '*/*'])('is still accepted under %s: no removal, and the schema is compared with the range\'s', (range) => {
    expect(run(asRange(range))).toEqual([expect.objectContaining({ kind: 'request-media-type-added', severity: 'compatible' })]);
    const tightened = run((doc) => {
      asRange(range)(doc);
      doc.components.schemas.CommentInput.required = [...doc.components.schemas.CommentInput.required, 'score'];
    });
    expect(tightened.filter((change) => change.severity === 'breaking').map((change) => change.message)).toEqual([
      expect.stringMatching(new RegExp(`request body application/json \\(now ${range.replace(/\*/g, '\\*')}\\).*score`)),
    ]);
  });

  it('is removed when the range is another type\'s', () => {
    expect(run(asRange('text/*')).map((change) => `${change.severity} ${change.kind}`).sort()).toEqual(['breaking request-media-type-removed', 'compatible request-media-type-added']);
  });

  it('stays removed in a response, whose clients may now receive types they do not read', () => {
    const changes = run((doc) => {
      const ok = comments(doc).responses['200'];
      ok.content = { 'application/*': ok.content['application/json'] };
    });
    expect(changes.map((change) => `${change.severity} ${change.kind}`).sort()).toEqual(['breaking response-media-type-removed', 'compatible response-media-type-added']);
  });
});

describe('compareDocuments: conditionals and dependentRequired', () => {
  const kinds = (changes: Change[]) => changes.map((change) => `${change.severity} ${change.kind}`).sort();
  const input = (doc: Record<string, any>) => doc.components.schemas.CommentInput;

  it('reports an if/then/else that is added, changed or removed as breaking, and a reworded one as nothing', () => {
    const rule = (then: object, description = 'A review carries a score.') => (doc: Record<string, any>) => {
      input(doc).if = { properties: { comment_type: { const: 'review' } }, required: ['comment_type'] };
      input(doc).then = { description, required: then };
    };
    expect(kinds(run(rule(['score'])))).toEqual(['breaking conditional-changed']);
    expect(kinds(run(rule(['score', 'title']), rule(['score'])))).toEqual(['breaking conditional-changed']);
    expect(kinds(run((doc) => { delete input(doc).if; delete input(doc).then; }, rule(['score'])))).toEqual(['breaking conditional-changed']);
    expect(run(rule(['score'], 'Reviews need a score.'), rule(['score']))).toEqual([]);
  });

  it('reports a change inside a component a conditional names by $ref', () => {
    const rule = (maximum: number) => (doc: Record<string, any>) => {
      doc.components.schemas.Rule = { properties: { score: { maximum } } };
      input(doc).if = { properties: { comment_type: { const: 'review' } }, required: ['comment_type'] };
      input(doc).then = { $ref: '#/components/schemas/Rule' };
    };
    expect(kinds(run(rule(5), rule(100)))).toContain('breaking conditional-changed');
    expect(run(rule(100), rule(100))).toEqual([]);
  });

  it('reports a dependency added to a request as breaking, and its removal as compatible', () => {
    const needs = (doc: Record<string, any>) => { input(doc).dependentRequired = { score: ['title'] }; };
    const added = run(needs);
    expect(kinds(added)).toEqual(['breaking dependency-added']);
    expect(added[0]!.message).toMatch(/field score: now needs title beside it/);
    expect(kinds(run((doc) => { delete input(doc).dependentRequired; }, needs))).toEqual(['compatible dependency-removed']);
  });

  it('reports a dependency a response loses as breaking, one it gains as compatible', () => {
    const needs = (doc: Record<string, any>) => { doc.components.schemas.Comment.dependentRequired = { episode_number: ['season_number'] }; };
    const lost = kinds(run((doc) => { delete doc.components.schemas.Comment.dependentRequired; }, needs));
    expect(lost.length > 0 && lost.every((kind) => kind === 'breaking dependency-removed')).toBe(true);
    const gained = kinds(run(needs));
    expect(gained.length > 0 && gained.every((kind) => kind === 'compatible dependency-added')).toBe(true);
  });
});

describe('compareDocuments: tuples (prefixItems)', () => {
  const tuple = (...positions: object[]) => (doc: Record<string, any>) => { doc.components.schemas.CommentInput.properties.pair = { type: 'array', prefixItems: positions }; };

  it('compares each position with the same position: a request position that changed type is breaking', () => {
    const changes = run(tuple({ type: 'string' }, { type: 'string' }), tuple({ type: 'string' }, { type: 'integer' }));
    expect(changes.map((change) => `${change.severity} ${change.kind} ${change.location.pointer}: ${change.message}`)).toEqual([
      expect.stringMatching(/^breaking type-changed #\/components\/schemas\/CommentInput\/properties\/pair\/prefixItems\/1: .*field pair\[1\]: type changed from integer to string/),
    ]);
  });

  it('compares a position only one side has with the other side\'s items: a tuple that gained a typed position restricts what a request may send', () => {
    const changes = run(tuple({ type: 'string' }, { type: 'integer' }), tuple({ type: 'string' }));
    expect(changes.map((change) => `${change.severity} ${change.kind}: ${change.message}`)).toEqual([expect.stringMatching(/^breaking type-changed: .*field pair\[1\]: item 1 now restricted by a schema/)]);
  });

  it('reports nothing for the same tuple', () => {
    expect(run(tuple({ type: 'string' }, { type: 'integer' }), tuple({ type: 'string' }, { type: 'integer' }))).toEqual([]);
  });
});

describe('compareDocuments: a parameter that moves', () => {
  const kinds = (changes: Change[]) => [...new Set(changes.map((change) => `${change.severity} ${change.kind}`))];

  it('from the query to a header is breaking, said once per operation as a move, not a removal and an addition', () => {
    const changes = run((doc) => { doc.components.parameters.Limit.in = 'header'; doc.components.parameters.Limit.name = 'Limit'; });
    expect(kinds(changes)).toEqual(['breaking parameter-moved']);
    expect(changes[0]!.message).toMatch(/query parameter limit is now the header parameter Limit \(a value sent as before is not read\)/);
  });

  it('to a name spelled otherwise in the same place (query names are case-sensitive) is breaking too', () => {
    const changes = run((doc) => { doc.components.parameters.Limit.name = 'LIMIT'; });
    expect(kinds(changes)).toEqual(['breaking parameter-moved']);
    expect(changes[0]!.message).toMatch(/query parameter limit is now the query parameter LIMIT/);
  });

  it('leaves a parameter removed and another of a different name added as they were', () => {
    const changes = run((doc) => { doc.components.parameters.Limit.name = 'page_size'; });
    expect(kinds(changes).sort()).toEqual(['compatible parameter-added', 'compatible parameter-removed']);
  });
});

describe('compareDocuments: whole-report properties', () => {
  it('reports nothing for an unchanged document, including its self-referencing schema', () => {
    expect(compareDocuments(baseDocument(), baseDocument())).toEqual([]);
  });

  it('sees no server change where the servers an operation is sent to stay the same', () => {
    const servers = (doc: Record<string, any>) => { doc.servers = [{ url: API }, { url: EU_API }]; };
    // Reordered, a trailing slash, a description.
    expect(run((doc) => { doc.servers = [{ url: `${EU_API}/` }, { url: API, description: 'the main one' }]; }, servers)).toEqual([]);
    // An operation and a path item that now name the document's own servers.
    expect(run((doc) => {
      doc.paths['/v1/movie/{id}/playback'].get.servers = [{ url: API }, { url: EU_API }];
      doc.paths['/api/v1/movie/{id}/comments'].servers = [{ url: EU_API }, { url: API }];
    }, servers)).toEqual([]);
    // A document change is reported once, not at every operation that inherits it.
    const once = run((doc) => { doc.servers = [{ url: API }]; }, servers);
    expect(once.map((c) => [c.kind, operationOf(c)])).toEqual([['server-removed', undefined]]);
    // An operation that keeps its own servers is not touched by the document's.
    const own = run((doc) => {
      doc.servers = [{ url: 'https://new.example.com' }];
    }, (doc) => {
      servers(doc);
      doc.paths['/v1/movie/{id}/playback'].get.servers = [{ url: API }];
    });
    expect(own.filter((c) => c.location.operation !== undefined)).toEqual([]);
  });

  it('does not compare a response field\'s default, which is documentation only', () => {
    const changes = run((doc) => { doc.components.schemas.PlayerSettings.properties.audio_lang.default = 'en'; });
    expect(changes).toEqual([]);
  });

  it('does not call a replacement of every way in "also": an open operation that now needs a key is one breaking change', () => {
    const changes = run((doc) => {
      doc.paths['/api/v1/auth/login'].post.security = [{ bearer: [] }];
    });
    expect(changes.filter((c) => operationOf(c) === 'POST /api/v1/auth/login').map((c) => [c.kind, c.severity, c.message])).toEqual([
      ['security-requirement-added', 'breaking', 'clients using no authentication are no longer accepted (now: bearer)'],
    ]);
  });

  it('lists a renamed path variable as compatible, with a note for the code that names it (the wire does not see names)', () => {
    const changes = run((doc) => {
      const item = doc.paths['/v1/movie/{id}/playback'];
      delete doc.paths['/v1/movie/{id}/playback'];
      item.get.parameters[0].name = 'movieId';
      doc.paths['/v1/movie/{movieId}/playback'] = item;
    });
    expect(changes.map((c) => [c.kind, c.severity, operationOf(c), c.location.document, c.location.pointer])).toEqual([
      ['parameter-renamed', 'compatible', 'GET /v1/movie/{movieId}/playback', 'head', '#/paths/~1v1~1movie~1{movieId}~1playback/get/parameters/0/name'],
    ]);
    expect(changes[0]?.message).toBe(
      'path parameter id renamed to movieId, the same on the wire (note: the generated client and server name path parameters as the document does, so code that passes or reads "id" must use "movieId")',
    );
  });

  it('terminates on a cycle and reports a change inside it once per operation', () => {
    const changes = run((doc) => delete doc.components.schemas.Comment.properties.comment_id);
    const removed = changes.filter((c) => c.kind === 'response-field-removed');
    expect(removed.map(operationOf)).toEqual(['GET /api/v1/movie/{id}/comments']);
  });

  it('follows a $ref from a component into a moved schema without false alarms', () => {
    const changes = run((doc) => {
      doc.components.schemas.Settings = doc.components.schemas.PlayerSettings;
      doc.components.schemas.PlayerSettings = { $ref: '#/components/schemas/Settings' };
    });
    expect(changes).toEqual([]);
  });

  it('reports a schema made nullable with oneOf (or no longer) as the type change alone, not as its fields, enum and format lost', () => {
    const data = (doc: Record<string, any>) => doc.paths['/v1/movie/{id}/playback'].get.responses['200'].content['application/json'].schema.allOf[1].properties;
    const lang = (doc: Record<string, any>) => doc.components.schemas.PlayerSettings.properties;
    const nullable = (doc: Record<string, any>) => {
      data(doc).data = { oneOf: [{ $ref: '#/components/schemas/WatchProgress' }, { type: 'null' }] };
      lang(doc).audio_lang = { oneOf: [{ type: 'string', format: 'language', enum: ['en', 'fr'] }, { type: 'null' }] };
    };
    const plain = (doc: Record<string, any>) => { lang(doc).audio_lang = { type: 'string', format: 'language', enum: ['en', 'fr'] }; };
    const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind}: ${c.message}`).sort();
    // Before: the fields of WatchProgress "removed", and audio_lang's format and list of values dropped.
    expect(summary(run(nullable, plain))).toEqual([
      'breaking type-changed: response 200 application/json, field data.player_settings.audio_lang: type changed from string to null | string (clients may now receive values they do not expect)',
      'breaking type-changed: response 200 application/json, field data: type changed from object to null | object (clients may now receive values they do not expect)',
    ]);
    // And back: narrowing what a response holds is compatible, and nothing else changed.
    expect(summary(compareDocuments(changed((doc) => { plain(doc); nullable(doc); }), changed(plain)))).toEqual([
      'compatible type-changed: response 200 application/json, field data.player_settings.audio_lang: type changed from null | string to string',
      'compatible type-changed: response 200 application/json, field data: type changed from null | object to object',
    ]);
  });

  it('reads a nullable written either way (a type list, or anyOf with null) as the same, and says a type change once', () => {
    const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind}: ${c.message}`).sort();
    const input = (doc: Record<string, any>) => doc.components.schemas.CommentInput.properties;
    // 3.0's `nullable: true`, as the loader normalises it: null in `type` and in `enum`.
    const listed = (doc: Record<string, any>) => { input(doc).title = { type: ['string', 'null'], enum: ['a', 'b', null] }; };
    const wrapped = (doc: Record<string, any>) => { input(doc).title = { anyOf: [{ type: 'string', enum: ['a', 'b'] }, { type: 'null' }] }; };
    // Before: "type changed from null | string to string" (breaking in a request) and null "removed" from the values.
    expect(summary(run(wrapped, listed))).toEqual([]);
    expect(summary(run(listed, wrapped))).toEqual([]);
    // A real change of the wrapped type is said once, with null on both sides.
    expect(summary(run((doc) => { input(doc).title = { anyOf: [{ type: 'integer' }, { type: 'null' }] }; }, listed))).toEqual([
      'breaking type-changed: request body application/json, field title: type changed from null | string to integer | null (requests valid before are now rejected)',
      'compatible enum-widened: request body application/json, field title: no longer restricted to a list of values',
    ]);
  });

  it('ignores Accept, Content-Type and Authorization header parameters, as OpenAPI and the generated code do', () => {
    const parameters = (doc: Record<string, any>) => doc.paths['/api/v1/movie/{id}/comments'].get.parameters;
    // Before: "new required header parameter Authorization", breaking, for a parameter no generated code takes.
    expect(run((doc) => {
      parameters(doc).push(
        { name: 'Authorization', in: 'header', required: true, schema: { type: 'string' } },
        { name: 'content-type', in: 'header', required: true, schema: { type: 'string', enum: ['application/json'] } },
      );
    })).toEqual([]);
    expect(run((doc) => { parameters(doc).push({ name: 'X-Tenant', in: 'header', required: true, schema: { type: 'string' } }); }).map((c) => c.kind)).toEqual(['parameter-added']);
  });

  it('does not compare what a request field the base marked readOnly takes: its clients never send it', () => {
    const input = (doc: Record<string, any>) => doc.components.schemas.CommentInput.properties;
    const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind}: ${c.message}`);
    // Before: "maxLength changed from 50 to 5", breaking, for a field no client written against the base sends.
    expect(summary(run((doc) => { input(doc).id = { type: 'string', readOnly: true, maxLength: 5 }; }, (doc) => { input(doc).id = { type: 'string', readOnly: true, maxLength: 50 }; }))).toEqual([]);
    // A field clients send that becomes readOnly is still compared: the server may still check what it gets.
    expect(summary(run((doc) => { input(doc).title = { type: 'string', readOnly: true, maxLength: 5 }; })).sort()).toEqual([
      'breaking constraint-narrowed: request body application/json, field title: maxLength changed from none to 5',
      "compatible request-field-read-only-changed: request body application/json: field title is now readOnly (note: clients should stop sending it; the generated client's request type leaves it out)",
    ]);
  });

  it('notes a request field that gains or loses readOnly, which the generated request type drops or takes', () => {
    const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind}: ${c.message}`);
    const readOnly = (doc: Record<string, any>) => { doc.components.schemas.CommentInput.properties.title.readOnly = true; };
    const required = (doc: Record<string, any>) => { doc.components.schemas.CommentInput.required.push('title'); };
    // Before: an optional field marked readOnly was no change at all.
    expect(summary(run(readOnly))).toEqual([
      "compatible request-field-read-only-changed: request body application/json: field title is now readOnly (note: clients should stop sending it; the generated client's request type leaves it out)",
    ]);
    expect(summary(compareDocuments(changed(readOnly), baseDocument()))).toEqual([
      "compatible request-field-read-only-changed: request body application/json: field title is no longer readOnly (note: clients may now send it; the generated client's request type includes it)",
    ]);
    // Required and no longer readOnly: clients must now send it.
    expect(summary(compareDocuments(changed((doc) => { required(doc); readOnly(doc); }), changed(required))).map((line) => line.split(':')[0])).toEqual([
      'breaking request-field-became-required', 'compatible request-field-read-only-changed',
    ]);
  });

  it('reads a writeOnly response field as absent: dropping it is no change for clients, hiding one removes it', () => {
    const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind}: ${c.message}`);
    const secret = (doc: Record<string, any>) => { doc.components.schemas.Comment.properties.secret = { type: 'string', writeOnly: true }; };
    // Before: `response-field-removed`, breaking, for a field no response ever carried.
    expect(run((doc) => { delete doc.components.schemas.Comment.properties.secret; }, secret)).toEqual([]);
    expect(summary(run((doc) => { doc.components.schemas.Comment.properties.created_at.writeOnly = true; }))).toEqual([
      'breaking response-field-removed: response 200 application/json: field data[].created_at removed (it is now writeOnly: clients no longer receive it)',
    ]);
    expect(summary(run((doc) => { delete doc.components.schemas.Comment.properties.secret.writeOnly; }, secret))).toEqual([
      'compatible response-field-added: response 200 application/json: field data[].secret added',
    ]);
  });

  it('reads a status code by the range it falls in: 2XX split into codes is no removal, and a new code in a range is compared with it', () => {
    const playback = (doc: Record<string, any>) => doc.paths['/v1/movie/{id}/playback'].get.responses;
    const asRange = (doc: Record<string, any>) => { playback(doc)['2XX'] = playback(doc)['200']; delete playback(doc)['200']; };
    const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind} ${c.location.pointer}: ${c.message}`);
    // Before: `response 2XX removed`, breaking, where every answer is still one base clients read.
    expect(run((doc) => { playback(doc)['200'] = playback(doc)['2XX']; delete playback(doc)['2XX']; }, asRange)).toEqual([]);
    // Before: `response 201 added`, compatible, its body never compared with the 2XX clients read it by.
    expect(summary(run((doc) => { playback(doc)['201'] = { description: 'Created', content: { 'application/json': { schema: { type: 'object' } } } }; }, asRange))).toEqual([
      'breaking response-field-removed #/components/schemas/SuccessEnvelope/properties/status: response 201 (read as 2XX before) application/json: field status removed',
      'breaking response-field-removed #/paths/~1v1~1movie~1{id}~1playback/get/responses/2XX/content/application~1json/schema/allOf/1/properties/data: response 201 (read as 2XX before) application/json: field data removed',
    ]);
    // `default` keeps its case in the report.
    expect(summary(run((doc) => { delete playback(doc)['default']; }, (doc) => { playback(doc)['default'] = playback(doc)['400']; }))).toEqual([
      'breaking response-status-removed #/paths/~1v1~1movie~1{id}~1playback/get/responses/default: response default removed',
    ]);
  });

  it('reads an error code rewritten as `default` (or the reverse) as the same answers, compared with it', () => {
    const playback = (doc: Record<string, any>) => doc.paths['/v1/movie/{id}/playback'].get.responses;
    const summary = (changes: Change[]) => changes.map((c) => `${c.severity} ${c.kind}: ${c.message}`);
    const asDefault = (doc: Record<string, any>) => { playback(doc)['default'] = playback(doc)['400']; delete playback(doc)['400']; };
    // Before: `response 400 removed`, breaking, where `default` describes the same answer.
    expect(summary(run(asDefault))).toEqual(['compatible response-status-added: response default added (clients should handle it)']);
    // Before: `response default removed`, breaking, where its codes are now listed one by one.
    expect(run((doc) => { playback(doc)['400'] = playback(doc)['default']; delete playback(doc)['default']; }, asDefault)).toEqual([]);
    // The body `default` now holds is compared with the code's.
    expect(summary(run((doc) => { asDefault(doc); playback(doc)['default'] = playback(doc)['200']; }))).toContainEqual(
      expect.stringMatching(/^breaking [a-z-]+: response 400 \(now default\)/),
    );
  });

  // A review (2026-11-29): with no 2xx left, clients (the generated one too) read every answer as
  // an error or an undescribed body, so the operation's result is gone.
  it('reports the only success response rewritten as `default` as removed', () => {
    const playback = (doc: Record<string, any>) => doc.paths['/v1/movie/{id}/playback'].get.responses;
    const changes = run((doc) => { playback(doc)['default'] = playback(doc)['200']; delete playback(doc)['200']; });
    expect(changes.map((c) => `${c.severity} ${c.kind}: ${c.message}`)).toContain('breaking response-status-removed: response 200 removed');
    // With another success still declared, the code is compared with `default` as before.
    const another = run((doc) => { playback(doc)['default'] = playback(doc)['200']; delete playback(doc)['200']; }, (doc) => { playback(doc)['202'] = playback(doc)['200']; });
    expect(another.filter((c) => c.kind === 'response-status-removed')).toEqual([]);
  });

  it('says where a removed path\'s operations went when another new path holds exactly them', () => {
    const rename = (doc: Record<string, any>) => {
      doc.paths['/v1/movies/{id}/playback'] = doc.paths['/v1/movie/{id}/playback'];
      delete doc.paths['/v1/movie/{id}/playback'];
    };
    const removed = run(rename).filter((c) => c.kind === 'path-removed');
    expect(removed.map((c) => c.message)).toEqual([
      'path /v1/movie/{id}/playback removed with its operations GET (its operations, by operationId, are now at /v1/movies/{id}/playback: clients that call the old path still break)',
    ]);
    expect(removed[0]?.severity).toBe('breaking');
    // Without operationIds nothing says the operations are the same ones.
    const anonymous = run((doc) => { rename(doc); delete doc.paths['/v1/movies/{id}/playback'].get.operationId; }, (doc) => { delete doc.paths['/v1/movie/{id}/playback'].get.operationId; });
    expect(anonymous.filter((c) => c.kind === 'path-removed').map((c) => c.message)).toEqual(['path /v1/movie/{id}/playback removed with its operations GET']);
  });

  it('names a field behind a nullable oneOf by its plain path', () => {
    const nullable = (doc: Record<string, any>) => {
      doc.components.schemas.WatchProgress.properties.player_settings = { oneOf: [{ $ref: '#/components/schemas/PlayerSettings' }, { type: 'null' }] };
    };
    const base = changed(nullable);
    const head = changed((doc) => {
      nullable(doc);
      delete doc.components.schemas.PlayerSettings.properties.audio_lang;
    });
    const messages = compareDocuments(base, head).map((c) => c.message);
    expect(messages).toContain('response 200 application/json: field data.player_settings.audio_lang removed');
  });

  it('notes a component schema renamed with the same shape: the wire is unchanged, the generated type name is not', () => {
    const changes = run((doc) => {
      renameSchema(doc, 'Comment', 'Remark'); // references itself: the reference is renamed with it
      renameSchema(doc, 'PlayerSettings', 'Settings');
    });
    expect(changes.filter((c) => c.severity === 'breaking')).toEqual([]);
    expect(changes).toEqual([
      { kind: 'schema-renamed', severity: 'compatible', location: { document: 'head', pointer: '#/components/schemas/Remark' }, message: expect.stringMatching(/^component schema Comment renamed to Remark, same shape \(note: code that names the generated type Comment must now name Remark\)$/) },
      { kind: 'schema-renamed', severity: 'compatible', location: { document: 'head', pointer: '#/components/schemas/Settings' }, message: expect.stringMatching(/^component schema PlayerSettings renamed to Settings/) },
    ]);
    // A schema that went and one of another shape that came are not a rename.
    const replaced = run((doc) => {
      renameSchema(doc, 'PlayerSettings', 'Settings');
      doc.components.schemas.Settings.properties.volume = { type: 'number' };
    });
    expect(replaced.filter((c) => c.kind === 'schema-renamed')).toEqual([]);
    // Two new schemas of the old one's shape: which one it became would be a guess.
    const ambiguous = run((doc) => {
      renameSchema(doc, 'PlayerSettings', 'Settings');
      doc.components.schemas.Preferences = structuredClone(doc.components.schemas.Settings);
    });
    expect(ambiguous.filter((c) => c.kind === 'schema-renamed')).toEqual([]);
  });

  it('pairs renamed schemas in linear time however many share one shape (the group was copied per name: 50,000 took 52 s)', () => {
    const named = (prefix: string) => ({ openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {}, components: { schemas: Object.fromEntries(Array.from({ length: 50_000 }, (_, index) => [`${prefix}${index}`, { type: 'string' }])) } });
    const started = performance.now();
    const changes = compareDocuments(named('Old') as any, named('New') as any);
    expect(performance.now() - started).toBeLessThan(15_000);
    // Fifty thousand of one shape went and came: no pairing is sure, so each is a removal.
    expect(changes).toHaveLength(50_000);
    expect(new Set(changes.map((change) => change.kind))).toEqual(new Set(['schema-removed']));
  }, 300_000);

  it('stops with an error past its work limits: a shared schema changed at every operation multiplied without bound', () => {
    // 5,000 operations sharing a 400-member schema whose members all changed ran for more than five minutes.
    const shared = (type: string) => (doc: Record<string, any>) => { doc.components.schemas.PlayerSettings.properties.audio_idx.type = type; };
    const base = changed(shared('integer'));
    const head = changed(shared('string'));
    expect(compareDocuments(base, head).length).toBeGreaterThan(0);
    expect(() => compareDocuments(base, head, { ...WORK_LIMITS, comparisons: 2 })).toThrow(DiffWorkLimitError);
    expect(() => compareDocuments(base, head, { ...WORK_LIMITS, comparisons: 2 })).toThrow(/took more than 2 schema comparisons and stopped: .* at each operation that uses it \(\d+ operations here\)/);
    expect(() => compareDocuments(base, head, { ...WORK_LIMITS, changes: 0 })).toThrow(/found more than 0 changes and stopped/);
    // The defaults leave room for a large API's real change: 5,000 operations each reaching 50 changed schemas took about 1,000,000 comparisons.
    expect(WORK_LIMITS.comparisons).toBeGreaterThanOrEqual(2_000_000);
  });

  it('compares long enums and security lists in linear time (an 80,000-value enum took a minute, 2,000 security alternatives 7 s)', () => {
    const values = (from: number) => Array.from({ length: 40_000 }, (_, index) => `v${index + from}`);
    const ways = (from: number) => Array.from({ length: 2_000 }, (_, index) => ({ [`key${index + from}`]: [] }));
    const api = (from: number) => ({
      openapi: '3.1.0', info: { title: 't', version: '1' }, security: ways(from),
      paths: { '/items': { post: {
        requestBody: { content: { 'application/json': { schema: { type: 'string', enum: values(from) } } } },
        responses: { '204': { description: 'done' } },
      } } },
    });
    const started = performance.now();
    const changes = compareDocuments(api(0) as any, api(1) as any);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(changes.map((change) => `${change.severity} ${change.kind}: ${change.message.slice(0, 60)}`)).toEqual([
      'breaking enum-narrowed: request body application/json: values removed: "v0"',
      'breaking security-requirement-added: clients using key0 are no longer accepted (now: key1 or key2',
      'compatible enum-widened: request body application/json: values added: "v40000"',
      'compatible security-alternative-added: clients may now also use key2000',
    ]);
  }, 300_000);

  it('notes a component schema removed without a rename: the generated type it named is gone', () => {
    // A CI-user pass (2026-11-28): dropping a component said nothing, and code naming its type broke.
    const inlined = run((doc) => {
      const settings = doc.components.schemas.PlayerSettings;
      delete doc.components.schemas.PlayerSettings;
      doc.components.schemas.WatchProgress.properties.player_settings = settings;
    });
    expect(inlined).toEqual([
      { kind: 'schema-removed', severity: 'compatible', location: { document: 'base', pointer: '#/components/schemas/PlayerSettings' }, message: 'component schema PlayerSettings removed (note: code that names the generated type PlayerSettings no longer compiles)' },
    ]);
    // A rename is one note, not a removal too.
    const renamed = run((doc) => renameSchema(doc, 'PlayerSettings', 'Settings'));
    expect(renamed.map((c) => c.kind)).toEqual(['schema-renamed']);
  });

  it('notes a changed operationId: the wire is unchanged, the generated client function it names is not', () => {
    const pathOf = (doc: Record<string, any>) => Object.keys(doc.paths).find((path) => doc.paths[path].get?.operationId === 'listComments')!;
    const changes = run((doc) => {
      doc.paths[pathOf(doc)].get.operationId = 'getComments';
    });
    expect(changes).toEqual([
      {
        kind: 'operation-renamed',
        severity: 'compatible',
        location: {
          operation: { method: 'GET', path: expect.any(String) }, document: 'head', pointer: expect.stringMatching(/\/get\/operationId$/),
          counterpart: { document: 'base', pointer: expect.stringMatching(/\/get\/operationId$/) },
        },
        message: 'operationId listComments renamed to getComments (note: the generated client names its function after the operationId, so code that calls listComments must call getComments)',
      },
    ]);
    // Dropped: the name then comes from the route (decision 0033), so it changes all the same.
    const dropped = run((doc) => {
      delete doc.paths[pathOf(doc)].get.operationId;
    });
    expect(dropped.map((c) => [c.kind, c.severity, c.location.document, c.message])).toEqual([
      ['operation-renamed', 'compatible', 'base', 'operationId listComments removed (note: the generated client now names its function after the route, so code that calls listComments must call getApiV1MovieIdComments)'],
    ]);
  });

  it('names the functions the generated clients export, the model\'s identifiers, not the operationIds', () => {
    const pathOf = (doc: Record<string, any>) => Object.keys(doc.paths).find((path) => doc.paths[path].get?.operationId === 'listComments')!;
    const messages = (change: (doc: Record<string, any>) => void): string[] => run(change).filter((c) => c.kind === 'operation-renamed').map((c) => c.message);
    // A reserved word gets a trailing underscore: the client exports delete_, never delete.
    expect(messages((doc) => void (doc.paths[pathOf(doc)].get.operationId = 'delete'))).toEqual([
      'operationId listComments renamed to delete (note: the generated client names its function after the operationId, so code that calls listComments must call delete_)',
    ]);
    // Ids that sanitise alike name the same function: nothing to change.
    expect(messages((doc) => void (doc.paths[pathOf(doc)].get.operationId = 'list-comments'))).toEqual([
      'operationId listComments renamed to list-comments (note: the generated client names its function after the operationId, so its function keeps its name, listComments)',
    ]);
    // A name another operation's id already is (postComment) is numbered, as decision 0033 allocates it.
    expect(messages((doc) => void (doc.paths[pathOf(doc)].get.operationId = 'post_comment'))).toEqual([
      'operationId listComments renamed to post_comment (note: the generated client names its function after the operationId, so code that calls listComments must call postComment2)',
    ]);
  });

  it('lists breaking changes first and is deterministic', () => {
    const change = (doc: Record<string, any>) => {
      doc.components.schemas.PlayerSettings.properties.player = { type: 'string' };
      delete doc.components.schemas.PlayerSettings.properties.audio_lang;
      doc.paths['/api/v1/users'] = { get: { responses: { '200': { description: 'ok' } } } };
    };
    const first = run(change);
    expect(first.map((c) => c.severity)).toEqual([...first.map((c) => c.severity)].sort());
    expect(first[0]?.severity).toBe('breaking');
    expect(run(change)).toEqual(first);
  });
});

describe('formatReport', () => {
  const changes = run((doc) => {
    delete doc.components.schemas.PlayerSettings.properties.audio_lang;
    doc.components.schemas.PlayerSettings.properties.player = { type: 'string' };
  });
  const input = { base: 'git:HEAD:spec/openapi.yaml', head: 'spec/openapi.yaml', changes };

  it('text groups by severity, then by operation, with pointers', () => {
    const text = formatReport('text', input);
    expect(text).toMatch(/Breaking \(1\)\n {2}GET \/v1\/movie\/\{id\}\/playback\n {4}- \[response-field-removed\]/);
    expect(text).toContain('at base #/components/schemas/PlayerSettings/properties/audio_lang');
    expect(text).toMatch(/Compatible \(1\)/);
    expect(text.trimEnd().endsWith('1 breaking, 1 compatible')).toBe(true);
  });

  it('says in one line that the contracts are the same when nothing changed; json keeps its shape', () => {
    const same = { ...input, changes: [] };
    expect(formatReport('text', same)).toBe('API changes from git:HEAD:spec/openapi.yaml to spec/openapi.yaml\n\nNo changes: the contracts are the same for clients.\n');
    const markdown = formatReport('markdown', same);
    expect(markdown).toContain('No changes: the contracts are the same for clients.');
    expect(markdown).not.toMatch(/### (Breaking|Compatible)/);
    expect(JSON.parse(formatReport('json', same))).toEqual({ base: same.base, head: same.head, summary: { breaking: 0, compatible: 0 }, changes: [] });
  });

  it('json carries a summary and every change', () => {
    const parsed = JSON.parse(formatReport('json', input));
    expect(parsed.summary).toEqual({ breaking: 1, compatible: 1 });
    expect(parsed.changes).toEqual(changes);
  });

  it('markdown renders tables and escapes hostile spec text', () => {
    const hostile = run((doc) => {
      doc.components.schemas.PlayerSettings.properties['x|<img src=x onerror=alert(1)>'] = { type: 'string' };
    });
    const markdown = formatReport('markdown', { ...input, changes: hostile });
    expect(markdown).toContain('### Compatible (1)');
    expect(markdown).toContain('| Operation | Change | Kind | Location |');
    // Inside code spans HTML is shown literally; everywhere else it must be backslash-escaped.
    expect(markdown.replace(/`[^`]*`/g, '')).not.toMatch(/(^|[^\\])<img/);
    expect(markdown).toContain('\\<img');
    const row = markdown.split('\n').find((line) => line.includes('response-field-added')) ?? '';
    // Cells are split by unescaped pipes only: the hostile name's pipe must not open a cell.
    expect(row.split(/(?<!\\)\|/).length).toBe(6);
  });

  it('text and markdown percent-encode what would act on a terminal, reorder a line or start a new one; json keeps it', () => {
    // A C1 CSI, a right-to-left override and a forged report line in a property name and a path.
    const name = 'x\u009b31m\u202eevil\n    - [forged] everything is fine';
    const hostile = run((doc) => {
      doc.components.schemas.PlayerSettings.properties[name] = { type: 'string' };
      doc.paths['/v1/\u202ehidden'] = doc.paths['/v1/movie/{id}/playback'];
    });
    const text = formatReport('text', { ...input, head: 'spec/\u202eopenapi.yaml', changes: hostile });
    const markdown = formatReport('markdown', { ...input, changes: hostile });
    for (const report of [text, markdown]) {
      expect(report).not.toMatch(/[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/);
      expect(report).toContain('x%C2%9B31m%E2%80%AEevil');
      expect(report).toContain('/v1/%E2%80%AEhidden');
    }
    expect(text).toContain('spec/%E2%80%AEopenapi.yaml');
    expect(text).toContain('evil%0A    - [forged]');
    // A line break was a space in markdown, so the name (and its pointer) read as another member's: `evil ` for `evil\n`.
    expect(markdown).toContain('evil%0A    - \\[forged\\]');
    expect(markdown).toContain('`#/components/schemas/PlayerSettings/properties/x%C2%9B31m%E2%80%AEevil%0A    - [forged] everything is fine`');
    expect(text.split('\n').filter((line) => line.startsWith('    - [forged]'))).toEqual([]);
    expect(JSON.stringify(JSON.parse(formatReport('json', { ...input, changes: hostile })))).toContain('\u202eevil');
  });
});

describe('buildUnchangedIndex', () => {
  const schemas = (cType: string) => ({
    openapi: '3.1.0',
    components: {
      schemas: {
        A: { type: 'object', properties: { b: { $ref: '#/components/schemas/B' }, c: { $ref: '#/components/schemas/C' } } },
        B: { type: 'object', properties: { a: { $ref: '#/components/schemas/A' } } },
        C: { type: cType },
        D: { type: 'object', properties: { self: { $ref: '#/components/schemas/D' } } },
      },
    },
  });

  it('marks everything that reaches a change as changed, through cycles', () => {
    const unchanged = buildUnchangedIndex(schemas('string'), schemas('integer'));
    expect(['A', 'B', 'C', 'D'].map((name) => unchanged(`#/components/schemas/${name}`))).toEqual([false, false, false, true]);
    expect(unchanged('#/components/schemas/B/properties/a')).toBe(false);
  });

  it('marks identical documents unchanged everywhere', () => {
    const unchanged = buildUnchangedIndex(schemas('string'), schemas('string'));
    expect(['A', 'B', 'C', 'D'].every((name) => unchanged(`#/components/schemas/${name}`))).toBe(true);
    expect(unchanged('#/components/schemas/Missing')).toBe(false);
  });
});

describe('compareDocuments: alternatives (oneOf)', () => {
  const AUDIO = '#/components/schemas/PlayerSettings/properties/audio_idx';
  const setAudio = (schema: unknown) => (doc: Record<string, any>) => { doc.components.schemas.PlayerSettings.properties.audio_idx = schema; };
  const object = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string' } } });

  it('says a new alternative of a new type once, as the type change', () => {
    const changes = run(setAudio({ oneOf: [{ type: 'integer' }, { type: 'string' }, { type: 'boolean' }] }), setAudio({ oneOf: [{ type: 'integer' }, { type: 'string' }] }));
    expect(changes.filter((change) => change.location.pointer === AUDIO).map((change) => [change.kind, change.severity])).toEqual([['type-changed', 'breaking']]);
  });

  it('says a new alternative of a type already there as the count of alternatives', () => {
    const changes = run(setAudio({ oneOf: [object('a'), object('b'), object('c')] }), setAudio({ oneOf: [object('a'), object('b')] }));
    expect(changes.filter((change) => change.location.pointer === AUDIO).map((change) => [change.kind, change.severity, change.message.replace(/.*: /, '')])).toEqual([['variants-changed', 'breaking', 'alternatives changed from 2 to 3']]);
  });

  // Alternatives are a set: paired by position, a reorder or an insertion compared Cat with Dog.
  const pets = (doc: Record<string, any>) => { Object.assign(doc.components.schemas, { Cat: object('meow'), Dog: object('bark'), Bird: object('tweet') }); };
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const setNote = (names: string[]) => (doc: Record<string, any>) => { pets(doc); doc.components.schemas.CommentInput.properties.note = { oneOf: names.map(ref) }; };
  const said = (changes: Change[]) => changes.map((change) => [change.kind, change.severity, change.message.replace(/.*: /, '')]);

  it('pairs alternatives by what they name, so a reordered oneOf is no change', () => {
    expect(run(setAudio({ oneOf: [ref('Dog'), ref('Cat')] }), (doc) => { pets(doc); setAudio({ oneOf: [ref('Cat'), ref('Dog')] })(doc); })).toEqual([]);
    expect(run(setAudio({ oneOf: [object('b'), object('a')] }), setAudio({ oneOf: [object('a'), object('b')] }))).toEqual([]);
  });

  it('says an alternative added in the middle or removed first as the count alone, not as the others\' fields', () => {
    expect(said(run(setNote(['Cat', 'Bird', 'Dog']), setNote(['Cat', 'Dog'])))).toEqual([['variants-changed', 'compatible', 'alternatives changed from 2 to 3']]);
    expect(said(run(setNote(['Dog']), setNote(['Cat', 'Dog'])))).toEqual([['variants-changed', 'breaking', 'alternatives changed from 2 to 1']]);
  });

  it('says the values a discriminator takes as they change, by direction, and a new discriminator property', () => {
    const discriminated = (mapping: Record<string, string> | undefined, propertyName = 'kind') => (doc: Record<string, any>) => {
      setNote(['Cat', 'Dog'])(doc);
      doc.components.schemas.CommentInput.properties.note.discriminator = { propertyName, ...(mapping ? { mapping } : {}) };
    };
    const cat = '#/components/schemas/Cat';
    const dog = '#/components/schemas/Dog';
    const messages = (changes: Change[]) => changes.map((change) => `${change.severity} ${change.kind} ${change.location.pointer}: ${change.message}`);
    const at = '#/components/schemas/CommentInput/properties/note/discriminator';
    // Before: a request's `cat` renamed `feline` was no change at all.
    expect(messages(run(discriminated({ feline: cat, dog }), discriminated({ cat, dog })))).toEqual([
      `breaking discriminator-changed ${at}: request body application/json, field note: discriminator kind values removed: cat (requests that send them are rejected)`,
      `compatible discriminator-changed ${at}: request body application/json, field note: discriminator kind values added: feline`,
    ]);
    expect(messages(run(discriminated(undefined, 'type'), discriminated(undefined)))).toEqual([
      `breaking discriminator-changed ${at}: request body application/json, field note: discriminator property changed from kind to type (values name their alternative by another field)`,
    ]);
    // The implicit mapping is each alternative's component name: written out, it is the same.
    expect(run(discriminated({ Cat: 'Cat', Dog: dog }), discriminated(undefined))).toEqual([]);
  });

  // OpenAPI's inheritance: children extend a base with `allOf: [{$ref: Pet}, …]`, the base's
  // discriminator names them (its mapping, else each child's component name). Before, a
  // retargeted value was no change, written directly or inherited, and a child that stopped
  // extending the base took its implicit value away unsaid.
  const inherited = (mapping: Record<string, string> | undefined, children: Record<string, string>, note: unknown = ref('Pet')) => (doc: Record<string, any>) => {
    doc.components.schemas.Pet = { type: 'object', required: ['kind'], properties: { kind: { type: 'string' } }, discriminator: { propertyName: 'kind', ...(mapping ? { mapping } : {}) } };
    // The head is written over the base: a child it leaves out is gone from it.
    for (const name of ['Cat', 'Dog', 'Bird', 'Siamese']) delete doc.components.schemas[name];
    for (const [name, field] of Object.entries(children)) doc.components.schemas[name] = { allOf: [ref('Pet'), object(field)] };
    doc.components.schemas.CommentInput.properties.note = note;
  };
  const PET_AT = '#/components/schemas/Pet/discriminator';
  const pointed = (changes: Change[]) => changes.map((change) => `${change.severity} ${change.kind} ${change.location.pointer}: ${change.message.replace(/^.*?: (?=discriminator )/, '')}`);

  it('says a discriminator value that names another alternative, written directly or inherited through allOf', () => {
    const direct = (mapping: Record<string, string>) => (doc: Record<string, any>) => {
      setNote(['Cat', 'Dog'])(doc);
      doc.components.schemas.CommentInput.properties.note.discriminator = { propertyName: 'kind', mapping };
    };
    const cat = '#/components/schemas/Cat';
    const dog = '#/components/schemas/Dog';
    expect(pointed(run(direct({ cat: dog, dog }), direct({ cat, dog })))).toEqual([
      'breaking discriminator-changed #/components/schemas/CommentInput/properties/note/discriminator: discriminator kind value cat now names Dog instead of Cat',
      // Cat, named by no entry now, takes its implicit value.
      'compatible discriminator-changed #/components/schemas/CommentInput/properties/note/discriminator: discriminator kind values added: Cat',
    ]);
    const members = { oneOf: [ref('Cat'), ref('Dog')] };
    const pets = { Cat: 'meow', Dog: 'bark' };
    const retargeted = run(inherited({ cat: dog, dog }, pets, members), inherited({ cat, dog }, pets, members));
    // Said where each alternative inherits it (note<alternative 1>, <alternative 2>), at Pet's discriminator.
    expect(new Set(pointed(retargeted))).toEqual(new Set([
      `breaking discriminator-changed ${PET_AT}: discriminator kind value cat now names Dog instead of Cat`,
      `compatible discriminator-changed ${PET_AT}: discriminator kind values added: Cat`,
    ]));
    expect(pointed(run(inherited({ dog }, pets, members), inherited({ cat, dog }, pets, members)))).toContain(
      `breaking discriminator-changed ${PET_AT}: discriminator kind values removed: cat (requests that send them are rejected)`,
    );
  });

  it('takes the component names of the schemas that extend a discriminator\'s schema through allOf as its values', () => {
    const pets = { Cat: 'meow', Dog: 'bark' };
    expect(pointed(run(inherited(undefined, { Cat: 'meow' }), inherited(undefined, pets)))).toEqual([
      `breaking discriminator-changed ${PET_AT}: discriminator kind values removed: Dog (requests that send them are rejected)`,
      'compatible schema-removed #/components/schemas/Dog: component schema Dog removed (note: code that names the generated type Dog no longer compiles)',
    ]);
    expect(pointed(run(inherited(undefined, { ...pets, Bird: 'tweet' }), inherited(undefined, pets)))).toEqual([
      `compatible discriminator-changed ${PET_AT}: discriminator kind values added: Bird`,
    ]);
    // A grandchild (extending Cat) is a Pet too.
    const siamese = (doc: Record<string, any>) => { doc.components.schemas.Siamese = { allOf: [ref('Cat'), object('purr')] }; };
    const withSiamese = (mapping: Record<string, string> | undefined) => (doc: Record<string, any>) => { inherited(mapping, pets)(doc); siamese(doc); };
    expect(pointed(run(inherited(undefined, pets), withSiamese(undefined)))).toEqual([
      `breaking discriminator-changed ${PET_AT}: discriminator kind values removed: Siamese (requests that send them are rejected)`,
      'compatible schema-removed #/components/schemas/Siamese: component schema Siamese removed (note: code that names the generated type Siamese no longer compiles)',
    ]);
    // The implicit values written out as a mapping are the same values.
    expect(run(withSiamese({ Cat: '#/components/schemas/Cat', Dog: 'Dog', Siamese: 'Siamese' }), withSiamese(undefined))).toEqual([]);
  });

  it('reads allOf inheritance that loops back on itself once', () => {
    const looping = (children: Record<string, string>) => (doc: Record<string, any>) => {
      inherited(undefined, children)(doc);
      doc.components.schemas.Pet.allOf = [ref('Cat')];
    };
    expect(pointed(run(looping({ Cat: 'meow' }), looping({ Cat: 'meow', Dog: 'bark' })))).toContain(
      `breaking discriminator-changed ${PET_AT}: discriminator kind values removed: Dog (requests that send them are rejected)`,
    );
  });

  it('still pairs an inline alternative edited in place with the one it was', () => {
    const changes = run(setAudio({ oneOf: [object('a'), { ...object('b'), required: [] }] }), setAudio({ oneOf: [object('a'), object('b')] }));
    expect(said(changes)).toEqual([['response-field-became-optional', 'breaking', 'field data.player_settings.audio_idx<alternative 2>.b may now be absent']]);
  });
});

describe('compareDocuments: server templates expanded within one budget per list', () => {
  // Two thousand servers sharing one 1,000-value enum (a YAML alias writes that in a few lines)
  // named two million URLs before the list had a budget; now the first template expands and the
  // rest are compared as written.
  it('expands what fits in the budget and compares the rest as written', () => {
    const values = Array.from({ length: 1_000 }, (_, index) => `r${index}`);
    const servers = (enumValues: string[]) => Array.from({ length: 2_000 }, (_, index) => ({ url: `https://{region}.s${index}.example.com`, variables: { region: { default: 'r0', enum: enumValues } } }));
    const changes = compareDocuments(changed((doc) => { doc.servers = servers(values); }), changed((doc) => { doc.servers = servers(values.slice(1)); }));
    // The first server's template was expanded: its r0 URL is gone. The others are compared as written, unchanged.
    expect(changes.filter((change) => change.kind === 'server-removed').map((change) => change.message)).toEqual([expect.stringMatching(/^server https:\/\/r0\.s0\.example\.com /)]);
  });
});
