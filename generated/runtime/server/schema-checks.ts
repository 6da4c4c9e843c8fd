/**
 * Generated from generators/runtime/server/schema-checks.ts by npm run generate. Do not edit.
 */

/**
 * Every check a document's schemas ask for, compiled once when the routes are mounted: the
 * request parts (path, query, headers, body) each route hands to Fastify's validation step, and
 * the response bodies respond.ts checks. Nothing is compiled while a request waits, and a schema
 * that cannot compile stops the server at start-up, naming the operation, not at some later
 * request.
 */
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { ValidateFunction } from 'ajv';
import type {
  ApiDefinition,
  RouteDefinition,
  RouteParameter,
  RouteResponse,
  SecuritySchemeDefinition,
} from './contract.js';
import type { FastifyPath } from './paths.js';
import type { BodyCheck } from './respond.js';
import { cookieValues } from './cookies.js';
import { cookieHeaderText, headerTexts } from './header-text.js';
import {
  DeepObjectNames,
  formObjectsGatherer,
  gatherCookieObject,
  gatherDeepObject,
  type FormObject,
} from './parameter-styles.js';
import {
  formObject,
  readsAsSent,
  UnreadableValue,
  valueReader,
  type ValueReader,
} from './parameter-values.js';
import { SENT_URL, sentDeepObjectPaths, sentQueryValues } from './sent-query.js';
import { repeatedHeaderLines, takeHeaderLines } from './header-lines.js';
import { sentPathReader } from './sent-path.js';
import { NULL_BODY, takenBody } from './request-body.js';
import { needsDecoding } from './body-decoding.js';
import { decodedBodyValidator, validatedKind } from './body-validation.js';
import { bodyMedia, mediaKind } from './media-types.js';
import {
  createValidators,
  describeError,
  namesInheritedMember,
  SchemaSet,
  stoppedAtWorkLimit,
  type RequestPart,
} from './validation.js';
import { fieldPath, named } from './message-names.js';

export interface RouteChecks {
  /** What Fastify is told, so that it asks `validatorCompiler` for each part that has one. */
  readonly schema: FastifySchema;
  readonly validatorCompiler: FastifySchemaCompiler<unknown>;
  /**
   * The declared cookie parameters of a Cookie header, read and validated (Fastify validates no
   * cookies); absent on operations that declare none.
   */
  readonly cookies?: (header: string | undefined) => CookieResult;
  /** Some query or path value is read as sent (sent-query.ts, sent-path.ts): the route keeps the URL on its query and path values in `preValidation`. */
  readonly sentUrl: boolean;
  /** Some header parameter is declared: the route keeps the request's header lines on its headers in `preValidation` (header-lines.ts). */
  readonly headerLines: boolean;
}

export type CookieResult = { readonly value: Record<string, unknown> } | { readonly error: string };

export interface ApiChecks {
  /** In the order of `api.routes`. */
  readonly routes: readonly RouteChecks[];
  readonly responses: BodyCheck;
}

type Part = 'params' | 'querystring' | 'headers' | 'cookies' | 'body';

type PartValidator = (data: unknown) => true | { value: unknown } | { error: Error };

/** A request part before compiling: its object schema, and how its values are read. */
interface PartPlan {
  readonly part: Part;
  readonly index: number;
  readonly keys: readonly string[];
  readonly readers: readonly ValueReader[];
  readonly names?: ReadonlyMap<string, string>;
  /** Query parameters whose objects come as `name[member]` keys (membersInBrackets), gathered from them first. */
  readonly deepObjects?: DeepObjectNames;
  /** Query or cookie parameters that are objects in the exploded form style, gathered from their members' keys next. */
  readonly formObjects?: readonly FormObject[];
  /** Whether a key belongs to something other than a form object: a parameter of its own, a deepObject's `name[…]`, an API key. */
  readonly claimed?: (key: string) => boolean;
  /** A body that is not JSON only: the validator index of each of its media types. */
  readonly media?: readonly number[];
  /** Path parameters: an empty value is refused before it is read (see partValidator). */
  readonly refuseEmpty?: boolean;
  /** Cookie, query and path parameters read as sent, percent-escapes and all (readsAsSent), by index of `keys`; absent when there are none. */
  readonly encoded?: readonly boolean[];
  /** Path parameters: their texts as sent, from the URL and the router's values (sent-path.ts), by key. */
  readonly sentPath?: (
    url: string,
    routed: Readonly<Record<string, unknown>>,
  ) => ReadonlyMap<string, string[]>;
}

export function compileChecks(api: ApiDefinition, paths: readonly FastifyPath[]): ApiChecks {
  const requests = new SchemaSet();
  const responses = new SchemaSet();
  const plans = api.routes.map((route, index) =>
    planRequest(route, paths[index]!, requests, api.components, api.securitySchemes),
  );
  const responseIndexes = new Map<RouteResponse, number>();
  for (const route of api.routes) {
    for (const response of route.responses) {
      if (response.schema !== undefined)
        responseIndexes.set(
          response,
          responses.add(
            response.schema,
            `${route.operationId} response ${String(response.status)}`,
          ),
        );
    }
  }
  const validators = createValidators(
    namesInheritedMember(api.components, requests.schemas, responses.schemas),
  );
  const requestValidators = requests.compile(validators.requests, api.components, 'request');
  const responseValidators = responses.compile(validators.responses, api.components, 'response');
  return {
    routes: api.routes.map((route, index) =>
      routeChecks(route, plans[index]!, requestValidators, api.components),
    ),
    responses: (response, body) => {
      const index = responseIndexes.get(response);
      const validate = index === undefined ? undefined : responseValidators[index];
      if (validate === undefined || validate(body)) return undefined;
      return describeError('body', validate.errors);
    },
  };
}

function planRequest(
  route: RouteDefinition,
  path: FastifyPath,
  schemas: SchemaSet,
  components: ApiDefinition['components'],
  schemes: readonly SecuritySchemeDefinition[],
): PartPlan[] {
  const wireToKey = new Map([...path.names].map(([key, wire]) => [wire, key]));
  const headerNames = new Map(
    route.parameters.filter((p) => p.in === 'header').map((p) => [p.name.toLowerCase(), p.name]),
  );
  const plans: PartPlan[] = [];
  const add = (
    part: Part,
    located: readonly RouteParameter[],
    key: (name: string) => string,
    names?: ReadonlyMap<string, string>,
  ): void => {
    if (located.length === 0) return;
    const keys = located.map((parameter) => key(parameter.name));
    const schema = {
      type: 'object',
      properties: Object.fromEntries(
        located.map((parameter, index) => [keys[index]!, parameter.schema]),
      ),
      required: located
        .filter((parameter) => parameter.required)
        .map((parameter) => key(parameter.name)),
    };
    const index = schemas.add(schema, `${route.operationId} ${part}`);
    const deepObjectNames =
      part === 'querystring'
        ? located.filter(membersInBrackets).map((parameter) => parameter.name)
        : [];
    const deepObjects = new DeepObjectNames(deepObjectNames);
    // The predicate is written out: TypeScript before 5.5 infers none, and app teams compile this file with theirs.
    const formObjects = located
      .map((parameter) => formObject(parameter, components))
      .filter((object): object is FormObject => object !== undefined);
    const encoded = located.map((parameter) => readsAsSent(parameter, components));
    const sentPath =
      part === 'params' && encoded.includes(true)
        ? sentPathReader(
            route.path,
            path,
            new Set(located.filter((_, at) => encoded[at]).map((parameter) => parameter.name)),
          )
        : undefined;
    plans.push({
      part,
      index,
      keys,
      readers: located.map((parameter) => valueReader(parameter, components)),
      ...(names === undefined ? {} : { names }),
      ...(deepObjectNames.length === 0 ? {} : { deepObjects }),
      ...(formObjects.length === 0
        ? {}
        : { formObjects, claimed: claimedKeys(located, deepObjects, apiKeyNames(schemes, part)) }),
      ...(part === 'params' ? { refuseEmpty: true } : {}),
      ...(encoded.includes(true) ? { encoded } : {}),
      ...(sentPath === undefined ? {} : { sentPath }),
    });
  };
  add(
    'params',
    route.parameters.filter((p) => p.in === 'path'),
    (name) => wireToKey.get(name) ?? name,
    path.names,
  );
  add(
    'querystring',
    route.parameters.filter((p) => p.in === 'query'),
    (name) => name,
  );
  add(
    'headers',
    route.parameters.filter((p) => p.in === 'header'),
    (name) => name.toLowerCase(),
    headerNames,
  );
  add(
    'cookies',
    route.parameters.filter((p) => p.in === 'cookie'),
    (name) => name,
  );
  const body = takenBody(route);
  if (body !== undefined && !needsDecoding(body))
    plans.push({
      part: 'body',
      index: schemas.add(body.schema, `${route.operationId} body`),
      keys: [],
      readers: [],
    });
  else if (body !== undefined) {
    // One validator per media type the body may come in (-1: not validated, body-validation.ts).
    const media = bodyMedia(body).map((entry) =>
      validatedKind(mediaKind(entry.contentType), entry.schema, components)
        ? schemas.add(entry.schema, `${route.operationId} body (${entry.contentType})`)
        : -1,
    );
    plans.push({ part: 'body', index: -1, keys: [], readers: [], media });
  }
  return plans;
}

/**
 * Query parameters whose object's members come as `name[member]` keys: deepObject ones, and an
 * exploded spaceDelimited or pipeDelimited one, which OpenAPI leaves undefined (`n/a` in 3.1.1's
 * Style Examples) and our client writes as openapi-fetch does, in brackets (client/query-styles.ts).
 * Their lists (repeated keys) were read; their objects were refused "is required".
 */
function membersInBrackets(parameter: RouteParameter): boolean {
  if (parameter.contentType !== undefined) return false;
  return (
    parameter.style === 'deepObject' ||
    ((parameter.style === 'spaceDelimited' || parameter.style === 'pipeDelimited') &&
      parameter.explode === true)
  );
}

/** The names of the API keys sent in the query or in cookies: credentials, never an object's members. */
function apiKeyNames(schemes: readonly SecuritySchemeDefinition[], part: Part): string[] {
  const location = part === 'querystring' ? 'query' : part === 'cookies' ? 'cookie' : undefined;
  return schemes.flatMap((scheme) =>
    scheme.kind === 'apiKey' && scheme.in === location ? [scheme.name] : [],
  );
}

/** Keys that are the operation's own parameters of that location (form objects' names included), `deep[…]` keys of its deepObjects, or credentials. */
function claimedKeys(
  located: readonly RouteParameter[],
  deepObjects: DeepObjectNames,
  credentials: readonly string[],
): (key: string) => boolean {
  const names = new Set([...located.map((parameter) => parameter.name), ...credentials]);
  return (key) => names.has(key) || deepObjects.claims(key);
}

function routeChecks(
  route: RouteDefinition,
  plans: readonly PartPlan[],
  compiled: readonly ValidateFunction[],
  components: ApiDefinition['components'],
): RouteChecks {
  const validators = new Map<Part, PartValidator>();
  const schema: Record<string, unknown> = {};
  let cookies: RouteChecks['cookies'];
  let sentUrl = false;
  let headerLines = false;
  for (const plan of plans) {
    if (
      (plan.part === 'querystring' || plan.part === 'params') &&
      (plan.encoded !== undefined || plan.deepObjects !== undefined)
    )
      sentUrl = true;
    if (plan.part === 'headers') headerLines = true;
    if (plan.media !== undefined && route.body !== undefined) {
      validators.set(
        'body',
        decodedBodyValidator(
          route.body,
          plan.media.map((index) => compiled[index]),
          components,
        ),
      );
      schema[plan.part] = {};
      continue;
    }
    const validate = compiled[plan.index]!;
    if (plan.part === 'cookies') {
      cookies = cookieReader(plan, validate);
      continue;
    }
    validators.set(
      plan.part,
      plan.part === 'body' ? bodyValidator(route, validate) : partValidator(plan, validate),
    );
    // Fastify only needs to know the part has a schema; the validator above is what runs.
    schema[plan.part] = {};
  }
  return {
    schema,
    validatorCompiler: ({ httpPart }) =>
      validators.get((httpPart ?? 'body') as Part) ?? (() => true),
    ...(cookies === undefined ? {} : { cookies }),
    sentUrl,
    headerLines,
  };
}

const PART_LABELS: Readonly<Record<Exclude<Part, 'body'>, RequestPart>> = {
  params: 'path parameter',
  querystring: 'query parameter',
  headers: 'header',
  cookies: 'cookie',
};

/**
 * Reads each declared value into its type, then validates the part. `true` (not `{ value }`)
 * on success: Fastify then leaves the part object as it is, with the values read in place.
 * A path parameter is required (OpenAPI), and the router matches an empty segment
 * (`/items//parts`, `/last/`) or an empty `v{version}` as a parameter holding `''`, which
 * reached handlers whenever the schema allowed that string: it is refused as missing, whatever
 * the schema (an empty text is no value in any style: a joined list read it as `[]`).
 */
function partValidator(plan: PartPlan, validate: ValidateFunction): PartValidator {
  const {
    keys,
    readers,
    names,
    deepObjects,
    formObjects,
    claimed,
    refuseEmpty = false,
    encoded,
    sentPath,
  } = plan;
  const label = PART_LABELS[plan.part as Exclude<Part, 'body'>];
  const gatherFormObjects =
    formObjects === undefined || claimed === undefined
      ? undefined
      : formObjectsGatherer(formObjects, claimed);
  // Query and path values read as sent (sent-query.ts, sent-path.ts): their names, looked up in the URL once per request.
  const sentNames =
    encoded === undefined ? undefined : new Set(keys.filter((_, index) => encoded[index] === true));
  // Header names (and their lengths, the first test), looked up in the request's lines once per request (header-lines.ts).
  const lineNames = plan.part === 'headers' ? new Set(keys) : undefined;
  const lineLengths = lineNames === undefined ? undefined : new Set(keys.map((key) => key.length));
  return (data) => {
    const values = data as Record<string, unknown>;
    const url =
      sentNames === undefined && deepObjects === undefined
        ? undefined
        : (values as { [SENT_URL]?: unknown })[SENT_URL];
    const sent =
      typeof url !== 'string' || sentNames === undefined
        ? undefined
        : sentPath !== undefined
          ? sentPath(url, values)
          : sentQueryValues(url, sentNames);
    if (deepObjects !== undefined) {
      // The query's keys and its text are each read once for all of the deepObjects (parameter-styles.ts, DeepObjectNames).
      const waiting = deepObjects.names.filter((name) => values[name] === undefined);
      const keysByName =
        waiting.length === 0 ? undefined : deepObjects.keysByName(Object.keys(values));
      const sentPaths =
        keysByName === undefined || keysByName.size === 0 || typeof url !== 'string'
          ? undefined
          : sentDeepObjectPaths(url, new Set(keysByName.keys()));
      for (const name of waiting) {
        const keys = keysByName?.get(name);
        if (keys === undefined) continue;
        const gathered = gatherDeepObject(values, name, sentPaths?.get(name), keys);
        if (gathered !== undefined) define(values, name, gathered);
      }
    }
    gatherFormObjects?.(values);
    const lines =
      lineNames === undefined || lineLengths === undefined
        ? undefined
        : repeatedHeaderLines(takeHeaderLines(values), lineNames, lineLengths);
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      // A header sent on several lines: each line's value, not Node's join of them.
      const texts = encoded?.[index] === true ? sent?.get(key) : lines?.get(key);
      const given =
        values[key] === undefined || texts === undefined
          ? values[key]
          : texts.length === 1
            ? texts[0]
            : texts;
      if (given === undefined) continue;
      // Header values as the text the client sent, UTF-8 or Latin-1 (header-text.ts).
      const raw = label === 'header' ? headerTexts(given) : given;
      if (refuseEmpty && raw === '')
        return {
          error: new Error(
            `${label} ${named(names?.get(key) ?? key)} is empty; send a value in its path segment`,
          ),
        };
      const value = readValue(readers[index]!, raw, label, names?.get(key) ?? key);
      if (value instanceof Error) return { error: value };
      if (value !== given) define(values, key, value);
    }
    if (
      validate(values) ||
      (!stoppedAtWorkLimit(validate.errors) &&
        validatesWithOtherReadings(validate, values, keys, readers))
    )
      return true;
    return { error: new Error(describeError(label, validate.errors, names)) };
  };
}

/** The validations more a failing part may cost for values it could read otherwise (decisions/0014). */
const OTHER_READING_TRIES = 4;

/**
 * A text kept as text because the schema allows a string, where the schema also allows another
 * scalar (ValueReader's `otherReading`): when the part fails, such values are tried in their
 * other reading, all together and then one at a time, at most OTHER_READING_TRIES times (each
 * try is a validation, with its own pattern work: decisions/0014); the first set that
 * validates is kept. A typed client writes `limit: 1` of `enum: [1, auto]` as `?limit=1`, which
 * was refused as not one of the values (a 3.1 new-user pass, 2026-11-28). Paid only by a failing
 * part that holds such a value, and not by one that stopped at a work limit (each try would pay
 * the limit again: five times a third of a second, a review of 2026-11-29); when none validates,
 * the values and the first failure's errors are as they were.
 */
function validatesWithOtherReadings(
  validate: ValidateFunction,
  values: Record<string, unknown>,
  keys: readonly string[],
  readers: readonly ValueReader[],
): boolean {
  const errors = validate.errors;
  const others: [key: string, text: string, other: unknown][] = [];
  keys.forEach((key, index) => {
    const text = values[key];
    const other = typeof text === 'string' ? readers[index]?.otherReading?.(text) : undefined;
    if (typeof text === 'string' && other !== undefined && other !== text)
      others.push([key, text, other]);
  });
  const tries =
    others.length > 1
      ? [others, ...others.map((entry) => [entry])]
      : others.map((entry) => [entry]);
  for (const changed of tries.slice(0, OTHER_READING_TRIES)) {
    for (const [key, , other] of changed) define(values, key, other);
    if (validate(values)) return true;
    for (const [key, text] of changed) define(values, key, text);
  }
  validate.errors = errors ?? null;
  return false;
}

/**
 * One value read into its type, or the error that refuses the request when it cannot be read at
 * all (UnreadableValue: JSON text that is malformed or holds what a JSON body may not).
 */
function readValue(reader: ValueReader, raw: unknown, label: RequestPart, name: string): unknown {
  try {
    return reader(raw);
  } catch (error) {
    if (!(error instanceof UnreadableValue)) throw error;
    return new Error(`${label} ${fieldPath([name, ...error.path])} ${error.message}`);
  }
}

/**
 * The declared cookies of a Cookie header (one parser for the runtime: cookies.ts), each read
 * into its type as query values are, then validated as one object. A cookie sent several times
 * is a list of its values, as the exploded form style writes a list; an object in that style is
 * gathered from the cookies its schema names; an undeclared one is left out. A joined list or
 * object is read from the cookie as sent, split before it is decoded (joinedCookie).
 */
function cookieReader(
  plan: PartPlan,
  validate: ValidateFunction,
): (header: string | undefined) => CookieResult {
  const { keys, readers, formObjects = [], claimed = () => false, encoded } = plan;
  const objects = new Map(formObjects.map((object) => [object.name, object]));
  return (sentHeader) => {
    const header = sentHeader === undefined ? undefined : cookieHeaderText(sentHeader);
    const sent = cookieValues(header);
    const sentEncoded = encoded === undefined ? undefined : cookieValues(header, true);
    const values: Record<string, unknown> = {};
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index]!;
      const texts = (encoded?.[index] === true ? sentEncoded : sent)?.get(key);
      const object = objects.get(key);
      const raw =
        texts !== undefined
          ? texts.length === 1
            ? texts[0]
            : texts
          : object === undefined
            ? undefined
            : gatherCookieObject(sent, object, claimed);
      if (raw === undefined) continue;
      const value = readValue(readers[index]!, raw, 'cookie', key);
      if (value instanceof Error) return { error: value.message };
      define(values, key, value);
    }
    return validate(values)
      ? { value: values }
      : { error: describeError('cookie', validate.errors) };
  };
}

/**
 * An absent optional body stays `undefined` (not the `null` Fastify validates in its place); a
 * body sent as JSON `null` comes as NULL_BODY, is validated as `null` and handed on as `null`.
 */
function bodyValidator(route: RouteDefinition, validate: ValidateFunction): PartValidator {
  return (data) => {
    if (data === NULL_BODY)
      return validate(null)
        ? { value: null }
        : { error: new Error(describeError('body', validate.errors)) };
    if ((data === null || data === undefined) && route.body?.required !== true) return true;
    if (data === null)
      return {
        error: new Error('body is required; send a JSON body with Content-Type application/json'),
      };
    return validate(data) ? true : { error: new Error(describeError('body', validate.errors)) };
  };
}

/** A key named `__proto__` stays a plain own property. */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  else target[key] = value;
}
