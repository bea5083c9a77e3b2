import path from 'node:path';
import ts from 'typescript';

/**
 * Uses of XState internals in TypeScript source: what a minor XState release may change without notice. An
 * internal is an identifier (or a property read as `object['name']`) that starts with `__unsafe` or is `_nodes` or
 * `_transitions`, or a module specifier that reaches into XState past its package.json `exports`
 * (`xstate/dist/...`, `xstate/src/...`).
 */
export function xstateInternalsIn(fileName: string, text: string, publicEntryPoints: ReadonlySet<string>) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const say = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${fileName}:${line + 1}: ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (
      (ts.isIdentifier(node) || ts.isPrivateIdentifier(node) || isElementName(node)) &&
      isInternalName(node.text)
    ) {
      say(node, `uses the XState internal "${node.text}"`);
    }
    if (ts.isStringLiteral(node) && isModuleSpecifier(node)) {
      const specifier = node.text;
      if ((specifier === 'xstate' || specifier.startsWith('xstate/')) && !publicEntryPoints.has(specifier)) {
        say(node, `imports "${specifier}", which is not among xstate's package.json exports`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isInternalName(name: string): boolean {
  return name.startsWith('__unsafe') || name === '_nodes' || name === '_transitions';
}

/** The string of `object['name']`, the other way to read a property. */
function isElementName(node: ts.Node): node is ts.StringLiteral {
  return (
    ts.isStringLiteral(node) &&
    ts.isElementAccessExpression(node.parent) &&
    node.parent.argumentExpression === node
  );
}

/** `import … from 'x'`, `export … from 'x'`, `import('x')`, `require('x')`, `vi.mock('x')`, `import type('x')`. */
function isModuleSpecifier(node: ts.StringLiteral): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) {
    return parent.moduleSpecifier === node;
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression;
    const loads =
      callee.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(callee) && callee.text === 'require') ||
      (ts.isPropertyAccessExpression(callee) && callee.getText() === 'vi.mock');
    return loads && parent.arguments[0] === node;
  }
  return ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent);
}

/** The entry points XState declares public: `xstate` and each `xstate/<subpath>` of its package.json `exports`. */
export function xstatePublicEntryPoints(packageJsonText: string): Set<string> {
  const { exports } = JSON.parse(packageJsonText) as { exports: Record<string, unknown> };
  return new Set(Object.keys(exports).map((subpath) => path.posix.join('xstate', subpath)));
}
