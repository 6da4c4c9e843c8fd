/**
 * openapi-typescript types each schema as a member of `components.schemas` and refers to it as
 * `components["schemas"]["Name"]`. TypeScript resolves such a member's type eagerly, except inside
 * an object literal type; so a schema that reaches itself through a union, an array or a tuple
 * (`Json: string | Json[] | {…}`, or `A: string | B[]` with `B: A`) is "referenced directly or
 * indirectly in its own type annotation" (TS2502) and types.ts does not compile. Only a type alias
 * defers those references (an array of an alias is resolved when used).
 *
 * So each schema on such a cycle gets an exported type alias holding its type, with its
 * references to the other schemas of those cycles pointing at their aliases, and its member
 * becomes a reference to the alias: `components["schemas"]["Json"]` is the same type as before,
 * and every other schema is printed exactly as openapi-typescript prints it.
 */
import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';
import { IdentifierAllocator, toPascalIdentifier } from '../print/sanitize.js';

const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

/** The names types.ts declares at its top level (openapi-typescript's roots and read/write helpers). */
const TOP_LEVEL_NAMES = ['paths', 'webhooks', 'components', '$defs', 'operations', '$Read', '$Write', 'Readable', 'Writable'];

/**
 * The statements with every schema on an eager reference cycle moved into an alias.
 * `originals` maps a masked schema name back to the document's (types-masking.ts), for alias names.
 */
export function hoistRecursiveSchemas(statements: readonly TypeScript.Node[], originals: ReadonlyMap<string, string>): TypeScript.Node[] {
  const index = statements.findIndex((node) => ts.isInterfaceDeclaration(node) && node.name.text === 'components');
  const components = statements[index] as TypeScript.InterfaceDeclaration | undefined;
  const schemasMember = components?.members.find((member): member is TypeScript.PropertySignature => ts.isPropertySignature(member) && propertyName(member) === 'schemas');
  if (components === undefined || schemasMember?.type === undefined || !ts.isTypeLiteralNode(schemasMember.type)) return [...statements];
  const schemas = new Map<string, TypeScript.PropertySignature>();
  for (const member of schemasMember.type.members) {
    const name = ts.isPropertySignature(member) ? propertyName(member) : undefined;
    if (name !== undefined && (member as TypeScript.PropertySignature).type !== undefined) schemas.set(name, member as TypeScript.PropertySignature);
  }
  const recursive = onEagerCycles(new Map([...schemas].map(([name, member]) => [name, eagerReferences(member.type!).filter((target) => schemas.has(target))])));
  if (recursive.size === 0) return [...statements];

  const allocator = new IdentifierAllocator(TOP_LEVEL_NAMES);
  // In document order, whatever order the cycles were found in.
  const aliasNames = new Map([...schemas.keys()].filter((name) => recursive.has(name)).map((name) => [name, allocator.allocate(`Recursive${toPascalIdentifier(originals.get(name) ?? name)}`)]));
  const aliases = [...aliasNames].map(([name, alias]) => {
    const declaration = ts.factory.createTypeAliasDeclaration([ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)], alias, undefined, pointAtAliases(schemas.get(name)!.type!, aliasNames));
    return ts.addSyntheticLeadingComment(declaration, ts.SyntaxKind.MultiLineCommentTrivia, '* A schema that contains itself through a union, array or tuple: TypeScript resolves such a type only through an alias. ', true);
  });
  const members = schemasMember.type.members.map((member) => {
    const name = ts.isPropertySignature(member) ? propertyName(member) : undefined;
    const alias = name === undefined ? undefined : aliasNames.get(name);
    if (alias === undefined) return member;
    const property = member as TypeScript.PropertySignature;
    return ts.factory.updatePropertySignature(property, property.modifiers, property.name, property.questionToken, ts.factory.createTypeReferenceNode(alias));
  });
  const schemasUpdated = ts.factory.updatePropertySignature(schemasMember, schemasMember.modifiers, schemasMember.name, schemasMember.questionToken, ts.factory.updateTypeLiteralNode(schemasMember.type, ts.factory.createNodeArray(members)));
  const componentsUpdated = ts.factory.updateInterfaceDeclaration(
    components,
    components.modifiers,
    components.name,
    components.typeParameters,
    components.heritageClauses,
    components.members.map((member) => (member === schemasMember ? schemasUpdated : member)),
  );
  return [...statements.slice(0, index), componentsUpdated, ...aliases, ...statements.slice(index + 1)];
}

function propertyName(member: TypeScript.PropertySignature): string | undefined {
  const name = member.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

/** `components["schemas"]["Name"]` → `Name`; anything else → undefined. */
function schemaReference(node: TypeScript.Node): string | undefined {
  if (!ts.isIndexedAccessTypeNode(node)) return undefined;
  const outer = node.objectType;
  if (!ts.isIndexedAccessTypeNode(outer) || !ts.isTypeReferenceNode(outer.objectType)) return undefined;
  const root = outer.objectType.typeName;
  if (!ts.isIdentifier(root) || root.text !== 'components' || literalText(outer.indexType) !== 'schemas') return undefined;
  return literalText(node.indexType);
}

function literalText(node: TypeScript.TypeNode): string | undefined {
  return ts.isLiteralTypeNode(node) && (ts.isStringLiteral(node.literal) || ts.isNumericLiteral(node.literal)) ? node.literal.text : undefined;
}

/** The schemas a type refers to outside any object literal type (which TypeScript resolves lazily). */
function eagerReferences(type: TypeScript.Node): string[] {
  const found: string[] = [];
  const visit = (node: TypeScript.Node): void => {
    const target = schemaReference(node);
    if (target !== undefined) found.push(target);
    else if (!ts.isTypeLiteralNode(node)) ts.forEachChild(node, visit);
  };
  visit(type);
  return found;
}

/** The names on some cycle of `edges` (a name referring to itself included): Tarjan's components, iteratively. */
function onEagerCycles(edges: ReadonlyMap<string, readonly string[]>): Set<string> {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cyclic = new Set<string>();
  for (const start of edges.keys()) {
    if (order.has(start)) continue;
    const work: { name: string; next: number }[] = [{ name: start, next: 0 }];
    const enter = (name: string): void => {
      order.set(name, order.size);
      low.set(name, order.get(name)!);
      stack.push(name);
      onStack.add(name);
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = edges.get(frame.name) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!order.has(target)) {
          enter(target);
          work.push({ name: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.name, Math.min(low.get(frame.name)!, order.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined) low.set(parent.name, Math.min(low.get(parent.name)!, low.get(frame.name)!));
      if (low.get(frame.name) !== order.get(frame.name)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.name);
      if (component.length > 1 || targets.includes(frame.name)) for (const name of component) cyclic.add(name);
    }
  }
  return cyclic;
}

/** A copy of `type` whose references to the hoisted schemas name their aliases instead. */
function pointAtAliases(type: TypeScript.TypeNode, aliasNames: ReadonlyMap<string, string>): TypeScript.TypeNode {
  const result = ts.transform(type, [
    (context) => {
      const visit = (node: TypeScript.Node): TypeScript.Node => {
        const target = schemaReference(node);
        const alias = target === undefined ? undefined : aliasNames.get(target);
        if (alias !== undefined) return ts.factory.createTypeReferenceNode(alias);
        return ts.visitEachChild(node, visit, context);
      };
      return (root) => visit(root) as TypeScript.TypeNode;
    },
  ]);
  const [transformed] = result.transformed;
  return transformed!;
}
