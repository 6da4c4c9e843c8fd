/**
 * Request bodies that are not JSON (decisions/0029): one Fastify content-type parser for every
 * other media type, mounted only when some operation of the document takes one, so JSON bodies
 * keep their own parser and pay nothing for this. Per request it finds which of the operation's
 * media types the Content-Type falls under (none: 415 before a byte is read), reads the body
 * within `bodyLimit` (413), and decodes it: text as a string (its charset), a form as its fields,
 * a multipart form as fields and files, anything else as a Buffer. The route's body validator
 * (schema-checks.ts) then reads and validates it for the media type it came in.
 */
import type { FastifyRequest } from 'fastify';
import type { ApiDefinition, FormLimits, MultipartReader, RouteBody, RouteDefinition } from './contract.js';
import { bodyMedia, decodedText, mediaKind, mediaMatcher, type MediaKind } from './media-types.js';
import { HttpProblem, unsupportedMediaType } from './problems.js';
import { formFields } from './form-decoding.js';
import { bracketedMembers } from './form-values.js';
import { jsonParserTakes, parseJsonBody, takenBody } from './request-body.js';

/** Where a route's decoding plan sits in its Fastify route config (only routes with a body that is not JSON-only have one). */
export const DECODING_KEY = 'openapiDecoding';

/** What decoding a route's bodies needs, worked out when it is mounted. */
export interface BodyDecoding {
  readonly match: (contentType: string | undefined) => number;
  /** Per media type, in `bodyMedia` order. */
  readonly kinds: readonly MediaKind[];
  readonly files: readonly ReadonlySet<string>[];
  /** Per media type: the members a form's schema names with brackets in the name (`ids[]`), which are not nested keys. */
  readonly bracketed: readonly ReadonlySet<string>[];
  /** Whether any media type is JSON, which the JSON parser reads. */
  readonly acceptsJson: boolean;
}

export function bodyDecoding(body: RouteBody, components: ApiDefinition['components']): BodyDecoding {
  const media = bodyMedia(body);
  const kinds = media.map((entry) => mediaKind(entry.contentType));
  return {
    match: mediaMatcher(media.map((entry) => entry.contentType)),
    kinds,
    files: media.map((entry) => new Set(entry.files ?? [])),
    bracketed: media.map((entry, index) => (kinds[index] === 'form' ? bracketedMembers(entry.schema, components) : new Set())),
    acceptsJson: kinds.includes('json'),
  };
}

/**
 * The first operation that reads multipart bodies: registerRoutes then needs the multipart reader,
 * which generated/server.ts passes for the same operations (and the start check, start-check.ts).
 */
export function multipartOperation(api: ApiDefinition): RouteDefinition | undefined {
  return api.routes.find((route) => {
    const body = takenBody(route);
    return body !== undefined && bodyMedia(body).some((media) => mediaKind(media.contentType) === 'multipart');
  });
}

/** True when a route takes some body that the JSON parser does not read (JSON under `text/json` included). */
export function needsDecoding(body: RouteBody | undefined): boolean {
  return body !== undefined && bodyMedia(body).some((media) => mediaKind(media.contentType) !== 'json' || !jsonParserTakes(media.contentType));
}

/** A body as decoded, with which of the route's media types it came in; the validator unwraps it. */
export class DecodedBody {
  readonly media: number;
  readonly value: unknown;

  constructor(media: number, value: unknown) {
    this.media = media;
    this.value = value;
  }
}

export const DEFAULT_FORM_LIMITS: Required<FormLimits> = { parts: 1000, fieldSize: 100 * 1024 };

type Done = (error: Error | null, body?: unknown) => void;

/** The parser for every Content-Type but JSON's (`addContentTypeParser('*', ...)`). */
export function bodyDecoder(multipart: MultipartReader | undefined, limits: Required<FormLimits>): (request: FastifyRequest, payload: NodeJS.ReadableStream, done: Done) => void {
  return (request, payload, done) => {
    const decoding = decodingOf(request);
    if (decoding === undefined) {
      // Not found: the 404 answer follows, as it does when no parser takes a body.
      if (request.is404) done(null, undefined);
      else done(unsupportedMediaType(request));
      return;
    }
    const contentType = request.headers['content-type'];
    const index = decoding.match(contentType);
    if (index < 0) {
      done(unsupportedMediaType(request));
      return;
    }
    readWhole(request, payload, request.routeOptions.bodyLimit, (error, bytes) => {
      if (error !== null) {
        done(error);
        return;
      }
      decode(decoding, index, bytes, contentType ?? '', multipart, limits).then(
        (value) => done(null, new DecodedBody(index, value)),
        (failure: unknown) => done(failure instanceof Error ? failure : new Error(String(failure))),
      );
    });
  };
}

function decodingOf(request: FastifyRequest): BodyDecoding | undefined {
  const config = request.routeOptions.config as { readonly [DECODING_KEY]?: BodyDecoding } | undefined;
  return config?.[DECODING_KEY];
}

async function decode(decoding: BodyDecoding, index: number, bytes: Buffer, contentType: string, multipart: MultipartReader | undefined, limits: Required<FormLimits>): Promise<unknown> {
  switch (decoding.kinds[index]!) {
    case 'bytes':
      return bytes;
    case 'form':
      return formFields(bytes, contentType, limits, decoding.bracketed[index]);
    case 'multipart':
      if (multipart === undefined) throw new Error('multipart body without ApiDefinition.multipart (registerRoutes checks this)');
      return multipart(bytes, contentType, decoding.files[index]!, limits);
    case 'json':
      // `text/json` or a `+json` type outside `application/` (the JSON parser takes the rest), with its checks.
      return parseJsonBody(decodedText(bytes, contentType));
    case 'text':
    case 'events':
      return decodedText(bytes, contentType);
  }
}

/**
 * The whole body, refused with 413 as soon as it passes `limit` (or its Content-Length says it
 * will), and with 400 when it ends before its Content-Length, as Fastify reads JSON bodies.
 */
function readWhole(request: FastifyRequest, payload: NodeJS.ReadableStream, limit: number, done: (error: Error | null, bytes: Buffer) => void): void {
  const declared = Number(request.headers['content-length']);
  const empty = Buffer.alloc(0);
  if (declared > limit) {
    done(tooLarge(), empty);
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  const stop = (): void => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onEnd);
  };
  function onData(chunk: Buffer | string): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > limit) {
      stop();
      done(tooLarge(), empty);
      return;
    }
    chunks.push(bytes);
  }
  function onEnd(error?: unknown): void {
    stop();
    // A refusal on the way (body-pieces.ts: too many chunks) says why; a failed read says that.
    if (error instanceof HttpProblem) done(error, empty);
    else if (error !== undefined && error !== null) done(new HttpProblem(400, 'invalid_request', 'request body could not be read to its end'), empty);
    else if (!Number.isNaN(declared) && received !== declared) done(new HttpProblem(400, 'invalid_request', 'request body size did not match Content-Length'), empty);
    else done(null, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received));
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onEnd);
  payload.resume();
}

function tooLarge(): HttpProblem {
  return new HttpProblem(413, 'payload_too_large', 'Request body is too large');
}
