/**
 * `multipart/form-data` bodies (RFC 7578), read with @fastify/busboy (Fastify's own maintained
 * parser, no dependencies of its own) from the whole body, which body-decoding.ts has already
 * read within `bodyLimit`. generated/server.ts hands this reader to the runtime
 * (`ApiDefinition.multipart`) only when its document has a multipart body, so other servers do
 * not depend on the package.
 */
import { Busboy } from '@fastify/busboy';
import type { MultipartReader, UploadedFile } from './contract.js';
import { HttpProblem } from './problems.js';
import { addField, refusedFieldName } from './form-values.js';

/** Part headers are a name, a file name and a type: a part with more is not a form's. */
const HEADER_PAIRS = 16;

export const readMultipart: MultipartReader = (body, contentType, files, limits) =>
  new Promise((resolve, reject) => {
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({
        headers: { 'content-type': contentType },
        // A declared file member is a file whether or not the client named one; nothing else is.
        isPartAFile: (name) => name !== undefined && files.has(name),
        limits: { parts: limits.parts, fieldSize: limits.fieldSize, fieldNameSize: limits.fieldSize, headerPairs: HEADER_PAIRS },
      });
    } catch (error) {
      reject(malformed(error));
      return;
    }
    const fields: { [name: string]: unknown } = {};
    let settled = false;
    let open = 0;
    let finished = false;
    const fail = (problem: HttpProblem): void => {
      if (settled) return;
      settled = true;
      reject(problem);
    };
    const succeedWhenDone = (): void => {
      if (settled || !finished || open > 0) return;
      settled = true;
      resolve(fields);
    };
    parser.on('field', (name, value, nameTruncated, valueTruncated) => {
      const refused = refusedFieldName(name);
      if (nameTruncated || valueTruncated) fail(tooLarge(`a form field is larger than ${limits.fieldSize} bytes`));
      else if (refused !== undefined) fail(refused);
      else addField(fields, name, value);
    });
    parser.on('file', (name, stream, filename, _encoding, type) => {
      // Only declared file members are files (isPartAFile), so their names are the schema's own.
      // The slot is taken now, so repeated files keep the order they were sent in.
      const file: { -readonly [K in keyof UploadedFile]: UploadedFile[K] } = { contentType: type, data: Buffer.alloc(0) };
      if (filename !== undefined) file.filename = filename;
      addField(fields, name, file);
      open++;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // A body cut inside this file fails its stream as well as the parser: an 'error' event
      // nobody listens to would end the whole process.
      stream.on('error', (error) => fail(malformed(error)));
      stream.on('end', () => {
        file.data = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        open--;
        succeedWhenDone();
      });
    });
    parser.on('partsLimit', () => fail(tooLarge(`the form has more than ${limits.parts} parts`)));
    parser.on('error', (error) => fail(malformed(error)));
    parser.on('finish', () => {
      finished = true;
      succeedWhenDone();
    });
    parser.end(body);
  });

function malformed(error: unknown): HttpProblem {
  // Busboy's messages name the fault in the body (`Unexpected end of multipart data`), never a path.
  const reason = error instanceof Error ? `: ${error.message}` : '';
  return new HttpProblem(400, 'invalid_request', `body is not valid multipart/form-data${reason}`);
}

function tooLarge(what: string): HttpProblem {
  return new HttpProblem(413, 'payload_too_large', `${what}; send a smaller form`);
}

