import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One SQL text passed to a `.query(...)` call, where it is written. */
export interface SqlStatement {
  /** `path:line`, relative to the workspace root. */
  at: string;
  sql: string;
}

export interface CollectedSql {
  /** Statements written out whole in the source: checkable against the schema. */
  statements: SqlStatement[];
  /** Texts built at run time (a template with `${...}` or a variable): named, so the count stays visible. */
  built: string[];
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', 'migrations', 'testing', 'dist', '__fixtures__']);
const isSource = (name: string) =>
  name.endsWith('.ts') && !name.endsWith('.spec.ts') && !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : sourceFiles(path);
    return isSource(entry.name) ? [path] : [];
  });
}

/**
 * Every SQL text our code hands to a `query` method (TypeORM's DataSource, EntityManager, QueryRunner, pg's
 * Client and our own ReadDatabase all name it so), found by reading the TypeScript rather than by running it, so a
 * statement on a path no test reaches is checked too. Migrations and test support are left out.
 */
export function collectSqlStatements(roots: readonly string[], workspaceRoot: string): CollectedSql {
  const collected: CollectedSql = { statements: [], built: [] };
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('.query')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
    const constants = constantsOf(source);
    const where = (node: ts.Node) =>
      `${relative(workspaceRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'query' &&
        node.arguments.length > 0
      ) {
        const [first] = node.arguments;
        const sql = constantText(first, constants);
        if (sql === undefined) collected.built.push(where(first));
        else collected.statements.push({ at: where(first), sql });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return collected;
}

/** The file's `const NAME = <text>` declarations, at any depth: a statement is often kept in one, or built of them. */
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const)
      for (const declaration of node.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          constants.set(declaration.name.text, declaration.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return constants;
}

/** The text of a literal, or of a template whose every `${...}` is a constant of the file; else undefined. */
function constantText(
  node: ts.Expression,
  constants: ReadonlyMap<string, ts.Expression>,
  depth = 0,
): string | undefined {
  if (depth > 5) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isAsExpression(node) || ts.isParenthesizedExpression(node))
    return constantText(node.expression, constants, depth + 1);
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value && constantText(value, constants, depth + 1);
  }
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    for (const span of node.templateSpans) {
      const part = constantText(span.expression, constants, depth + 1);
      if (part === undefined) return undefined;
      text += part + span.literal.text;
    }
    return text;
  }
  return undefined;
}
