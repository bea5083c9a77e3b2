// Usage: node --import tsx scripts/checkDependencies.ts
// Enforces the dependency direction of the README's architecture section over every TypeScript import of the
// workspace packages, and prints one line per violation ("file: imports X: why") or a one-line OK. It also
// fails on any use of an XState internal (scripts/xstateInternals.ts): the machines and their tests use XState's
// public API only.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { rooms } from './floors/index.ts';
import { floorViolations } from './roomFloors.ts';
import { xstateInternalsIn, xstatePublicEntryPoints } from './xstateInternals.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '..');

/**
 * Which workspace packages each may import; `typesOnly` ones only with `import type` outside tests and build-time
 * styles; `harness` ones only from the files that start the reference API for end-to-end tests.
 */
const allowedWorkspaceImports: Record<
  string,
  { values: string[]; typesOnly?: string[]; harness?: string[] }
> = {
  domain: { values: [] },
  contract: { values: ['domain'] },
  'site-config': { values: ['domain'] },
  machines: { values: ['domain'] },
  'api-client': { values: ['contract', 'domain'] },
  ui: { values: ['domain'], typesOnly: ['site-config'] },
  server: { values: ['contract', 'domain', 'site-config'] },
  // The app shows the contract's error and notice catalogues and types its data with the contract's shapes.
  app: { values: ['ui', 'machines', 'api-client', 'site-config', 'contract', 'domain'], harness: ['server'] },
  // The operator console (issue 24): the same design system and contract, its own client subpath of api-client, and
  // the default site's theme from site-config. Nothing imports it.
  console: { values: ['ui', 'api-client', 'site-config', 'contract', 'domain'] },
};

/** Folders and files of a package that are not product code: tests, stories, previews and build-time styles. */
const notProductCode =
  /(\.test\.tsx?|\.stories\.tsx?|\.css\.ts|\/(test-support|testing|site-previews|test|bench|scripts|tooling)\/)/;
/** Files that start the in-process reference API for the app's end-to-end tests. */
const referenceApiHarness = /\.globalSetup\.ts$/;

const workspaceScope = '@platform/';

/** XState's public entry points: code and tests use nothing else of XState (see scripts/xstateInternals.ts). */
const xstateEntryPoints = xstatePublicEntryPoints(
  readFileSync(path.join(repositoryRoot, 'node_modules/xstate/package.json'), 'utf8'),
);

type Workspace = { name: string; directory: string; declared: Set<string> };

function declaredIn(directory: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, directory, 'package.json'), 'utf8'));
  return new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
}

/** The test toolchain (vitest, fast-check, playwright, …) is declared once, at the root, for every package's tests. */
const rootTooling = declaredIn('.');
/** Shared test helpers (Chromium launch options, PostgreSQL availability, Storybook preview) outside any package. */
const sharedTestHelpers = ['test', '.storybook'].map(
  (folder) => path.join(repositoryRoot, folder) + path.sep,
);
/** The site configs are data of the site-config package, which imports them (generated modules). */
const siteConfigFiles = path.join(repositoryRoot, 'site-configs') + path.sep;

function workspaces(): Workspace[] {
  const directories = [
    ...readdirSync(path.join(repositoryRoot, 'packages')).map((name) => path.join('packages', name)),
    'app',
  ];
  return directories.map((directory) => {
    const manifest = JSON.parse(readFileSync(path.join(repositoryRoot, directory, 'package.json'), 'utf8'));
    return {
      name: String(manifest.name).replace(workspaceScope, ''),
      directory,
      declared: declaredIn(directory),
    };
  });
}

/** Source files of a package (build configs at its root are tooling and may use the root's test helpers). */
function sourceFiles(directory: string): string[] {
  const root = path.join(repositoryRoot, directory);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(repositoryRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules') && path.dirname(file) !== directory);
}

type ImportSite = { specifier: string; typeOnly: boolean };

function importsOf(file: string): ImportSite[] {
  const text = readFileSync(path.join(repositoryRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: ImportSite[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const allTypes =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: allTypes });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && ['vi.mock', 'require'].includes(node.expression.text))) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal)) found.push({ specifier: literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The package name of a bare specifier: `@scope/name` or `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const builtins = new Set(builtinModules);

function violationsOf(workspace: Workspace): string[] {
  const rules = allowedWorkspaceImports[workspace.name];
  if (!rules) return [`${workspace.directory}: not in the dependency graph of scripts/checkDependencies.ts`];
  const packageRoot = path.join(repositoryRoot, workspace.directory);
  const problems: string[] = [];
  for (const file of sourceFiles(workspace.directory)) {
    const productCode = !notProductCode.test(`/${file.split(path.sep).join('/')}`);
    const imports = importsOf(file);
    if (productCode) problems.push(...roomViolations(file, imports));
    problems.push(
      ...xstateInternalsIn(file, readFileSync(path.join(repositoryRoot, file), 'utf8'), xstateEntryPoints),
    );
    for (const { specifier, typeOnly } of imports) {
      const say = (why: string) => problems.push(`${file}: imports "${specifier}": ${why}`);
      if (specifier.startsWith('.')) {
        const target = path.resolve(repositoryRoot, path.dirname(file), specifier);
        const sharedHelper =
          !productCode &&
          sharedTestHelpers.some((folder) => target.startsWith(folder)) &&
          !/\.test\.tsx?$/.test(target);
        const siteConfigData = workspace.name === 'site-config' && target.startsWith(siteConfigFiles);
        if (!target.startsWith(packageRoot + path.sep) && !sharedHelper && !siteConfigData)
          say('reaches outside its package by relative path (import the package by name)');
        continue;
      }
      if (specifier.startsWith('node:') || builtins.has(specifier) || specifier.startsWith('virtual:'))
        continue;
      const name = packageName(specifier);
      const declared = workspace.declared.has(name) || (!productCode && rootTooling.has(name));
      if (!declared) say(`not declared in ${workspace.directory}/package.json`);
      if (!name.startsWith(workspaceScope)) continue;
      const target = name.slice(workspaceScope.length);
      if (target === workspace.name) say('imports its own package by name');
      else if (rules.values.includes(target)) continue;
      else if (rules.harness?.includes(target) && referenceApiHarness.test(file)) continue;
      else if (rules.typesOnly?.includes(target)) {
        if (productCode && !typeOnly)
          say(`${workspace.name} may import ${target} for types only (import type)`);
      } else say(`${workspace.name} may not depend on ${target}`);
    }
  }
  return problems;
}

/** Product code against the direction of its room's floors (scripts/floors/). */
function roomViolations(file: string, imports: ImportSite[]): string[] {
  const posix = (repositoryPath: string) => repositoryPath.split(path.sep).join('/');
  const importedFiles = imports
    .filter(({ specifier }) => specifier.startsWith('.'))
    .map(({ specifier }) =>
      posix(path.relative(repositoryRoot, path.resolve(repositoryRoot, path.dirname(file), specifier))),
    );
  return rooms.flatMap((room) => floorViolations(room, posix(file), importedFiles));
}

const problems = workspaces().flatMap(violationsOf);
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
console.log('OK: every workspace import follows the dependency graph and is declared in its package.json');
