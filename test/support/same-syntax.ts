/**
 * Whether two TypeScript texts are the same program apart from layout: the same syntax tree once
 * comments, white space, trailing commas, type members' separators and grouping parentheses are
 * set aside. A runtime copy in generated output is the runtime's source with a header, then
 * formatted (generators/emit/runtime.ts): the formatter breaks lines and adds trailing commas and
 * parentheses, none of which changes what the compiler checks. Parentheses only group, and the
 * tree's shape already says how: `(a + b) * c` and `a + b * c` are different trees either way.
 */
import ts from 'typescript';

/**
 * Comments that the compiler reads: `@ts-expect-error`, `@ts-ignore`, `@ts-nocheck` and triple-slash
 * directives. Moved by formatting to another line they would hide or reveal an error, so a text
 * holding one is compared as not the same.
 */
const DIRECTIVE = /@ts-|\/\/\/\s*</;

export function sameSyntax(a: string, b: string, compiler: typeof ts = ts): boolean {
  if (DIRECTIVE.test(a) || DIRECTIVE.test(b)) return false;
  const parse = (text: string): ts.SourceFile => compiler.createSourceFile('same-syntax.ts', text, compiler.ScriptTarget.Latest, false, compiler.ScriptKind.TS);
  const left = parse(a);
  const right = parse(b);
  // A text the parser had to repair (a syntax error) is never taken for another.
  if (hasParseErrors(left) || hasParseErrors(right)) return false;
  return sameNode(compiler, left, right);
}

function hasParseErrors(file: ts.SourceFile): boolean {
  return ((file as unknown as { parseDiagnostics?: readonly unknown[] }).parseDiagnostics?.length ?? 0) > 0;
}

/**
 * Flags that are syntax (`let`/`const`/`using`, an optional chain's links), not the parser's
 * bookkeeping of where a node came from.
 */
const SYNTAX_FLAGS = ts.NodeFlags.BlockScoped | ts.NodeFlags.Using | ts.NodeFlags.OptionalChain | ts.NodeFlags.Namespace | ts.NodeFlags.GlobalAugmentation;

/** What a node holds besides its children: its text, operator or keyword, and type-only marks. */
const OWN_PROPERTIES = ['text', 'operator', 'keywordToken', 'token', 'isTypeOnly', 'isTypeOf', 'isExportEquals'] as const;

function sameNode(compiler: typeof ts, a: ts.Node, b: ts.Node): boolean {
  const left = withoutParentheses(compiler, a);
  const right = withoutParentheses(compiler, b);
  if (left.kind !== right.kind) return false;
  if ((left.flags & SYNTAX_FLAGS) !== (right.flags & SYNTAX_FLAGS)) return false;
  // A source file's `text` is the whole file, layout and all; its statements are compared below.
  if (!compiler.isSourceFile(left)) for (const property of OWN_PROPERTIES) {
    if ((left as unknown as Record<string, unknown>)[property] !== (right as unknown as Record<string, unknown>)[property]) return false;
  }
  const leftChildren = childrenOf(compiler, left);
  const rightChildren = childrenOf(compiler, right);
  if (leftChildren.length !== rightChildren.length) return false;
  for (let index = 0; index < leftChildren.length; index += 1) {
    const [one, other] = [leftChildren[index]!, rightChildren[index]!];
    if (typeof one === 'number' || typeof other === 'number') {
      if (one !== other) return false;
    } else if (!sameNode(compiler, one, other)) return false;
  }
  return true;
}

function withoutParentheses(compiler: typeof ts, node: ts.Node): ts.Node {
  let current = node;
  for (;;) {
    if (compiler.isParenthesizedExpression(current)) current = current.expression;
    else if (compiler.isParenthesizedTypeNode(current)) current = current.type;
    else return current;
  }
}

/** A node's children in order, each list of them preceded by its length (so lists cannot run into each other). */
function childrenOf(compiler: typeof ts, node: ts.Node): (ts.Node | number)[] {
  const children: (ts.Node | number)[] = [];
  compiler.forEachChild(
    node,
    (child) => {
      children.push(child);
    },
    (list) => {
      children.push(list.length, ...list);
    },
  );
  return children;
}
