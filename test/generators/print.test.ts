/** Table-driven tests for the one sanitiser, the one escaper, ordering and headers. */
import { describe, expect, it } from 'vitest';
import { IdentifierAllocator, isSafeIdentifier, toCamelIdentifier, toPascalIdentifier } from '../../generators/print/sanitize.js';
import { escapeCommentText, jsDocBlock, singleQuotedLiteral, stringLiteral } from '../../generators/print/escape.js';
import { compareCodeUnits } from '../../generators/print/order.js';
import { fileHeader, headerStyleFor } from '../../generators/print/header.js';
import { VariableDeclarationKind } from 'ts-morph';
import { createSourceFile, sourceFileText } from '../../generators/print/project.js';

describe('toCamelIdentifier / toPascalIdentifier', () => {
  const cases: [string, { camel: string; pascal: string }][] = [
    ['listMovies', { camel: 'listMovies', pascal: 'ListMovies' }],
    ['list movies', { camel: 'listMovies', pascal: 'ListMovies' }],
    ['list_movies-by.id', { camel: 'listMoviesById', pascal: 'ListMoviesById' }],
    ['GetHTTPStatus', { camel: 'getHttpStatus', pascal: 'GetHttpStatus' }],
    ['delete', { camel: 'delete_', pascal: 'Delete' }],
    ['class', { camel: 'class_', pascal: 'Class' }],
    ['__proto__', { camel: 'proto', pascal: 'Proto' }],
    ['constructor', { camel: 'constructor_', pascal: 'Constructor' }],
    ['prototype', { camel: 'prototype_', pascal: 'Prototype' }],
    // A client with a `then` method would be a thenable: `await`ing it would send that call and hang.
    ['then', { camel: 'then_', pascal: 'Then' }],
    ['123 go', { camel: '_123Go', pascal: '_123Go' }],
    ['', { camel: 'unnamed', pascal: 'unnamed' }],
    ['*/ ${evil} `x`', { camel: 'evilX', pascal: 'EvilX' }],
    // Accents are dropped, not the letters they sit on; other scripts, emoji and symbols go.
    ['émoji 🎬 only', { camel: 'emojiOnly', pascal: 'EmojiOnly' }],
    ['ünïcödé-名前', { camel: 'unicode', pascal: 'Unicode' }],
    ['Café crème', { camel: 'cafeCreme', pascal: 'CafeCreme' }],
    ['ＦＵＬＬ ｗｉｄｔｈ', { camel: 'fullWidth', pascal: 'FullWidth' }],
    ['string', { camel: 'string_', pascal: 'String_' }],
  ];
  it.each(cases)('%j', (given, want) => {
    expect(toCamelIdentifier(given)).toBe(want.camel);
    expect(toPascalIdentifier(given)).toBe(want.pascal);
    expect(isSafeIdentifier(toCamelIdentifier(given))).toBe(true);
    expect(isSafeIdentifier(toPascalIdentifier(given))).toBe(true);
  });
});

describe('IdentifierAllocator', () => {
  it('keeps the first and numbers later duplicates in request order', () => {
    const allocator = new IdentifierAllocator(['reserved']);
    expect(['a', 'a', 'b', 'a', 'reserved'].map((name) => allocator.allocate(name))).toEqual(['a', 'a2', 'b', 'a3', 'reserved2']);
  });
});

describe('escapeCommentText', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['comment close', { given: 'a */ b', want: 'a *\\/ b' }],
    ['comment open', { given: 'a /* b', want: 'a /\\* b' }],
    ['CRLF and CR', { given: 'a\r\nb\rc', want: 'a\nb\nc' }],
    ['line and paragraph separators', { given: 'a\u2028b\u2029c', want: 'a\nb\nc' }],
    ['control characters dropped', { given: 'a\u0000b\u001bc', want: 'abc' }],
    // What would act on a terminal showing the file or reorder the line a reviewer reads ("Trojan Source").
    ['C1 controls and bidirectional overrides dropped', { given: 'a\u009bb\u202ec\u2066d\u2069', want: 'abcd' }],
    ['right-to-left marks kept (prose needs them)', { given: 'שלום\u200F.', want: 'שלום\u200F.' }],
    ['plain text untouched', { given: 'Returns `data` with ${x}', want: 'Returns `data` with ${x}' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(escapeCommentText(given)).toBe(want);
  });

  it('builds a JSDoc block that a parser reads as one comment', () => {
    const block = jsDocBlock('first */ x = 1; /*\nsecond');
    expect(block).toBe('/**\n * first *\\/ x = 1; /\\*\n * second\n */');
    expect(jsDocBlock('   ')).toBe('');
  });
});

describe('stringLiteral', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['double quote', { given: 'a"b', want: '"a\\"b"' }],
    ['backslash', { given: 'a\\b', want: '"a\\\\b"' }],
    ['template syntax stays inert', { given: '${x} `y`', want: '"${x} `y`"' }],
    ['newline', { given: 'a\nb', want: '"a\\nb"' }],
    ['U+2028/2029', { given: 'a\u2028b\u2029', want: '"a\\u2028b\\u2029"' }],
    ['bidirectional controls and C1 escaped, the same value; right-to-left marks kept', { given: 'a\u202eb\u200fc\u0085', want: '"a\\u202eb\u200fc\\u0085"' }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(stringLiteral(given)).toBe(want);
    // Round trip: evaluating the literal as JSON gives the input back.
    expect(JSON.parse(stringLiteral(given))).toBe(given);
  });
});

describe('singleQuotedLiteral', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['double quotes need no escape', { given: '{"a":"b"}', want: `'{"a":"b"}'` }],
    ['single quote', { given: "it's", want: `'it\\'s'` }],
    ['backslash before a quote (a JSON escape)', { given: '"a\\"b\\\\"', want: `'"a\\\\"b\\\\\\\\"'` }],
    ['template syntax stays inert', { given: '${x} `y`', want: "'${x} `y`'" }],
    ['line breaks', { given: 'a\r\nb', want: `'a\\r\\nb'` }],
    ['U+2028/2029 and a lone surrogate', { given: 'a\u2028b\u2029\uD800', want: `'a\\u2028b\\u2029\\ud800'` }],
    ['bidirectional controls and C1 escaped, after a backslash too', { given: '\\\u202e\u0085', want: `'\\\\\\u202e\\u0085'` }],
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(singleQuotedLiteral(given)).toBe(want);
    expect(new Function(`return ${singleQuotedLiteral(given)};`)()).toBe(given);
  });
});

describe('compareCodeUnits', () => {
  it('sorts by UTF-16 code units, independent of locale', () => {
    expect(['b', 'B', 'a', 'é', 'Z', '_'].sort(compareCodeUnits)).toEqual(['B', 'Z', '_', 'a', 'b', 'é']);
  });
});

describe('fileHeader', () => {
  it('names source and command without timestamps, in the comment syntax of the file', () => {
    expect(fileHeader('block', 'spec/openapi.yaml', 'npm run generate')).toBe('/**\n * Generated from spec/openapi.yaml by npm run generate. Do not edit.\n */\n\n');
    expect(fileHeader('html', 'a.yaml', 'x --> y')).toBe('<!-- Generated from a.yaml by x - -> y. Do not edit. -->\n');
    // Only what ends or opens a comment is broken up: a command's `--` reads as typed.
    expect(fileHeader('html', 'a--b.yaml', 'npm run generate -- --spec a--b.yaml <!-- --!>')).toBe('<!-- Generated from a--b.yaml by npm run generate -- --spec a--b.yaml <!- - - -!>. Do not edit. -->\n');
    expect(headerStyleFor('docs/index.html')).toBe('html');
    expect(headerStyleFor('runtime/x.ts')).toBe('block');
    expect(headerStyleFor('openapi.json')).toBeUndefined();
  });

  it('cannot be closed early by the source path', () => {
    expect(fileHeader('block', 'evil */ x', 'npm run generate')).not.toContain('evil */');
  });
});

describe('createSourceFile / sourceFileText', () => {
  it('prints with the pinned settings: two spaces, single quotes, LF, one trailing newline', () => {
    const file = createSourceFile('x.ts');
    file.addInterface({ name: 'A', isExported: true, properties: [{ name: 'b', type: 'string' }] });
    file.addVariableStatement({ declarationKind: VariableDeclarationKind.Const, declarations: [{ name: 'c', initializer: (writer) => writer.quote('d') }] });
    const text = sourceFileText(file);
    expect(text).toBe("export interface A {\n  b: string;\n}\n\nconst c = 'd';\n");
  });

  it('gives every call a fresh project, so nothing carries over between runs', () => {
    const first = createSourceFile('same.ts');
    first.addStatements('const leftover = 1;');
    expect(sourceFileText(createSourceFile('same.ts'))).toBe('\n');
  });
});
