/**
 * The contract (spec/openapi.yaml) against the published interface description, as encoded in
 * fixtures/interface.ts: every published operation (method, path, parameters with location,
 * type and requiredness, statuses, request and success bodies) and every resource field with its
 * type. Each test collects all differences and fails once, listing them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  KNOWN_CLIENT_PLATFORMS,
  MEDIA_ID_SAMPLES,
  PREFIX_WITHOUT_API,
  PUBLISHED_OPERATIONS,
  PUBLISHED_STATUSES,
  RESOURCES,
  type PublishedOperation,
} from './fixtures/interface.js';
import { ADDED_PARAMETERS } from './fixtures/additions.js';
import { bundleContract, findRemoteRefs, type Json, type JsonObject } from './support/bundle-contract.js';
import { compareFieldTable } from './support/compare-fields.js';
import { findOperation, isObject, listOperations, nonNullBranches, parametersOf, resolve, typesOf, type OperationEntry } from './support/document.js';
import { createValidator, type Validate } from './support/validate.js';

const SUCCESS_ENVELOPE_REF = '#/components/schemas/SuccessEnvelope';
const MEDIA_ID_REF = '#/components/schemas/MediaId';

let document: JsonObject;
let validate: Validate;

beforeAll(async () => {
  const bundled = await bundleContract();
  const messages = bundled.problems.map((problem) => problem.message);
  expect(messages, 'spec/openapi.yaml must bundle without problems').toEqual([]);
  document = bundled.document;
  validate = createValidator(document);
});

function requireOperation(published: PublishedOperation): OperationEntry {
  const entry = findOperation(document, published.path, published.method);
  if (!entry) throw new Error(`${published.method.toUpperCase()} ${published.path} is missing from spec/ (published as row "${published.operationId}")`);
  return entry;
}

function jsonBodySchema(holder: JsonObject): Json | undefined {
  const content = holder.content;
  if (!isObject(content)) return undefined;
  const json = content['application/json'];
  return isObject(json) ? json.schema : undefined;
}

/** The `data` schema of an enveloped 200 body: `allOf: [SuccessEnvelope, {properties: {data}}]`. */
function envelopeData(entry: OperationEntry): { data?: Json; problems: string[] } {
  const responses = resolve(document, entry.operation.responses);
  const body = jsonBodySchema(resolve(document, responses['200']));
  if (!isObject(body) || !Array.isArray(body.allOf)) return { problems: ['200 body is not an allOf composition with the success envelope'] };
  const members = body.allOf as readonly Json[];
  const problems: string[] = [];
  if (!members.some((member) => isObject(member) && member.$ref === SUCCESS_ENVELOPE_REF)) problems.push(`200 body does not compose ${SUCCESS_ENVELOPE_REF}`);
  const dataHolder = members.find((member) => isObject(member) && isObject(member.properties) && member.properties.data !== undefined);
  if (!isObject(dataHolder) || !isObject(dataHolder.properties)) return { problems: [...problems, '200 body declares no `data` schema'] };
  return { data: dataHolder.properties.data, problems };
}

describe('the contract as a document', () => {
  it('is OpenAPI 3.1.0 with only relative-file or internal references', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(findRemoteRefs(), 'a $ref that points outside spec/ would be fetched').toEqual([]);
  });

  it('keeps every prefix as published: /v1 without /api for playback and season details, /api/v1 elsewhere', () => {
    const paths = Object.keys(isObject(document.paths) ? document.paths : {});
    for (const published of PUBLISHED_OPERATIONS) expect(paths).toContain(published.path);
    const withoutApi = paths.filter((path) => !path.startsWith('/api/v1/'));
    expect(withoutApi.sort()).toEqual([...PREFIX_WITHOUT_API].sort());
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});

describe.each(PUBLISHED_OPERATIONS.map((published) => [`${published.operationId}: ${published.method.toUpperCase()} ${published.path}`, published] as const))(
  'published operation %s',
  (_name, published) => {
    it('exists with the fixed operationId', () => {
      expect(requireOperation(published).operation.operationId).toBe(published.operationId);
    });

    it('has exactly the published parameters (plus the contract\'s additions), with their locations, types and requiredness', () => {
      const actual = parametersOf(document, requireOperation(published)).map((parameter) => ({
        name: parameter.name,
        in: parameter.in,
        type: typesOf(document, parameter.schema).join('|'),
        required: parameter.required === true,
      }));
      const expected = [...published.parameters, ...(ADDED_PARAMETERS[published.operationId] ?? [])].map(({ name, in: location, type, required }) => ({ name, in: location, type, required }));
      const byKey = (a: { name: Json | undefined; in: Json | undefined }, b: { name: Json | undefined; in: Json | undefined }) =>
        `${String(a.in)}:${String(a.name)}` < `${String(b.in)}:${String(b.name)}` ? -1 : 1;
      expect(actual.sort(byKey)).toEqual(expected.sort(byKey));
    });

    it('gives exactly the media-id-form parameters the one MediaId schema', () => {
      // Checks every published parameter (never an empty loop): media-id-form ones reference
      // MediaId, the others (integer ids, headers, paging) must not.
      const parameters = parametersOf(document, requireOperation(published));
      expect(published.parameters.length, 'the fixture lists this operation\'s parameters').toBeGreaterThan(0);
      for (const expected of published.parameters) {
        const parameter = parameters.find((candidate) => candidate.name === expected.name && candidate.in === expected.in);
        expect(parameter, `${expected.in} parameter ${expected.name} is missing`).toBeDefined();
        if (expected.mediaIdForm) expect(parameter?.schema, `${expected.name} must reference ${MEDIA_ID_REF}`).toEqual({ $ref: MEDIA_ID_REF });
        else expect(parameter?.schema, `${expected.name} is not a string media id`).not.toEqual({ $ref: MEDIA_ID_REF });
      }
    });

    it('declares the published statuses 200, 400 and 500', () => {
      const responses = resolve(document, requireOperation(published).operation.responses);
      for (const status of PUBLISHED_STATUSES) expect(Object.keys(responses), `status ${status}`).toContain(status);
    });

    it('has the published request body', () => {
      const entry = requireOperation(published);
      const body = entry.operation.requestBody === undefined ? undefined : resolve(document, entry.operation.requestBody);
      if (!published.requestBody && !published.hasRequestBody) {
        expect(body, 'the description gives this operation no request body').toBeUndefined();
        return;
      }
      expect(body?.required, 'a published request body is required').toBe(true);
      const schema = body ? jsonBodySchema(body) : undefined;
      expect(schema, 'request body needs an application/json schema').toBeDefined();
      if (published.requestBody) expect(compareFieldTable(document, schema, RESOURCES[published.requestBody], 'requestBody')).toEqual([]);
    });

    it('has the published 200 body', () => {
      const entry = requireOperation(published);
      const success = published.success;
      if (success.kind === 'bareString') {
        const responses = resolve(document, entry.operation.responses);
        const body = jsonBodySchema(resolve(document, responses['200']));
        expect(typesOf(document, body), '200 body is a bare JSON string').toEqual(['string']);
        expect(entry.operation['x-envelope']).toBe(false);
        return;
      }
      const { data, problems } = envelopeData(entry);
      expect(problems).toEqual([]);
      const branches = nonNullBranches(document, data);
      expect(branches, 'data has exactly one non-null shape').toHaveLength(1);
      if (success.data === 'array') {
        expect(typesOf(document, branches[0])).toEqual(['array']);
        return;
      }
      expect(compareFieldTable(document, branches[0], RESOURCES[success.data], 'data')).toEqual([]);
    });
  },
);

describe('published facts beyond the tables', () => {
  it('the success envelope is {status: "success", data}, both required', () => {
    const envelope = resolve(document, { $ref: SUCCESS_ENVELOPE_REF });
    expect(envelope.required).toEqual(expect.arrayContaining(['status', 'data']));
    expect(validate(SUCCESS_ENVELOPE_REF, { status: 'success', data: 1 }).valid).toBe(true);
    expect(validate(SUCCESS_ENVELOPE_REF, { status: 'ok', data: 1 }).valid).toBe(false);
    expect(validate(SUCCESS_ENVELOPE_REF, { status: 'success' }).valid).toBe(false);
  });

  it('string media ids have the form <source>-<number>', () => {
    for (const id of MEDIA_ID_SAMPLES.valid) expect(validate(MEDIA_ID_REF, id), id).toEqual({ valid: true, errors: '' });
    for (const id of MEDIA_ID_SAMPLES.invalid) expect(validate(MEDIA_ID_REF, id).valid, id).toBe(false);
  });

  it('every string `id` path parameter in the contract is a media id or documented otherwise', () => {
    const stringIds = listOperations(document).flatMap((entry) =>
      parametersOf(document, entry)
        .filter((parameter) => parameter.in === 'path' && parameter.name === 'id' && typesOf(document, parameter.schema).includes('string'))
        .map((parameter) => ({ at: `${entry.method} ${entry.path}`, schema: parameter.schema })),
    );
    expect(stringIds.length).toBeGreaterThan(0);
    for (const { at, schema } of stringIds) expect(schema, at).toEqual({ $ref: MEDIA_ID_REF });
  });

  it('login documents the known X-Client-Platform values and accepts custom ones', () => {
    const login = PUBLISHED_OPERATIONS.find((published) => published.operationId === 'login');
    if (!login) throw new Error('fixture lost the login row');
    const platform = parametersOf(document, requireOperation(login)).find((parameter) => parameter.name === 'X-Client-Platform');
    const schema = resolve(document, platform?.schema);
    const documented = `${String(platform?.description)} ${String(schema.description)} ${JSON.stringify(schema.examples ?? [])}`;
    for (const value of KNOWN_CLIENT_PLATFORMS) expect(documented, `known platform ${value} documented`).toContain(value);
    const pointer = '#/components/parameters/XClientPlatform/schema';
    for (const value of KNOWN_CLIENT_PLATFORMS) expect(validate(pointer, value).valid, value).toBe(true);
    expect(validate(pointer, 'smart-fridge').valid, 'custom platform values are allowed').toBe(true);
    expect(validate(pointer, '').valid, 'an empty platform is not a value').toBe(false);
  });

  it('X-Device-Id accepts a UUID v4 and refuses other UUID versions and junk', () => {
    const pointer = '#/components/parameters/XDeviceId/schema';
    expect(validate(pointer, '3f2b8c4e-9d1a-4e7b-8c2f-5a6d7e8f9a0b').valid).toBe(true);
    expect(validate(pointer, '3f2b8c4e-9d1a-1e7b-8c2f-5a6d7e8f9a0b').valid, 'version 1').toBe(false);
    expect(validate(pointer, '3f2b8c4e-9d1a-4e7b-7c2f-5a6d7e8f9a0b').valid, 'bad variant').toBe(false);
    expect(validate(pointer, 'device-1').valid).toBe(false);
  });
});
