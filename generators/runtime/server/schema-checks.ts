/**
 * Every check a document's schemas ask for, compiled once when the routes are mounted: the
 * request parts (path, query, headers, body) each route hands to Fastify's validation step, and
 * the response bodies respond.ts checks. Nothing is compiled while a request waits, and a schema
 * that cannot compile stops the server at start-up, naming the operation, not at some later
 * request.
 */
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type { ApiDefinition, RouteDefinition, RouteParameter, RouteResponse } from './contract.js';
import type { FastifyPath } from './paths.js';
import type { BodyCheck } from './respond.js';
import { valueReader, type ValueReader } from './parameter-values.js';
import { takenBody } from './request-body.js';
import { needsDecoding } from './body-decoding.js';
import { decodedBodyValidator, validatedKind } from './body-validation.js';
import { bodyMedia, mediaKind } from './media-types.js';
import { createValidators, describeError, SchemaSet, type RequestPart } from './validation.js';

export interface RouteChecks {
  /** What Fastify is told, so that it asks `validatorCompiler` for each part that has one. */
  readonly schema: FastifySchema;
  readonly validatorCompiler: FastifySchemaCompiler<unknown>;
}

export interface ApiChecks {
  /** In the order of `api.routes`. */
  readonly routes: readonly RouteChecks[];
  readonly responses: BodyCheck;
}

type Part = 'params' | 'querystring' | 'headers' | 'body';

type PartValidator = (data: unknown) => true | { value: unknown } | { error: Error };

/** A request part before compiling: its object schema, and how its values are read. */
interface PartPlan {
  readonly part: Part;
  readonly index: number;
  readonly keys: readonly string[];
  readonly readers: readonly ValueReader[];
  readonly names?: ReadonlyMap<string, string>;
  /** A body that is not JSON only: the validator index of each of its media types. */
  readonly media?: readonly number[];
}

export function compileChecks(api: ApiDefinition, paths: readonly FastifyPath[]): ApiChecks {
  const requests = new SchemaSet();
  const responses = new SchemaSet();
  const plans = api.routes.map((route, index) => planRequest(route, paths[index]!, requests, api.components));
  const responseIndexes = new Map<RouteResponse, number>();
  for (const route of api.routes) {
    for (const response of route.responses) {
      if (response.schema !== undefined) responseIndexes.set(response, responses.add(response.schema, `${route.operationId} response ${String(response.status)}`));
    }
  }
  const validators = createValidators();
  const requestValidators = requests.compile(validators.requests, api.components, 'readOnly');
  const responseValidators = responses.compile(validators.responses, api.components, 'writeOnly');
  return {
    routes: api.routes.map((route, index) => routeChecks(route, plans[index]!, requestValidators, api.components)),
    responses: (response, body) => {
      const index = responseIndexes.get(response);
      const validate = index === undefined ? undefined : responseValidators[index];
      if (validate === undefined || validate(body)) return undefined;
      return describeError('body', validate.errors?.[0]);
    },
  };
}

function planRequest(route: RouteDefinition, path: FastifyPath, schemas: SchemaSet, components: ApiDefinition['components']): PartPlan[] {
  const wireToKey = new Map([...path.names].map(([key, wire]) => [wire, key]));
  const headerNames = new Map(route.parameters.filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p.name]));
  const plans: PartPlan[] = [];
  const add = (part: Part, located: readonly RouteParameter[], key: (name: string) => string, names?: ReadonlyMap<string, string>): void => {
    if (located.length === 0) return;
    const keys = located.map((parameter) => key(parameter.name));
    const schema = {
      type: 'object',
      properties: Object.fromEntries(located.map((parameter, index) => [keys[index]!, parameter.schema])),
      required: located.filter((parameter) => parameter.required).map((parameter) => key(parameter.name)),
    };
    const index = schemas.add(schema, `${route.operationId} ${part}`);
    plans.push({ part, index, keys, readers: located.map((parameter) => valueReader(parameter.schema, components)), ...(names === undefined ? {} : { names }) });
  };
  add('params', route.parameters.filter((p) => p.in === 'path'), (name) => wireToKey.get(name) ?? name, path.names);
  add('querystring', route.parameters.filter((p) => p.in === 'query'), (name) => name);
  add('headers', route.parameters.filter((p) => p.in === 'header'), (name) => name.toLowerCase(), headerNames);
  const body = takenBody(route);
  if (body !== undefined && !needsDecoding(body)) plans.push({ part: 'body', index: schemas.add(body.schema, `${route.operationId} body`), keys: [], readers: [] });
  else if (body !== undefined) {
    // One validator per media type the body may come in (-1: not validated, body-validation.ts).
    const media = bodyMedia(body).map((entry) =>
      validatedKind(mediaKind(entry.contentType), entry.schema, components) ? schemas.add(entry.schema, `${route.operationId} body (${entry.contentType})`) : -1,
    );
    plans.push({ part: 'body', index: -1, keys: [], readers: [], media });
  }
  return plans;
}

function routeChecks(route: RouteDefinition, plans: readonly PartPlan[], compiled: readonly ValidateFunction[], components: ApiDefinition['components']): RouteChecks {
  const validators = new Map<Part, PartValidator>();
  const schema: Record<string, unknown> = {};
  for (const plan of plans) {
    if (plan.media !== undefined && route.body !== undefined) {
      validators.set('body', decodedBodyValidator(route.body, plan.media.map((index) => compiled[index]), components));
    } else {
      const validate = compiled[plan.index]!;
      validators.set(plan.part, plan.part === 'body' ? bodyValidator(route, validate) : partValidator(plan, validate));
    }
    // Fastify only needs to know the part has a schema; the validator above is what runs.
    schema[plan.part] = {};
  }
  return {
    schema,
    validatorCompiler: ({ httpPart }) => validators.get((httpPart ?? 'body') as Part) ?? (() => true),
  };
}

const PART_LABELS: Readonly<Record<Exclude<Part, 'body'>, RequestPart>> = {
  params: 'path parameter',
  querystring: 'query parameter',
  headers: 'header',
};

/**
 * Reads each declared value into its type, then validates the part. `true` (not `{ value }`)
 * on success: Fastify then leaves the part object as it is, with the values read in place.
 */
function partValidator(plan: PartPlan, validate: ValidateFunction): PartValidator {
  const { keys, readers, names } = plan;
  const label = PART_LABELS[plan.part as Exclude<Part, 'body'>];
  return (data) => {
    const values = data as Record<string, unknown>;
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      const raw = values[key];
      if (raw === undefined) continue;
      const value = readers[index]!(raw);
      if (value !== raw) define(values, key, value);
    }
    return validate(values) ? true : { error: new Error(describeError(label, validate.errors?.[0], names)) };
  };
}

/** An absent optional body stays `undefined` (not the `null` Fastify validates in its place). */
function bodyValidator(route: RouteDefinition, validate: ValidateFunction): PartValidator {
  return (data) => {
    if ((data === null || data === undefined) && route.body?.required !== true) return true;
    if (data === null) return { error: new Error('body is required; send a JSON body with Content-Type application/json') };
    return validate(data) ? true : { error: new Error(describeError('body', validate.errors?.[0])) };
  };
}

/** A key named `__proto__` stays a plain own property. */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

