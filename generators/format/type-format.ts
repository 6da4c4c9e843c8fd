/**
 * A formatter for the small family of TypeScript declarations the emitters generate by the
 * thousand (`type X = ...;`, `export type X<P extends A = B> = ...;`, interfaces of method and
 * property signatures), giving exactly what prettier gives with the pinned options — without
 * parsing with a full TypeScript parser. The statement is read by a small parser and turned
 * into the same layout document prettier's printer builds for it (the rules of prettier 3.10's
 * estree printer: assignment layouts, type arguments, unions, method signatures, type
 * literals, JSDoc comments), which prettier's own document printer then lays out.
 *
 * Anything outside that family (or a construct this file does not know) makes `formatType
 * Declaration` return undefined, and the caller formats that statement with prettier.
 * test/generators/type-format.test.ts compares the two on real documents and on generated ones.
 */
import { createRequire } from 'node:module';
import type * as PrettierDoc from 'prettier/doc';
import { prettierNumberText, requote, PRINT_WIDTH } from './data-literal.js';

type Doc = PrettierDoc.builders.Doc;

const { builders, printer } = createRequire(import.meta.url)('prettier/doc') as typeof PrettierDoc;
const { align, group, hardline, ifBreak, indent, indentIfBreak, join, line, lineSuffixBoundary, softline } = builders;

/** `text` (one declaration, optionally preceded by doc comments) formatted as prettier would, without a final newline; undefined when not supported. */
export function formatTypeDeclaration(text: string): string | undefined {
  let statement: Statement;
  try {
    statement = new Parser(text).statement();
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
  return printer.printDocToString(statementDoc(statement), { printWidth: PRINT_WIDTH, tabWidth: 2, useTabs: false } as never).formatted;
}

// ---------------------------------------------------------------------------------------------
// The syntax tree: only what the emitters write.

type TypeNode =
  | { readonly kind: 'keyword'; readonly text: string }
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'reference'; readonly name: string; readonly args?: readonly TypeNode[] }
  | { readonly kind: 'indexed'; readonly object: TypeNode; readonly index: TypeNode }
  | { readonly kind: 'array'; readonly element: TypeNode }
  | { readonly kind: 'union'; readonly types: readonly TypeNode[] }
  | { readonly kind: 'object'; readonly members: readonly Member[]; readonly expanded: boolean };

type Member =
  | { readonly kind: 'property'; readonly comments: readonly string[]; readonly readonly: boolean; readonly key: string; readonly optional: boolean; readonly type: TypeNode }
  | { readonly kind: 'method'; readonly comments: readonly string[]; readonly key: string; readonly parameter?: Parameter; readonly returns: TypeNode };

/** A method's only parameter; `rest` for `...name: T`. */
interface Parameter {
  readonly name: string;
  readonly rest: boolean;
  readonly type: TypeNode;
}

interface TypeParameter {
  readonly name: string;
  readonly constraint?: TypeNode;
  readonly fallback?: TypeNode;
}

type Statement =
  | { readonly kind: 'alias'; readonly comments: readonly string[]; readonly exported: boolean; readonly name: string; readonly parameter?: TypeParameter; readonly type: TypeNode }
  | { readonly kind: 'interface'; readonly comments: readonly string[]; readonly exported: boolean; readonly name: string; readonly parameter?: TypeParameter; readonly members: readonly Member[] };

/** TypeScript's keyword types (prettier prints them as keywords, not references). */
const KEYWORDS = new Set(['any', 'unknown', 'number', 'bigint', 'boolean', 'string', 'symbol', 'void', 'undefined', 'null', 'never', 'object', 'intrinsic']);

class Unsupported extends Error {}

// ---------------------------------------------------------------------------------------------
// Reading.

type Token = { readonly kind: 'identifier' | 'string' | 'number' | 'punctuation' | 'comment' | 'end'; readonly text: string; readonly newlineBefore: boolean };

const TOKEN = /\s*(?:(\/\*[\s\S]*?\*\/)|([A-Za-z_$][\w$]*)|('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|(\.\.\.|[<>[\](){}|&,;:?=]))/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  TOKEN.lastIndex = 0;
  while (position < text.length) {
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(text);
    if (match === null) {
      if (/^\s*$/.test(text.slice(position))) break;
      throw new Unsupported();
    }
    const newlineBefore = match[0].slice(0, match[0].length - (match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5] ?? '').length).includes('\n');
    if (match[1] !== undefined) tokens.push({ kind: 'comment', text: match[1], newlineBefore });
    else if (match[2] !== undefined) tokens.push({ kind: 'identifier', text: match[2], newlineBefore });
    else if (match[3] !== undefined) tokens.push({ kind: 'string', text: match[3], newlineBefore });
    else if (match[4] !== undefined) tokens.push({ kind: 'number', text: match[4], newlineBefore });
    else tokens.push({ kind: 'punctuation', text: match[5]!, newlineBefore });
    position = TOKEN.lastIndex;
  }
  tokens.push({ kind: 'end', text: '', newlineBefore: false });
  return tokens;
}

class Parser {
  readonly #tokens: Token[];
  #index = 0;

  constructor(text: string) {
    this.#tokens = tokenize(text);
  }

  statement(): Statement {
    const comments = this.comments();
    const exported = this.accept('export');
    let statement: Statement;
    if (this.accept('type')) {
      const name = this.identifier();
      const parameter = this.typeParameter();
      this.expect('=');
      const type = this.type();
      this.expect(';');
      statement = { kind: 'alias', comments, exported, name, ...(parameter ? { parameter } : {}), type };
    } else if (this.accept('interface')) {
      const name = this.identifier();
      const parameter = this.typeParameter();
      this.expect('{');
      const members = this.members('}', true);
      statement = { kind: 'interface', comments, exported, name, ...(parameter ? { parameter } : {}), members };
    } else {
      throw new Unsupported();
    }
    if (this.peek().kind !== 'end') throw new Unsupported();
    return statement;
  }

  comments(): string[] {
    const comments: string[] = [];
    while (this.peek().kind === 'comment') comments.push(this.next().text);
    for (const comment of comments) if (!supportedComment(comment)) throw new Unsupported();
    return comments;
  }

  typeParameter(): TypeParameter | undefined {
    if (!this.accept('<')) return undefined;
    const name = this.identifier();
    const constraint = this.accept('extends') ? this.type() : undefined;
    const fallback = this.accept('=') ? this.type() : undefined;
    this.expect('>');
    return { name, ...(constraint ? { constraint } : {}), ...(fallback ? { fallback } : {}) };
  }

  /** Members up to `close`; in an interface every member ends with `;`. */
  members(close: string, interfaceBody: boolean): Member[] {
    const members: Member[] = [];
    while (!this.accept(close)) {
      const comments = this.comments();
      const readonly = this.peek().text === 'readonly' && this.peekAt(1).kind !== 'punctuation' ? (this.next(), true) : false;
      const key = this.key();
      let member: Member;
      if (!readonly && this.accept('(')) {
        let parameter: Parameter | undefined;
        if (!this.accept(')')) {
          const rest = this.accept('...');
          const name = this.identifier();
          this.expect(':');
          parameter = { name, rest, type: this.type() };
          this.expect(')');
        }
        this.expect(':');
        member = { kind: 'method', comments, key, ...(parameter ? { parameter } : {}), returns: this.type() };
      } else {
        const optional = this.accept('?');
        this.expect(':');
        member = { kind: 'property', comments, readonly, key, optional, type: this.type() };
      }
      members.push(member);
      if (this.accept(';') || this.accept(',')) continue;
      if (interfaceBody || this.peek().text !== close) throw new Unsupported();
    }
    return members;
  }

  key(): string {
    const token = this.next();
    if (token.kind === 'identifier') return token.text;
    if (token.kind === 'string') return requote(asDoubleQuoted(token.text));
    if (token.kind === 'number' && !token.text.startsWith('-')) return token.text;
    throw new Unsupported();
  }

  type(): TypeNode {
    this.accept('|');
    const types = [this.postfix()];
    while (this.accept('|')) types.push(this.postfix());
    if (this.peek().text === '&') throw new Unsupported();
    return types.length === 1 ? types[0]! : { kind: 'union', types };
  }

  postfix(): TypeNode {
    let type = this.primary();
    while (this.peek().text === '[') {
      this.next();
      if (this.accept(']')) type = { kind: 'array', element: type };
      else {
        type = { kind: 'indexed', object: type, index: this.type() };
        this.expect(']');
      }
    }
    return type;
  }

  primary(): TypeNode {
    const token = this.next();
    switch (token.kind) {
      case 'identifier': {
        if (KEYWORDS.has(token.text)) return { kind: 'keyword', text: token.text };
        if (this.peek().kind === 'identifier' || this.peek().kind === 'string') throw new Unsupported(); // typeof, keyof, readonly, ...
        if (!this.accept('<')) return { kind: 'reference', name: token.text };
        const args = [this.type()];
        while (this.accept(',')) args.push(this.type());
        this.expect('>');
        return { kind: 'reference', name: token.text, args };
      }
      case 'string':
        return { kind: 'literal', text: requote(asDoubleQuoted(token.text)) };
      case 'number':
        return { kind: 'literal', text: prettierNumberText(token.text) };
      case 'punctuation':
        if (token.text === '(') {
          const type = this.type();
          this.expect(')');
          return type;
        }
        if (token.text === '{') {
          const expanded = this.peek().newlineBefore;
          return { kind: 'object', members: this.members('}', false), expanded };
        }
        throw new Unsupported();
      default:
        throw new Unsupported();
    }
  }

  identifier(): string {
    const token = this.next();
    if (token.kind !== 'identifier') throw new Unsupported();
    return token.text;
  }

  peek(): Token {
    return this.#tokens[this.#index]!;
  }

  peekAt(offset: number): Token {
    return this.#tokens[Math.min(this.#index + offset, this.#tokens.length - 1)]!;
  }

  next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.#index += 1;
    return token;
  }

  accept(text: string): boolean {
    const token = this.peek();
    if (token.kind === 'string' || token.kind === 'comment' || token.text !== text) return false;
    this.#index += 1;
    return true;
  }

  expect(text: string): void {
    if (!this.accept(text)) throw new Unsupported();
  }
}

function asDoubleQuoted(token: string): string {
  if (token.startsWith('"')) return token;
  return JSON.stringify(JSON.parse(`"${token.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`));
}


/**
 * Doc comments as the emitters write them: one line, or `/**` + lines starting with `*` +
 * ` *\/`, no trailing spaces (prettier keeps a markdown double-space break; not handled here).
 */
function supportedComment(comment: string): boolean {
  if (!comment.startsWith('/**')) return false;
  const lines = comment.split('\n');
  return lines.every((text) => !/[ \t]$/.test(text)) && (lines.length === 1 || lines.slice(1).every((text) => text.trimStart().startsWith('*')));
}

// ---------------------------------------------------------------------------------------------
// Printing: the documents prettier's estree printer builds for these nodes.

/** Where a type is printed; decides union layout and parentheses. */
type Place = 'alias' | 'annotation' | 'typeArgument' | 'unionMember' | 'arrayElement' | 'indexObject' | 'indexValue';

function statementDoc(statement: Statement): Doc {
  const body = statement.kind === 'alias' ? aliasDoc(statement) : interfaceDoc(statement);
  return withComments(statement.comments, [statement.exported ? 'export ' : '', body]);
}

function withComments(comments: readonly string[], doc: Doc): Doc {
  return comments.length === 0 ? doc : [...comments.map((comment) => [commentDoc(comment), hardline]), doc];
}

/** A JSDoc-style block comment: every line after the first re-indented one space past the code. */
function commentDoc(comment: string): Doc {
  const value = comment.slice(2, -2);
  if (!value.includes('\n')) return comment;
  const lines = `*${value}*`.split('\n').map((text) => text.trimStart());
  return ['/', ...lines.map((text, index) => (index === 0 ? [text.trimEnd(), hardline] : index === lines.length - 1 ? [' ', text] : [' ', text.trimEnd(), hardline])), '/'];
}

function typeParameterDoc(parameter: TypeParameter | undefined): Doc {
  if (parameter === undefined) return '';
  const parts: Doc[] = [parameter.name];
  if (parameter.constraint !== undefined) {
    const id = Symbol('constraint');
    parts.push(' extends', group(indent(line), { id }), lineSuffixBoundary, indentIfBreak(typeDoc(parameter.constraint, 'annotation'), { groupId: id }));
  }
  if (parameter.fallback !== undefined) {
    const id = Symbol('default');
    parts.push(' =', group(indent(line), { id }), lineSuffixBoundary, indentIfBreak(typeDoc(parameter.fallback, 'annotation'), { groupId: id }));
  }
  // A lone type parameter is not "simple": the list is a group with a trailing comma when broken.
  return group(['<', indent([softline, group(parts)]), ifBreak(','), softline, '>']);
}

function aliasDoc(statement: Extract<Statement, { kind: 'alias' }>): Doc {
  const left: Doc = ['type ', statement.name, typeParameterDoc(statement.parameter)];
  const right = statement.type;
  if (right.kind === 'union' && !shouldHugUnion(right)) {
    return [group([group(left), ' =', group(indent([line, typeDoc(right, 'alias', true)]))]), ';'];
  }
  const id = Symbol('assignment');
  return [group([group(left), ' =', group(indent(line), { id }), lineSuffixBoundary, indentIfBreak(typeDoc(right, 'alias'), { groupId: id })]), ';'];
}

function interfaceDoc(statement: Extract<Statement, { kind: 'interface' }>): Doc {
  const members = statement.members.map((member) => [memberDoc(member), ';']);
  const body = members.length === 0 ? '{}' : ['{', indent([hardline, join(hardline, members)]), hardline, '}'];
  return ['interface ', statement.name, typeParameterDoc(statement.parameter), ' ', body];
}

/** A member without its separator. */
function memberDoc(member: Member): Doc {
  if (member.kind === 'property') {
    return withComments(member.comments, group([member.readonly ? 'readonly ' : '', member.key, member.optional ? '?' : '', ': ', typeDoc(member.type, 'annotation')]));
  }
  const { parameter: only } = member;
  const parameter: Doc = only === undefined ? '' : [only.rest ? '...' : '', only.name, ': ', typeDoc(only.type, 'annotation')];
  // No trailing comma after a rest parameter: it must be the last, and `...a: T,` is a syntax error.
  const parameters: Doc = only === undefined ? '()' : ['(', indent([softline, parameter]), only.rest ? '' : ifBreak(','), softline, ')'];
  return withComments(member.comments, group([member.key, parameters, group([': ', typeDoc(member.returns, 'annotation')])]));
}

function typeDoc(type: TypeNode, place: Place, breakAfterOperator = false): Doc {
  switch (type.kind) {
    case 'keyword':
    case 'literal':
      return type.text;
    case 'reference':
      return type.args === undefined ? type.name : [type.name, typeArgumentsDoc(type.args)];
    case 'indexed':
      return [typeDoc(type.object, 'indexObject'), '[', typeDoc(type.index, 'indexValue'), ']'];
    case 'array':
      return [typeDoc(type.element, 'arrayElement'), '[]'];
    case 'union':
      return unionDoc(type, place, breakAfterOperator);
    case 'object':
      return objectDoc(type);
  }
}

function typeArgumentsDoc(args: readonly TypeNode[]): Doc {
  if (args.length === 1 && shouldHugType(args[0]!)) return ['<', typeDoc(args[0]!, 'typeArgument'), '>'];
  return group(['<', indent([softline, join([',', line], args.map((arg) => typeDoc(arg, 'typeArgument')))]), softline, '>']);
}

function unionDoc(union: Extract<TypeNode, { kind: 'union' }>, place: Place, breakAfterOperator: boolean): Doc {
  if (shouldHugUnion(union)) return join(' | ', union.types.map((type) => typeDoc(type, 'unionMember')));
  const members = group(union.types.map((type, index) => [index === 0 ? ifBreak('| ') : [line, '| '], align(2, typeDoc(type, 'unionMember'))]));
  if (place === 'unionMember' || place === 'arrayElement' || place === 'indexObject') return ['(', group([indent([softline, members]), softline]), ')'];
  if (breakAfterOperator || place === 'typeArgument') return members;
  return group(indent([softline, members]));
}

function objectDoc(object: Extract<TypeNode, { kind: 'object' }>): Doc {
  if (object.members.length === 0) return '{}';
  const last = object.members.length - 1;
  const members = object.members.map((member, index) => [memberDoc(member), index === last ? ifBreak(';') : ';']);
  return group(['{', indent([line, join(line, members)]), line, '}'], { shouldBreak: object.expanded });
}

function isSimple(type: TypeNode): boolean {
  return type.kind === 'keyword' || type.kind === 'literal' || (type.kind === 'reference' && type.args === undefined);
}

function shouldHugType(type: TypeNode): boolean {
  return isSimple(type) || type.kind === 'object' || (type.kind === 'union' && shouldHugUnion(type));
}

/** `{ ... } | null`: one object-like type (a literal or a reference) and only `null`/`void` besides. */
function shouldHugUnion(union: Extract<TypeNode, { kind: 'union' }>): boolean {
  const objectLike = union.types.find((type) => type.kind === 'object' || type.kind === 'reference');
  if (objectLike === undefined) return false;
  return union.types.every((type) => type === objectLike || (type.kind === 'keyword' && (type.text === 'null' || type.text === 'void')));
}

// ---------------------------------------------------------------------------------------------
// Files made of such declarations.

export interface Declaration {
  /** One statement with its doc comments, as generated (any layout). */
  readonly text: string;
  /** A blank line separates it from the statement before. */
  readonly blankBefore: boolean;
}

export interface DeclarationParts {
  /** The statements as generated, one blank line where `blankBefore` says (what prettier gets otherwise). */
  readonly raw: string;
  /**
   * The same statements for GeneratedFile.parts: runs of statements this file can format, already
   * formatted, and the others as generated, for the writer's prettier. Each part ends with a blank
   * line when the statement after it wants one.
   */
  readonly parts: GeneratedPartLike[];
}

interface GeneratedPartLike {
  readonly text: string;
  readonly formatted?: boolean;
}

/**
 * `declarations` as parts; `blankAfter` says whether a blank line follows the last one (before
 * whatever comes next in the file). A blank line before the first is the caller's to write.
 */
export function declarationParts(declarations: readonly Declaration[], blankAfter: boolean): DeclarationParts {
  const parts: GeneratedPartLike[] = [];
  let raw = '';
  let run = '';
  let runFormatted = true;
  const flush = (): void => {
    if (run !== '') parts.push(runFormatted ? { text: run, formatted: true } : { text: run });
    run = '';
  };
  declarations.forEach((declaration, index) => {
    const next = declarations[index + 1];
    const gap = (next === undefined ? blankAfter : next.blankBefore) ? '\n\n' : '\n';
    const text = declaration.text.replace(/\n+$/, '');
    raw += `${text}${gap}`;
    const formatted = formatTypeDeclaration(text);
    if ((formatted !== undefined) !== runFormatted) flush();
    runFormatted = formatted !== undefined;
    run += `${formatted ?? text}${gap}`;
  });
  flush();
  return { raw, parts };
}
