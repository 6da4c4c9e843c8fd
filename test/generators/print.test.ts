/** Table-driven tests for the one sanitiser, the one escaper, ordering and headers. */
import { describe, expect, it } from 'vitest';
import { IdentifierAllocator, isSafeIdentifier, toCamelIdentifier, toPascalIdentifier } from '../../generators/print/sanitize.js';
import { escapeCommentText, jsDocBlock, markdownCodeBlock, markdownCodeSpan, singleQuotedLiteral, stringLiteral } from '../../generators/print/escape.js';
import { compareCodeUnits } from '../../generators/print/order.js';
import { escapedInCode, escapedInHtml } from '../../generators/shared/printable-text.js';
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

  it('numbers many requests for one name in linear time, skipping numbers already given (each request tried from 2: 16,000 took 26 s)', () => {
    const allocator = new IdentifierAllocator(['x3']);
    expect(['x', 'x', 'x', 'x2', 'x'].map((name) => allocator.allocate(name))).toEqual(['x', 'x2', 'x4', 'x22', 'x5']);
    const many = new IdentifierAllocator();
    const started = performance.now();
    const names = Array.from({ length: 20_000 }, () => many.allocate('RecursiveA'));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(names.slice(0, 3)).toEqual(['RecursiveA', 'RecursiveA2', 'RecursiveA3']);
    expect(names.at(-1)).toBe('RecursiveA20000');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('escapeCommentText', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['comment close', { given: 'a */ b', want: 'a *\\/ b' }],
    ['comment open', { given: 'a /* b', want: 'a /\\* b' }],
    ['CRLF and CR', { given: 'a\r\nb\rc', want: 'a\nb\nc' }],
    ['line and paragraph separators', { given: 'a\u2028b\u2029c', want: 'a\nb\nc' }],
    ['control characters dropped', { given: 'a\u0000b\u001bc', want: 'abc' }],
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

describe('markdownCodeSpan / markdownCodeBlock', () => {
  it('fences any text one backtick longer than its longest run', () => {
    expect(markdownCodeSpan('a `` b')).toBe('```a `` b```');
    expect(markdownCodeSpan('`a`')).toBe('`` `a` ``');
    expect(markdownCodeBlock('js', 'x ```` y')).toBe('`````js\nx ```` y\n`````');
  });

  // The fence was Math.max(...runs): one argument per run, which overflowed the stack on a
  // document path of 200,000 runs, and the docs emitter that wrote it failed.
  it('fences text of 200,000 backtick runs', () => {
    const text = `/a${'`x'.repeat(200_000)}`;
    expect(markdownCodeSpan(text)).toBe(`\`\`${text}\`\``);
    expect(markdownCodeBlock('', text).startsWith('```\n/a`x')).toBe(true);
  });
});

describe('stringLiteral', () => {
  const cases: [string, { given: string; want: string }][] = [
    ['double quote', { given: 'a"b', want: '"a\\"b"' }],
    ['backslash', { given: 'a\\b', want: '"a\\\\b"' }],
    ['template syntax stays inert', { given: '${x} `y`', want: '"${x} `y`"' }],
    ['newline', { given: 'a\nb', want: '"a\\nb"' }],
    ['U+2028/2029', { given: 'a\u2028b\u2029', want: '"a\\u2028b\\u2029"' }],
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
  ];
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(singleQuotedLiteral(given)).toBe(want);
    expect(new Function(`return ${singleQuotedLiteral(given)};`)()).toBe(given);
  });
});

describe('escapedInCode', () => {
  const RLO = '\u202E';
  /** The value of a JavaScript string literal written as `source`. */
  const valueOf = (source: string): unknown => new Function(`return ${source};`)();

  it('writes direction controls, C1 controls and DEL as escapes with the same value in strings, templates and JSON', () => {
    for (const source of [`"a${RLO}b"`, `'a\u2066b\u0085c\u007F'`, `\`x${RLO}\${1}\``, `"\\\\${RLO}"`]) {
      const escaped = escapedInCode(source);
      expect(escaped).not.toMatch(/[\u007F-\u009F\u202A-\u202E\u2066-\u2069]/);
      expect(valueOf(escaped)).toBe(valueOf(source));
    }
    expect(escapedInCode(`{"k${RLO}":"v"}`)).toBe('{"k\\u202E":"v"}');
    expect(JSON.parse(escapedInCode(`{"k${RLO}":"v"}`))).toEqual({ [`k${RLO}`]: 'v' });
  });

  it('writes C0 controls as escapes too, but tab, line feed and carriage return', () => {
    const source = '"a\u001b]0;t\u0007b" /* c\u001bd */\n\tx\r\n';
    expect(escapedInCode(source)).toBe('"a\\u001B]0;t\\u0007b" /* c\\u001Bd */\n\tx\r\n');
    expect(valueOf(escapedInCode('"a\u001b\u000bb"'))).toBe('a\u001b\u000bb');
  });

  it('drops the backslash that escaped the character itself, so the value stays the same', () => {
    // `\` then U+202E is U+202E; `\\u202E` would have been a backslash and "u202E".
    const source = `"\\${RLO}"`;
    expect(escapedInCode(source)).toBe('"\\u202E"');
    expect(valueOf(escapedInCode(source))).toBe(RLO);
  });

  it('keeps a line continuation by U+2028 empty, as it was', () => {
    const source = '"a\\\u2028b"';
    expect(valueOf(source)).toBe('ab');
    expect(escapedInCode(source)).toBe('"ab"');
  });

  it('has an HTML form: numeric character references, tab, line feed and carriage return kept', () => {
    expect(escapedInHtml(`<p>a${RLO}b\u001bc\u0085\td</p>\r\n`)).toBe('<p>a&#x202E;b&#x1B;c&#x85;\td</p>\r\n');
  });

  it('leaves comments readable and other text as it is', () => {
    expect(escapedInCode(`/** List${RLO}items */`)).toBe('/** List\\u202Eitems */');
    const plain = 'const a = "caf\u00e9\t";\n';
    expect(escapedInCode(plain)).toBe(plain);
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
    // `*/` ends nothing in HTML or Markdown: a path holding it is written as typed, so the command pastes.
    expect(fileHeader('html', 'specs/*/api.yaml', "mtc generate --spec 'specs/*/api.yaml'")).toBe("<!-- Generated from specs/*/api.yaml by mtc generate --spec 'specs/*/api.yaml'. Do not edit. -->\n");
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
