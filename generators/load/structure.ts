/**
 * Redocly's own structural checks (its `struct` rule: every object, field and value type of the
 * OpenAPI and Swagger specifications; and `no-undefined-server-variable`), run inside the
 * bundling walk instead of a second pass: they are added to the bundle's configuration as
 * decorators, which Redocly runs in the same walk as the bundler. A separate lint walk cost
 * about 0.3 s more on Stripe's description; inside the bundle walk it costs under 0.1 s
 * (decisions/0004).
 *
 * The configuration is made here, explicitly, so no `redocly.yaml` (ours holds house rules for
 * spec/ only) and no preset ever applies.
 *
 * What Redocly reports is then sorted by the rule of decisions/0004: refused when the document
 * cannot be turned into correct code, a warning (generated as peer generators do) when it can.
 */
import type { Config, NormalizedProblem } from '@redocly/openapi-core';
import { redoclyConfig } from './redocly-config.js';
import { correctOas32Types } from './oas32-types.js';
import { correctSwaggerTypes } from './swagger-types.js';
import type { Family } from './version.js';

const PLUGIN = 'mtc';
/** Built-in rules run as checks, per specification family; what each finding means is `classify`'s to say. */
const CHECKS = { oas3: ['struct', 'no-undefined-server-variable'], oas2: ['struct'] } as const;

/** A configuration for `bundle` with the checks above and nothing else. */
export async function bundleConfigWithChecks(): Promise<Config> {
  const builtIn = (await redoclyConfig({ extends: [] })).plugins.find((plugin) => plugin.id === '');
  const decorators: { [family: string]: { [id: string]: unknown } } = {};
  const settings: { [id: string]: 'error' } = {};
  for (const [family, rules] of Object.entries(CHECKS)) {
    decorators[family] = {};
    for (const rule of rules) {
      const implementation = (builtIn?.rules as { [family: string]: { [id: string]: unknown } } | undefined)?.[family]?.[rule];
      if (implementation === undefined) throw new Error(`@redocly/openapi-core no longer has the built-in rule ${family}/${rule} the loader runs`);
      decorators[family][`${PLUGIN}/${rule}`] = implementation;
      settings[`${PLUGIN}/${rule}`] = 'error';
    }
  }
  return redoclyConfig({ extends: [], decorators: settings }, { plugins: [{ id: PLUGIN, decorators, typeExtension: { oas2: correctSwaggerTypes, oas3: correctOas32Types } }] });
}

/**
 * Findings of the checks above that the specification does not make errors, dropped before
 * `classify`: a server variable its URL does not name (`no-undefined-server-variable` reports
 * both directions; the Server Object only says the URL's `{name}`s are substituted from
 * `variables`, never that each variable must appear; NestJS declares such variables, and
 * openapi-typescript and hey-api accept them). Found by the corpus (decisions/0028).
 */
export function allowedBySpecification(problem: Pick<NormalizedProblem, 'message'>, family: Family): boolean {
  if (/^The `[^`]*` variable is not used in the server's `url` field\.$/.test(problem.message)) return true;
  return family === '3.1' && BOOLEAN_SCHEMA.test(problem.message);
}

/**
 * A boolean where Redocly's types want a Schema Object. In 3.1 a Schema Object is a JSON Schema
 * 2020-12 schema, and `true` and `false` are schemas (anything, nothing) wherever a schema may
 * stand: a component, a media type's schema, `not`, `allOf` members, `if`, `$defs` entries.
 * Redocly's `struct` types list only objects there; openapi-typescript reads them (`unknown`,
 * `never`). 3.0 and Swagger 2.0 schemas are objects, so there it stays an error.
 */
const BOOLEAN_SCHEMA = /^Expected type `Schema` \(object\) but got `boolean`\.?$/;

/**
 * `items` written as a list of schemas, as JSON Schema drafts before 2020-12 allowed and no
 * OpenAPI version does (pb33f's burgershop in test/corpus): Redocly's 3.1 types report it, the
 * meta-schema check does in 3.0 (servable-schemas.ts), and both give this advice.
 */
export const ITEMS_LIST_HINT = '`items` is one schema, which every member of the array must match; a list of schemas, one per position, is `prefixItems` (OpenAPI 3.1; JSON Schema drafts before 2020-12 wrote it as an `items` array).';

export interface Classified {
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly hint: string;
}

/**
 * Required fields whose absence peers fill in, by the pointer of the object that lacks them (a
 * `name` is harmless to lack on a licence or a tag, fatal on a parameter): no `paths` is an API
 * without operations, no `responses` an operation that declares none, no `description` an empty
 * one, no `info` (or its `title` or `version`) a default title and an empty version.
 */
const FILLED_IN: { readonly [field: string]: { readonly where: RegExp; readonly as: string } } = {
  paths: { where: /^#\/$/, as: 'there were no operations' },
  info: { where: /^#\/$/, as: 'the title were "API" and the version empty' },
  title: { where: /\/info$/, as: 'the title were "API"' },
  version: { where: /\/info$/, as: 'the version were empty' },
  responses: { where: /\//, as: 'the operation declared no responses' },
  description: { where: /\//, as: 'the description were empty' },
  name: { where: /\/info\/license$|^#\/tags\/\d+$/, as: 'it had no name' },
  url: { where: /\/externalDocs$/, as: 'there were no link' },
};

/**
 * `nullable` where the document's specification has no such keyword (3.1 dropped it, Swagger 2.0
 * never had it), which normalize.ts honours as 3.0 does. The advice differs: 3.1 lists 'null'
 * among the types; 2.0 cannot say it at all, and advice in 3.1's syntax would make it invalid
 * (kubb's nullable fixture in test/corpus is a 2.0 document written so).
 */
function nullableWarning(family: Family): Classified {
  if (family === '2.0') {
    return { severity: 'warning', message: '`nullable` is not a keyword of Swagger 2.0 schemas (OpenAPI 3.0 added it)', hint: 'Swagger 2.0 has no way to allow null; convert the document to OpenAPI 3.0 to keep it valid. It was read as 3.0 reads it: null is allowed.' };
  }
  return { severity: 'warning', message: '`nullable` is not a keyword of OpenAPI 3.1 schemas (it was 3.0\'s)', hint: "Add 'null' to the schema's `type` instead (`type: [string, 'null']` for a string); it was read as 3.0 reads it: null is allowed." };
}

export function classify(problem: Pick<NormalizedProblem, 'message' | 'location'>, family: Family): Classified {
  const { message } = problem;
  const missing = /^The field `([^`]+)` must be present on this level\.$/.exec(message)?.[1];
  const filledIn = missing !== undefined && Object.hasOwn(FILLED_IN, missing) ? FILLED_IN[missing] : undefined;
  if (filledIn !== undefined && filledIn.where.test(problem.location[0]?.pointer ?? '')) {
    return { severity: 'warning', message: `the required field \`${missing}\` is missing`, hint: `Add \`${missing}\`; it was generated as if ${filledIn.as}.` };
  }
  if (missing !== undefined) {
    return { severity: 'error', message: `the required field \`${missing}\` is missing`, hint: `Add \`${missing}\`: without it the generators cannot know what this object means.` };
  }
  if (/^Must contain at least one of the following fields/.test(message)) {
    return { severity: 'warning', message, hint: 'Add one of these fields; it was generated with none.' };
  }
  const undeclared = /^The `([^`]*)` variable is not defined/.exec(message)?.[1];
  if (undeclared !== undefined) {
    return { severity: 'warning', message: `the server URL names {${undeclared}}, which its \`variables\` do not declare`, hint: `Declare \`${undeclared}\` under the server's \`variables\`, with a \`default\`; the URL keeps {${undeclared}} as written.` };
  }
  const renamed = /^Two schemas are referenced with the same name but different content\. Renamed (.+) to (.+)\.$/.exec(message);
  if (renamed !== null) {
    // Bundling gives a referenced component a name of its own when another one holds its name
    // (a file's `Pet` beside components' `Pet`): a valid document, only the generated name differs.
    const [, taken, given] = renamed;
    return { severity: 'warning', message: `the component referenced here is named ${taken}, as a different one already is; it was named ${given}`, hint: `Give one of the two another name; the generated types call this one ${given}.` };
  }
  const scalar = /^#\/info\/(title|version)$/.exec(problem.location[0]?.pointer ?? '')?.[1];
  const wrongScalar = /^Expected type `string` but got `(integer|number|boolean)`\.$/.exec(message)?.[1];
  if (scalar !== undefined && wrongScalar !== undefined) {
    return { severity: 'warning', message: `\`${scalar}\` is a YAML ${wrongScalar}, not a string`, hint: `Quote it (\`${scalar}: "1.0"\`); it was read as the text of that ${wrongScalar} (YAML reads 1.10 as 1.1).` };
  }
  const unexpected = /^Property `([^`]+)` is not expected here\.$/.exec(message)?.[1];
  if (unexpected === '$ref') {
    return { severity: 'error', message: '`$ref` must be a string (a JSON pointer such as \'#/components/schemas/Pet\', or a file)', hint: 'Write the reference as a quoted string.' };
  }
  // normalize.ts reads it as 3.0 does, so "ignored" would be untrue.
  if (unexpected === 'nullable') return nullableWarning(family);
  if (unexpected !== undefined && /\/responses\/[^/]+$/.test(problem.location[0]?.pointer ?? '')) {
    return { severity: 'warning', message: `${JSON.stringify(unexpected)} is not a status code`, hint: 'Use a status code (`200`), a range (`4XX`) or `default`; this response was ignored.' };
  }
  if (unexpected !== undefined) {
    return { severity: 'warning', message: `\`${unexpected}\` is not a field of this object`, hint: `Remove \`${unexpected}\` or fix its spelling (or prefix it with \`x-\` as an extension); it was ignored.` };
  }
  // Redocly's only `allowed` lists are a security scheme's fields by its `type` (and a 2.0
  // oauth2 scheme's by its `flow`): `name: aJWTThing` on an http bearer scheme (pb33f's
  // burgershop, a corpus pass). The model reads a scheme by its type alone, as peers do, so the
  // field is ignored: the credential goes where the type says, which the warning spells out.
  const inapplicable = /^The field `([^`]+)` is not allowed here\.$/.exec(message)?.[1];
  if (inapplicable !== undefined) {
    return {
      severity: 'warning',
      message: `\`${inapplicable}\` does not apply to a security scheme of this \`type\``,
      hint: `Remove \`${inapplicable}\`, or give the scheme the \`type\` that reads it; it was ignored, and the credential is sent as the scheme's \`type\` says (an http scheme in the Authorization header, an apiKey scheme under its \`name\` and \`in\`).`,
    };
  }
  const listWhereSchema = /^Expected type `Schema` \(object\) but got `array`\.?$/.test(message) ? (problem.location[0]?.pointer ?? '') : undefined;
  if (listWhereSchema !== undefined && /\/items$/.test(listWhereSchema)) return { severity: 'error', message, hint: ITEMS_LIST_HINT };
  // `properties: {oneOf: [...]}`: a keyword indented one level too deep reads as a property of
  // that name (pb33f's circular-tests in test/corpus lists allOf, anyOf and oneOf so).
  const keywordAsProperty = listWhereSchema === undefined ? undefined : /\/properties\/(allOf|anyOf|oneOf|prefixItems|required|enum|type)$/.exec(listWhereSchema)?.[1];
  if (keywordAsProperty !== undefined) {
    return {
      severity: 'error',
      message,
      hint: `This is a property named \`${keywordAsProperty}\` (it is listed under \`properties\`), and a property's value is a schema; if it is meant as the schema's own \`${keywordAsProperty}\`, write it beside \`properties\`, one level less indented.`,
    };
  }
  return { severity: 'error', message, hint: hintFor(message) };
}

/**
 * The repair that goes with the warning above: an `info.title` or `info.version` that YAML read
 * as a number or boolean (`version: 1`) is written back as its text, so every output (the model,
 * openapi.json, the docs) sees the string peers read.
 */
export function infoScalarsAsText(document: { [key: string]: unknown }): void {
  const info = document.info;
  if (typeof info !== 'object' || info === null || Array.isArray(info)) return;
  const fields = info as { [key: string]: unknown };
  for (const key of ['title', 'version']) {
    const value = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (typeof value === 'number' || typeof value === 'boolean') fields[key] = String(value);
  }
}

/**
 * Redocly's bare "Can't resolve $ref" (the file was read, the pointer names nothing in it), told
 * with the reference itself. A common cause is a `#/$defs/...` written as if `#` meant the
 * enclosing schema (kubb's 3.1 features fixture in test/corpus): without an `$id` it means the
 * root of the file, so the hint says where such a pointer starts.
 */
export function unresolvedPointer(ref: string, family: Family, mapping = false): Classified {
  const local = ref.startsWith('#');
  const example = family === '2.0' ? '#/definitions/Name' : '#/components/schemas/Name';
  const place = `${local ? 'this file' : 'the file it names'} has no such place`;
  // A discriminator's mapping target: "Can't resolve $ref" named no `$ref` the author wrote (a pass over peers' issues, 2026-11-28).
  if (mapping) {
    return {
      severity: 'error',
      message: `discriminator mapping target ${JSON.stringify(ref)} names nothing: ${place}`,
      hint: `Map the value to a schema that exists (its reference, such as '${example}', or its bare name), or remove the entry.`,
    };
  }
  return {
    severity: 'error',
    message: `$ref ${JSON.stringify(ref)} names nothing: ${place}`,
    hint: `A pointer after \`#\` is read from the root of the file (not from the schema that holds the \`$ref\`): point it at a place that exists, such as '${example}', or move the schema there.`,
  };
}

function hintFor(message: string): string {
  if (message.includes('remote reference')) return 'Copy the referenced schema into the document (or a file beside it) and point the `$ref` there.';
  // A layout as common as api/openapi.yaml beside shared/schemas.yaml: say how to keep it (a new-user pass, 2026-11-28).
  if (message.includes("outside the document's folder")) return "Files are read from the root document's folder and below, never above it: move the root document up into a folder that holds every file it refers to (or the file down beside it).";
  if (message.startsWith("Can't resolve $ref")) return 'Fix the `$ref` so it names an existing file under the document\'s folder and an existing pointer.';
  return 'Give this field the type and value the OpenAPI specification defines for it.';
}
