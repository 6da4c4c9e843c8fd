/**
 * The documents of the corpus that are really invalid, each with the refusal expected of it: a
 * located message (a line in the document, a JSON pointer) that names the problem. Every other
 * document in documents/ must generate. A document is never edited to pass (README.md).
 */
export interface ExpectedRefusal {
  /** Why the document is invalid, in the words of the specification. */
  readonly why: string;
  /** Matches the message of at least one problem. */
  readonly message: RegExp;
  /** The pointer of that problem. */
  readonly pointer: string;
}

export const EXPECTED_REFUSALS: Readonly<Record<string, ExpectedRefusal>> = {
  'oai-v2.0-uber.yaml': {
    why: '`$ref: Product` is a relative reference to a file named Product, which does not exist (the definitions are at #/definitions/Product)',
    message: /Can't resolve \$ref.*documents\/Product/,
    pointer: '/paths/~1products/get/responses/200/schema/items',
  },
  'readme-3.1-schema-types.yaml': {
    why: '`type: str` is not a JSON Schema type (the document keeps it on purpose, to show how a renderer copes)',
    message: /`type` can be one of the following only/,
    pointer: '/paths/~1anything~1quirks/put/requestBody/content/application~1json/schema/properties/param/type',
  },
  'readme-3.0-response-http-behavior.yaml': {
    why: 'its operations require a security scheme `api_key` that components.securitySchemes does not define (refused rather than served as an open route, decisions/0020)',
    message: /security scheme "api_key" is not defined under components\.securitySchemes/,
    pointer: '/paths/~1cache/get/security/0/api_key',
  },
  'oai-v3.0-api-with-examples.yaml': {
    why: 'line 43 closes a flow map `{` less indented than its key, which is not YAML (js-yaml, the peers\' parser, refuses it too: "deficient indentation (43:18)")',
    message: /^invalid YAML: Flow map in block collection must be sufficiently indented/,
    pointer: '',
  },
  'readme-3.0-parameters-common.yaml': {
    why: 'the path `/anything/{id}/{duplicatePathParams}/{id}` names `{id}` twice, so no router can tell the two values apart (decisions/0017)',
    message: /^path template repeats \{id\}$/,
    pointer: '/paths/~1anything~1{id}~1{duplicatePathParams}~1{id}',
  },
  'rswag-test-app-v1.json': {
    why: "a Schema Object's `required` is an array of property names (JSON Schema, which OpenAPI 3.0 adopts), and rswag wrote the Request Body's `required: true` into the schema; the document also gives a schema `type: file`, which is Swagger 2.0's and no JSON Schema type",
    message: /Expected type `array` but got `boolean`/,
    pointer: '/paths/~1blogs/post/requestBody/content/application~1json/schema/required',
  },
  'ogen-nullable-type-list-3.1.yml': {
    why: "`type: [string, null]` lists YAML's null, not the type name 'null': JSON Schema 2020-12 requires every member of a `type` array to be a string (the document writes it so on purpose, to test ogen's leniency; its other members quote 'null')",
    message: /`type` can be one of the following only/,
    pointer: '/components/schemas/Template/properties/source/type/1',
  },
  'kubb-openapi-3.1-features.yaml': {
    why: "`$ref: '#/$defs/Status'` inside a component is read from the document's root (the schema has no `$id`), where there is no `$defs`; the `$defs` it means is the enclosing schema's, which needs `#/components/schemas/PetWithDefs/$defs/Status`",
    message: /^\$ref "#\/\$defs\/Status" names nothing: this file has no such place$/,
    pointer: '/components/schemas/PetWithDefs/properties/status',
  },
  'libopenapi-burgershop.openapi.yaml': {
    why: "`SomePayload` gives `items` a list of schemas, which OpenAPI 3.0 forbids (its `items` MUST be an object, not an array; a schema per position is 3.1's `prefixItems`); its `Drink` discriminator also maps `drink` to \"some value\", which names no schema",
    message: /^`items` must be object,boolean/,
    pointer: '/components/schemas/SomePayload/items',
  },
  'libopenapi-circular-tests.yaml': {
    why: '`Two` lists `oneOf`, `allOf` and `anyOf` under `properties`, where each names a property whose value must be a schema, not a list (the keywords are indented one level too deep)',
    message: /Expected type `Schema` \(object\) but got `array`/,
    pointer: '/components/schemas/Two/properties/oneOf',
  },
  'hey-api-3.1-dynamicref-fallback.yaml': {
    why: "AmbiguousNode and AmbiguousOther both declare `$dynamicAnchor: ambiguousType` in one schema resource (the document has no `$id`), so `#ambiguousType` names two schemas and the server's validator cannot compile the reference (the document means it so: its property is named `unresolvable`)",
    message: /^a server generated from this document would not start: reference "#ambiguousType" resolves to more than one schema$/,
    pointer: '/components/schemas/AmbiguousOther',
  },
  'oai-v3.1-path-key-fragment.yaml': {
    why: 'the path `/foo#fragment` passes OpenAPI\'s schema, but `#` starts a URL\'s fragment, which no request carries to a server: the operation could never be routed as published (decisions/0017)',
    message: /^path "\/foo#fragment" contains "\?" or "#"$/,
    pointer: '/paths/~1foo#fragment',
  },
};

/**
 * A warning a document that generates is expected to have: the corpus holds documents written to
 * test a tool's edges, and some of what they write is a contract no value can meet.
 */
export interface ExpectedWarning {
  /** Why the document earns it. */
  readonly why: string;
  /** Matches the warning's message. */
  readonly message: RegExp;
  /** The pointer of that warning. */
  readonly pointer: string;
}

/**
 * Warnings whose every occurrence in the corpus is listed in EXPECTED_WARNINGS: a document that
 * gains one not listed there is a change in what the loader reads, to be checked and listed (or
 * fixed). Schemas no value can satisfy (generators/load/unsatisfiable-schemas.ts).
 */
export const LISTED_WARNINGS = /is refused by its own schema|lists an? values? its own schema refuses|leave no (?:number|integer) between them|is greater than `max|is required and declared `false`|but `maxProperties` is/;

export const EXPECTED_WARNINGS: Readonly<Record<string, readonly ExpectedWarning[]>> = {
  'hey-api-3.1-schema-const.yaml': [
    {
      why: '`garply` is `type: integer` with `const: 10n`, a JavaScript BigInt literal that YAML reads as the text "10n": no value is both, so the server refuses every body holding `garply`, while the types offered `"10n"`',
      message: /^`const: "10n"` is refused by its own schema \(type integer\), so no value can pass this schema$/,
      pointer: '/components/schemas/Foo/properties/garply/const',
    },
    {
      why: '`integerUint64` likewise writes its `const` as the text "18446744073709551615n" beside `type: integer`',
      message: /^`const: "18446744073709551615n"` is refused by its own schema \(type integer\)/,
      pointer: '/components/schemas/Foo/properties/integerUint64/const',
    },
  ],
  'kubb-discriminator-3.1.yaml': [
    {
      why: '`MixedValueTypeConst.foobar` is `type: number` with `const: "foobar"` (its description says "This probably should fail miserably")',
      message: /^`const: "foobar"` is refused by its own schema \(type number\)/,
      pointer: '/components/schemas/MixedValueTypeConst/properties/foobar/const',
    },
  ],
};
