/**
 * `types.ts` from openapi-typescript. Our loader has already bundled the document with Redocly
 * and validated it, so we call openapi-typescript's transform directly (the same context its
 * `openapiTS()` builds, with every option at its default) instead of `openapiTS()`, which would
 * lint and bundle the document a second time with its own Redocly core (1.x): that took more time
 * than the transform on big documents, loaded a second Redocly, and needed a rule-free config so
 * its lint presets would not refuse documents our loader accepts. The output is the same
 * (test/generators/types-layout.test.ts covers documents both ways), except where this file
 * corrects openapi-typescript's types (printTypes).
 *
 * The deep modules are required by path (the package exports `./*`); their types come from the
 * package's main entry.
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';
import type { GlobalContext, OpenAPI3, SchemaObject, TransformNodeOptions } from 'openapi-typescript';
import type * as OpenapiTypescript from 'openapi-typescript';
import type { Emitter } from './emitter.js';
import { fileHeader } from '../print/header.js';
import { maskPrototypeNames, unmaskPrototypeNames, type Masking } from './types-masking.js';
import { hoistRecursiveSchemas } from './types-recursion.js';
import { alignDiscriminatorMappings } from './types-discriminators.js';
import { contentParametersAsSchemas } from './types-content-parameters.js';
import { nullConstsAsEnums, objectEnumsAsValues } from './types-object-enums.js';
import { dropSchemaDefinitions } from './types-defs.js';
import { dropIgnoredHeaders } from './types-ignored-headers.js';
import { additionalPropertiesBesideProperties } from './types-open-objects.js';
import { booleanMembersAsObjects } from './types-boolean-members.js';
import { isAddedRequiredName, requiredNamesAsProperties } from './types-required.js';
import { isBinarySchema } from '../model/media.js';
import { HTTP_METHODS } from '../shared/http.js';

interface Transform {
  readonly transformSchema: typeof OpenapiTypescript.transformSchema;
  readonly transformSchemaObject: typeof OpenapiTypescript.transformSchemaObject;
  readonly scanDiscriminators: typeof OpenapiTypescript.scanDiscriminators;
  readonly resolveRef: typeof OpenapiTypescript.resolveRef;
  readonly astToString: typeof OpenapiTypescript.astToString;
}

let transformModules: Transform | undefined;

// Required, not imported (see types-layout.ts); the same instance openapi-typescript prints with.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

/**
 * openapi-typescript's transform and printer, without its Redocly lint/bundle front end. Its
 * CommonJS build, required: it loads TypeScript with `require`, which is much faster than an ESM
 * import of that 9 MB CommonJS module (Node would scan all of it for export names first).
 */
export function loadTransform(): Transform {
  if (transformModules === undefined) {
    const require = createRequire(import.meta.url);
    const utils = require('openapi-typescript/dist/lib/utils.cjs') as Pick<Transform, 'scanDiscriminators' | 'resolveRef'>;
    transformModules = {
      transformSchema: require('openapi-typescript/dist/transform/index.cjs') as Transform['transformSchema'],
      transformSchemaObject: (require('openapi-typescript/dist/transform/schema-object.cjs') as { default: Transform['transformSchemaObject'] }).default,
      scanDiscriminators: utils.scanDiscriminators,
      resolveRef: utils.resolveRef,
      astToString: (require('openapi-typescript/dist/lib/ts.cjs') as Pick<Transform, 'astToString'>).astToString,
    };
  }
  return transformModules;
}

export const emitTypes: Emitter = async (model, context) => {
  const printed = await printTypes(model.document, { readWriteMarkers: model.readWriteMarkers === true });
  // openapi-typescript's printer output is the canonical form of this file, as that tool ships
  // it: laying out two megabytes of types again would cost more than printing them (decisions/0003).
  return [{ path: 'types.ts', contents: fileHeader('block', model.source, context.regenerateCommand) + printed, format: 'none' }];
};

export interface TypeOptions {
  /** openapi-typescript's `readWriteMarkers` (generators/model/read-write.ts); default off. */
  readonly readWriteMarkers?: boolean;
}

/**
 * openapi-typescript's output for the document, as its printer writes it; with options at their
 * defaults, except that an object schema naming no members is open (emptyObjectsUnknown), raw bytes are typed `Blob` (binaryAsBlob), read/write markers are on
 * when asked for, a parameter described by `content` is typed by its media type's schema
 * (types-content-parameters.ts), schemas that contain themselves outside an object are typed
 * through an alias, so the file compiles (types-recursion.ts), and an object schema's `enum` is
 * read as JSON Schema reads it (types-object-enums.ts), a schema's `$defs` is no member of it
 * (types-defs.ts), and header parameters OpenAPI says to ignore are left out
 * (types-ignored-headers.ts), and a boolean `allOf`, `anyOf` or `oneOf` member is the object it means
 * (types-boolean-members.ts). Characters that act on a terminal or reorder a line, which openapi-typescript
 * prints as written, are escaped by the format stage, as in every code file (decisions/0001).
 */
export async function printTypes(bundled: { readonly [key: string]: unknown }, typeOptions: TypeOptions = {}): Promise<string> {
  const { transformSchema, scanDiscriminators, resolveRef, astToString } = loadTransform();
  const { document, originals } = typesCopy(bundled);
  const schema = document as OpenAPI3;
  const options = { silent: true };
  // openapiTS()'s context with every option at its default (openapi-typescript 7.13.0), except
  // emptyObjectsUnknown: `{type: object}` with no properties is any object in JSON Schema (the
  // server accepts and sends any members), not `Record<string, never>`, which no client could fill;
  // and defaultNonNullable, off: it made a property with a `default` required, so a client had to
  // send what the server fills in, and a `default` promises no member of an answer either.
  const context: GlobalContext = {
    additionalProperties: false,
    alphabetize: false,
    arrayLength: false,
    defaultNonNullable: false,
    discriminators: scanDiscriminators(schema, options),
    emptyObjectsUnknown: true,
    enum: false,
    enumValues: false,
    conditionalEnums: false,
    dedupeEnums: false,
    excludeDeprecated: false,
    exportType: false,
    immutable: false,
    rootTypes: false,
    rootTypesNoSchemaPrefix: false,
    rootTypesKeepCasing: false,
    injectFooter: [],
    pathParamsAsTypes: false,
    postTransform: undefined,
    propertiesRequiredByDefault: false,
    // Only openapiTS()'s lint and bundle read the Redocly config; the transform does not.
    redoc: undefined as never,
    silent: true,
    inject: undefined,
    transform: typeOverrides,
    transformProperty: undefined,
    makePathsEnum: false,
    generatePathParams: false,
    readWriteMarkers: typeOptions.readWriteMarkers === true,
    resolve($ref) {
      return resolveRef(schema, $ref, options);
    },
  };
  return unmaskPrototypeNames(astToString(hoistRecursiveSchemas(transformSchema(schema, context), originals)), originals);
}

/**
 * The copy of the document openapi-typescript is given, with the corrections printTypes lists
 * made in it, and the masked names to put back after printing. A copy: openapi-typescript writes
 * into the document it gets (maskPrototypeNames makes it), and the model's is shared with the
 * other emitters. Exported so tests compare openapiTS() with the transform on the same copy.
 */
export function typesCopy(bundled: { readonly [key: string]: unknown }): Masking {
  const { document, originals } = maskPrototypeNames(bundled);
  const copy = document as { [key: string]: unknown };
  dropResponseExtensions(document);
  contentParametersAsSchemas(document);
  alignDiscriminatorMappings(copy);
  objectEnumsAsValues(copy);
  nullConstsAsEnums(copy);
  dropSchemaDefinitions(copy);
  dropIgnoredHeaders(copy);
  additionalPropertiesBesideProperties(copy);
  // Before the required names: their walk reads allOf members as objects.
  booleanMembersAsObjects(copy);
  requiredNamesAsProperties(copy);
  return { document, originals };
}

/**
 * An operation's `responses` may carry specification extensions (`x-…`) beside its status codes;
 * they describe no answer, but openapi-typescript reads every member as a response: an extension
 * whose value is not an object (`x-foo: 3`, valid OpenAPI) made it crash, and an object one became
 * a response named `x-foo`. So its copy of the document has none. Walks every object (path items,
 * callbacks and webhooks included) and changes only a `responses` object of an operation.
 */
function dropResponseExtensions(node: unknown, key = ''): void {
  if (typeof node !== 'object' || node === null) return;
  const members = node as Record<string, unknown>;
  const responses = members['responses'];
  if ((HTTP_METHODS as readonly string[]).includes(key) && typeof responses === 'object' && responses !== null && !Array.isArray(responses)) {
    for (const name of Object.keys(responses)) if (name.startsWith('x-')) delete (responses as Record<string, unknown>)[name];
  }
  for (const [name, child] of Object.entries(members)) dropResponseExtensions(child, name);
}

/**
 * openapi-typescript types every string schema `string`, bytes included; a client sends and
 * receives those as Blob (a File is one), so a binary schema (generators/model/media.ts) is typed
 * `Blob`, with `| null` where its type allows null. Called for each schema that has a `type` and
 * for each property.
 */
export function binaryAsBlob(schema: unknown): TypeScript.TypeNode | undefined {
  if (!isBinarySchema(schema)) return undefined;
  return orNull(schema, ts.factory.createTypeReferenceNode('Blob'));
}

/** `type` with `| null` where the schema's type allows null. */
function orNull(schema: unknown, type: TypeScript.TypeNode): TypeScript.TypeNode {
  const declared = (schema as { readonly type?: unknown }).type;
  const nullable = Array.isArray(declared) && declared.includes('null');
  return nullable ? ts.factory.createUnionTypeNode([type, ts.factory.createLiteralTypeNode(ts.factory.createNull())]) : type;
}

/**
 * The types openapi-typescript gets wrong, as its `transform` option takes them (called for each
 * schema that has a `type`, and for each property): required names a schema does not declare,
 * raw bytes (binaryAsBlob), and tuples.
 */
export function typeOverrides(schema: unknown, options: TransformNodeOptions): TypeScript.TypeNode | undefined {
  return requiredNameType(schema) ?? binaryAsBlob(schema) ?? tupleWithRest(schema, options) ?? emptyArray(schema);
}

/**
 * A required name its schema does not declare (types-required.ts): any JSON value, but present,
 * so `{} | null` rather than `unknown`, which intersected with another member's `name?: string`
 * left `string | undefined`.
 */
function requiredNameType(schema: unknown): TypeScript.TypeNode | undefined {
  if (!isAddedRequiredName(schema)) return undefined;
  return ts.factory.createUnionTypeNode([ts.factory.createTypeLiteralNode([]), ts.factory.createLiteralTypeNode(ts.factory.createNull())]);
}

/**
 * `{type: array, items: false}` allows the empty array alone; openapi-typescript typed it
 * `unknown[]`, so a client could send items the server refuses (kiota treats every `items` form
 * alike too, microsoft/kiota#2502; a pass over peers' issues, 2026-11-28). Typed `[]`.
 */
function emptyArray(schema: unknown): TypeScript.TypeNode | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { type, items, prefixItems } = schema as { readonly type?: unknown; readonly items?: unknown; readonly prefixItems?: unknown };
  const isArray = type === 'array' || (Array.isArray(type) && type.length <= 2 && type.includes('array') && (type.length === 1 || type.includes('null')));
  if (!isArray || items !== false || prefixItems !== undefined) return undefined;
  return orNull(schema, ts.factory.createTupleTypeNode([]));
}

/**
 * `prefixItems` names the first items of an array; what may follow is `items` (JSON Schema
 * 2020-12): any value when it is absent, none when it is `false`. openapi-typescript types the
 * prefix alone (`[string, number]`), so a document's `items: {type: boolean}` after the prefix
 * vanished, and arrays longer than the prefix were type errors. Here the rest follows:
 * `[string, number, ...boolean[]]` (`...unknown[]` without `items`, nothing with `items: false`).
 * And `prefixItems` requires no item: an array shorter than the prefix is valid unless
 * `minItems` says otherwise, so the items past `minItems` are optional (`[string, number?]` for
 * `minItems: 1`). Typed all required, the generated server accepted `[]` and `["a"]` for a body
 * whose handler type promised two items (a red-team pass, 2026-11-28).
 */
function tupleWithRest(schema: unknown, options: TransformNodeOptions): TypeScript.TypeNode | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const { prefixItems, items, minItems } = schema as { readonly prefixItems?: unknown; readonly items?: unknown; readonly minItems?: unknown };
  if (!Array.isArray(prefixItems) || Array.isArray(items)) return undefined;
  const { transformSchemaObject } = loadTransform();
  const required = typeof minItems === 'number' && minItems >= 0 ? minItems : 0;
  const elements: TypeScript.TypeNode[] = prefixItems.map((item, index) => {
    const type = transformSchemaObject(item as SchemaObject, options);
    return index < required ? type : ts.factory.createOptionalTypeNode(type);
  });
  if (items !== false) {
    const rest = typeof items === 'object' && items !== null ? transformSchemaObject(items as SchemaObject, options) : ts.factory.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword);
    elements.push(ts.factory.createRestTypeNode(ts.factory.createArrayTypeNode(rest)));
  }
  return orNull(schema, ts.factory.createTupleTypeNode(elements));
}
