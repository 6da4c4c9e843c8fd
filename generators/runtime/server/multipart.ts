/**
 * `multipart/form-data` bodies (RFC 7578), from the whole body, which body-decoding.ts has already
 * read within `bodyLimit`. The parts are split by Dicer, the multipart splitter of @fastify/busboy
 * (Fastify's own maintained parser, no dependencies of its own); what a part holds is read here:
 * its name and file name, and its text in the charset its Content-Type names (UTF-8 when it names
 * none), decoded fatally as JSON and text bodies are (media-types.ts). Busboy's own field reading
 * replaced bytes that were not UTF-8 with U+FFFD and gave no way to see a part's charset, so a
 * handler stored text the client never sent. generated/server.ts hands this reader to the runtime
 * (`ApiDefinition.multipart`) only when its document has a multipart body, so other servers do not
 * depend on the package.
 */
import { isUtf8 } from 'node:buffer';
import { Dicer } from '@fastify/busboy';
import type { FormLimits, MultipartReader, UploadedFile } from './contract.js';
import { HttpProblem } from './problems.js';
import { addField, refusedFieldName } from './form-values.js';
import { decodedText, essenceOf } from './media-types.js';
import { parameterized } from './header-parameters.js';
import { quoted } from '../quoted-text.js';

/** Part headers are a name, a file name and a type: a part with more is not a form's. */
const HEADER_PAIRS = 16;

/** What RFC 7578 §4.4 says a part without Content-Type is. */
const DEFAULT_PART_TYPE = 'text/plain';

/** A file while its part is read: its bytes are set when the part ends. */
type Upload = { -readonly [K in keyof UploadedFile]: UploadedFile[K] };

/** One part that is a field of the form, in the order it was sent; its value is set when the part ends. */
interface Field {
  readonly name: string;
  /** The part's Content-Type, for a text field's charset. */
  readonly contentType: string | undefined;
  readonly file: Upload | undefined;
  value: unknown;
}

type PartHeader = { readonly [name: string]: readonly string[] | undefined };

export const readMultipart: MultipartReader = (body, contentType, files, limits) =>
  new Promise((resolve, reject) => {
    const boundary = parameterized(contentType)?.parameters.get('boundary');
    if (boundary === undefined || boundary === '') {
      reject(malformed('its Content-Type names no boundary'));
      return;
    }
    let parser: Dicer;
    try {
      parser = new Dicer({ boundary, maxHeaderPairs: HEADER_PAIRS });
    } catch (error) {
      reject(malformed(error));
      return;
    }
    const fields: Field[] = [];
    let settled = false;
    let open = 0;
    let parts = 0;
    let finished = false;
    const fail = (problem: unknown): void => {
      if (settled) return;
      settled = true;
      reject(problem);
    };
    const succeedWhenDone = (): void => {
      if (settled || !finished || open > 0) return;
      settled = true;
      const form: { [name: string]: unknown } = {};
      for (const field of fields) addField(form, field.name, field.value);
      resolve(form);
    };
    parser.on('part', (part) => {
      open++;
      // A body cut inside this part fails its stream as well as the parser: an 'error' event
      // nobody listens to would end the whole process.
      part.on('error', (error) => fail(malformed(error)));
      if (++parts > limits.parts) fail(tooLarge(`the form has more than ${limits.parts} parts`));
      let field: Field | undefined;
      const chunks: Buffer[] = [];
      let size = 0;
      part.on('header', (header) => {
        if (settled) return;
        try {
          field = fieldOf(header as PartHeader, files, limits);
        } catch (problem) {
          fail(problem);
          return;
        }
        // The slot is taken now, so fields keep the order they were sent in.
        if (field !== undefined) fields.push(field);
      });
      part.on('data', (chunk: Buffer) => {
        if (settled || field === undefined) return;
        size += chunk.length;
        if (field.file === undefined && size > limits.fieldSize) fail(tooLarge(`a form field is larger than ${limits.fieldSize} bytes`));
        else chunks.push(chunk);
      });
      part.on('end', () => {
        open--;
        if (!settled && field !== undefined) {
          const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
          if (field.file !== undefined) field.file.data = bytes;
          else {
            try {
              field.value = decodedText(bytes, field.contentType, `body field ${quoted(field.name)}`);
            } catch (problem) {
              fail(problem);
            }
          }
        }
        succeedWhenDone();
      });
    });
    parser.on('error', (error) => fail(malformed(error)));
    parser.on('finish', () => {
      finished = true;
      succeedWhenDone();
    });
    parser.end(body);
  });

/**
 * The field a part's headers describe, or `undefined` for a part that is not one (no
 * Content-Disposition, not `form-data`, no name), which is skipped as busboy skipped it. A
 * declared file member is a file whether or not the client named one; nothing else is.
 */
function fieldOf(header: PartHeader, files: ReadonlySet<string>, limits: Required<FormLimits>): Field | undefined {
  const disposition = header['content-disposition']?.[0];
  if (disposition === undefined) return undefined;
  const parsed = parameterized(disposition);
  if (parsed === undefined) throw malformed(`a part's Content-Disposition cannot be read: ${quoted(disposition)}`);
  const rawName = parsed.parameters.get('name');
  if (parsed.value !== 'form-data' || rawName === undefined) return undefined;
  if (rawName.length > limits.fieldSize) throw tooLarge(`a form field name is larger than ${limits.fieldSize} bytes`);
  const name = headerText(rawName, 'a part name');
  const refused = refusedFieldName(name);
  if (refused !== undefined) throw refused;
  const contentType = header['content-type']?.[0];
  if (!files.has(name)) return { name, contentType, file: undefined, value: '' };
  const file: Upload = { contentType: essenceOf(contentType ?? '') || DEFAULT_PART_TYPE, data: Buffer.alloc(0) };
  const filename = parsed.parameters.get('filename');
  if (filename !== undefined) file.filename = basename(headerText(filename, `the file name of part ${quoted(name)}`));
  return { name, contentType, file, value: file };
}

/**
 * Header text as sent: Node and Dicer hand each byte over as one character (Latin-1), and forms
 * send names as UTF-8 (the HTML standard's encoding of multipart forms), so a name is read as
 * UTF-8, fatally like every text of the body.
 */
function headerText(latin1: string, what: string): string {
  if (!/[\x80-\xff]/.test(latin1)) return latin1;
  const bytes = Buffer.from(latin1, 'latin1');
  if (!isUtf8(bytes)) throw new HttpProblem(400, 'invalid_request', `${what} is not valid UTF-8; send part names and file names as UTF-8`);
  return bytes.toString('utf8');
}

/** A file name without the folders some clients send with it (`C:\docs\a.pdf`, `../a.pdf`), as busboy kept it. */
function basename(filename: string): string {
  const name = filename.slice(Math.max(filename.lastIndexOf('/'), filename.lastIndexOf('\\')) + 1);
  return name === '.' || name === '..' ? '' : name;
}


function malformed(reason: unknown): HttpProblem {
  // Dicer's messages name the fault in the body (`Unexpected end of multipart data`), never a path.
  const text = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return new HttpProblem(400, 'invalid_request', `body is not valid multipart/form-data${text === '' ? '' : `: ${text}`}`);
}

function tooLarge(what: string): HttpProblem {
  return new HttpProblem(413, 'payload_too_large', `${what}; send a smaller form`);
}
