import { SqlDumpError, statementSnippet } from './sql-dump-error';
import { copyRow } from './copy-rows';
import { Cursor, identifierOf } from './sql-cursor';
import { isDumpHousekeeping, isPsqlCommand } from './sql-dump-housekeeping';
import { splitSqlStatements, type SqlStatement, type SqlToken } from './sql-lexer';

export type SqlColumnType = 'integer' | 'text';
export type SqlValue = string | number | boolean | null;

export interface SqlDumpColumn {
  name: string;
  type: SqlColumnType;
}

/** The one table a dump may define and fill, as plain data: nothing in it is ever run. */
export interface SqlDump {
  /** The table name used in the dump (lower case). */
  table: string;
  columns: SqlDumpColumn[];
  rows: SqlValue[][];
  statements: number;
}

export interface SqlDumpOptions {
  /** Accept only this table (lower case); by default the first CREATE TABLE or INSERT names it. */
  table?: string;
}

const INTEGER_TYPES = new Set([
  'int',
  'integer',
  'tinyint',
  'smallint',
  'mediumint',
  'bigint',
  'serial',
  'bigserial',
  'smallserial',
  'int2',
  'int4',
  'int8',
]);
const CONSTRAINT_WORDS = new Set(['primary', 'key', 'unique', 'index', 'constraint', 'fulltext', 'spatial']);
/** Words that may open a parenthesis in a column list: index column lists, never a call. */
const LIST_WORDS = new Set(['key', 'index', 'unique', 'fulltext', 'spatial']);
/** No-ops in a dump: transaction brackets. Everything else that is not CREATE TABLE / INSERT is refused. */
const IGNORED = [/^begin$/, /^start transaction$/, /^commit$/];

/** Parses a dump (MySQL or Postgres flavour) without running any of it. Throws SqlDumpError. */
export function readSqlDump(text: string, options: SqlDumpOptions = {}): SqlDump {
  const parser = new DumpParser(options.table?.toLowerCase());
  const statements = splitSqlStatements(text);
  for (const statement of statements) parser.statement(statement);
  return parser.result(statements.length);
}

class DumpParser {
  private columns: SqlDumpColumn[] | null = null;
  private readonly rows: SqlValue[][] = [];
  private readonly sequences = new Set<string>();

  constructor(private table: string | undefined) {}

  result(statements: number): SqlDump {
    if (!this.table || !this.columns)
      throw new SqlDumpError('the file holds no CREATE TABLE or INSERT statement', 1, '');
    return { table: this.table, columns: this.columns, rows: this.rows, statements };
  }

  statement(s: SqlStatement): void {
    const words = s.tokens.map((t) => (t.type === 'word' ? t.value.toLowerCase() : `\u0000${t.value}`));
    const fail = (reason: string): never => {
      throw new SqlDumpError(reason, s.line, statementSnippet(s.text));
    };
    if (IGNORED.some((re) => re.test(words.join(' ')))) return;
    if (s.tokens[0].type === 'meta') return void isPsqlCommand(s.tokens[0], fail);
    const head = words[0];
    if (head === 'create' && words[1] === 'table') return this.create(new Cursor(s.tokens, fail), fail);
    if (head === 'insert') return this.insert(new Cursor(s.tokens, fail), fail);
    if (head === 'copy') return this.copy(new Cursor(s.tokens, fail), s, fail);
    const context = {
      use: (name: string) => this.useTable(name, fail),
      is: (name: string) => name === this.table,
      sequences: this.sequences,
    };
    if (isDumpHousekeeping(new Cursor(s.tokens, fail), head, context, fail)) return;
    const first = s.tokens[0].type === 'word' ? s.tokens[0].value.toUpperCase() : s.tokens[0].value;
    const second =
      head === 'create' && s.tokens[1]?.type === 'word' ? ` ${s.tokens[1].value.toUpperCase()}` : '';
    fail(
      `statement not allowed: ${first}${second} (a dump may hold one table's CREATE TABLE, INSERT or COPY ... FROM stdin, and the settings, keys and indexes dump tools write around them)`,
    );
  }

  /** `COPY [public.]t (a, b) FROM stdin;` and its tab-separated rows up to `\.`. */
  private copy(c: Cursor, s: SqlStatement, fail: (reason: string) => never): void {
    c.expectWord('copy');
    this.useTable(c.tableName(), fail);
    const names = columnNames(c, fail);
    const words = c.rest().map((t) => t.value.toLowerCase());
    if (words.join(' ') !== 'from stdin' || !s.copy)
      fail('only COPY ... FROM stdin with its rows in the file is accepted');
    const order = this.columnOrder(names, fail);
    const columns = this.columns as SqlDumpColumn[];
    const integer = order.map((index) => columns[index].type === 'integer');
    s.copy.lines.forEach((line, k) => {
      const values = copyRow(line, integer);
      if (values.length !== order.length)
        throw new SqlDumpError(
          `a COPY row has ${values.length} values for ${order.length} columns`,
          s.copy!.line + k,
          statementSnippet(line),
        );
      this.addRow(order, values, (reason) => {
        throw new SqlDumpError(reason, s.copy!.line + k, statementSnippet(line));
      });
    });
  }

  /** The table's column index of each listed name (all columns when no list). */
  private columnOrder(names: string[] | null, fail: (reason: string) => never): number[] {
    if (!this.columns) {
      if (!names) fail('rows without a column list before any CREATE TABLE');
      this.columns = names.map((name) => ({ name, type: 'text' }));
    }
    const columns = this.columns;
    return (names ?? columns.map((col) => col.name)).map((name) => {
      const index = columns.findIndex((col) => col.name === name);
      return index >= 0 ? index : fail(`unknown column ${name}`);
    });
  }

  private addRow(order: number[], values: SqlValue[], fail: (reason: string) => never): void {
    // Postgres text cannot hold U+0000 (mysqldump writes a NUL byte as \0): refused here, not as a failed insert.
    if (values.some((value) => typeof value === 'string' && value.includes('\u0000'))) {
      fail(`row ${this.rows.length + 1} holds a NUL character, which a text column cannot store`);
    }
    const row: SqlValue[] = new Array<SqlValue>((this.columns as SqlDumpColumn[]).length).fill(null);
    order.forEach((index, k) => (row[index] = values[k]));
    this.rows.push(row);
  }

  private useTable(name: string, fail: (reason: string) => never): void {
    const lower = name.toLowerCase();
    if (this.table === undefined) this.table = lower;
    else if (this.table !== lower)
      fail(`statement for another table: ${name} (only ${this.table} is accepted)`);
  }

  private create(c: Cursor, fail: (reason: string) => never): void {
    c.expectWord('create');
    if (!c.isWord('table'))
      fail(
        `statement not allowed: CREATE ${c.peek()?.value.toUpperCase() ?? ''} (only CREATE TABLE is accepted)`,
      );
    c.expectWord('table');
    if (c.isWord('if')) {
      c.expectWord('if');
      c.expectWord('not');
      c.expectWord('exists');
    }
    this.useTable(c.tableName(), fail);
    if (this.columns) fail('the table is created twice');
    c.expectPunct('(');
    const columns: SqlDumpColumn[] = [];
    for (const part of c.parenthesisedParts()) {
      const first = part[0];
      if (!first) fail('empty column definition');
      refuseExpressions(part, fail);
      if (first.type === 'word' && CONSTRAINT_WORDS.has(first.value.toLowerCase())) continue;
      const name = identifierOf(first, fail);
      const type =
        part[1]?.type === 'word' ? part[1].value.toLowerCase() : fail(`column ${name} has no type`);
      if (columns.some((col) => col.name === name)) fail(`column ${name} appears twice`);
      columns.push({ name, type: INTEGER_TYPES.has(type) ? 'integer' : 'text' });
    }
    if (columns.length === 0) fail('the table has no columns');
    // Table options (ENGINE=InnoDB DEFAULT CHARSET=utf8 ...): names, '=' and literals only.
    for (let t = c.next(); t; t = c.next()) {
      if (t.type === 'punct' && t.value !== '=') fail(`unexpected "${t.value}" after the column list`);
    }
    this.columns = columns;
  }

  private insert(c: Cursor, fail: (reason: string) => never): void {
    c.expectWord('insert');
    if (c.isWord('ignore')) c.next();
    c.expectWord('into');
    this.useTable(c.tableName(), fail);
    const names = columnNames(c, fail);
    const order = this.columnOrder(names, fail);
    if (!c.isWord('values') && !c.isWord('value'))
      fail('only INSERT ... VALUES with literal values is accepted');
    c.next();
    for (;;) {
      c.expectPunct('(');
      const values = c.parenthesisedParts().map((part) => literalOf(part, fail));
      if (values.length !== order.length)
        fail(`a row has ${values.length} values for ${order.length} columns`);
      this.addRow(order, values, fail);
      if (!c.isPunct(',')) break;
      c.next();
    }
    const rest = c.next();
    if (rest)
      fail(
        `unexpected "${rest.value}" after the values (ON DUPLICATE KEY, RETURNING and the like are not accepted)`,
      );
  }
}

/** An optional `(a, b, c)` list of column names after the table name, or null. */
function columnNames(c: Cursor, fail: (reason: string) => never): string[] | null {
  if (!c.isPunct('(')) return null;
  c.expectPunct('(');
  return c
    .parenthesisedParts()
    .map((part) =>
      part.length === 1 ? identifierOf(part[0], fail) : fail('a column list holds names only'),
    );
}

/** Defaults, checks and references are not re-emitted, but a file that holds them is not a plain dump. */
function refuseExpressions(part: SqlToken[], fail: (reason: string) => never): void {
  const constraint = part[0]?.type === 'word' && CONSTRAINT_WORDS.has(part[0].value.toLowerCase());
  part.forEach((t, k) => {
    const word = t.type === 'word' ? t.value.toLowerCase() : '';
    if (word === 'references' || word === 'foreign') fail('references to other tables are not accepted');
    if (word === 'check' || word === 'exclude' || word === 'generated' || word === 'as')
      fail(`expressions are not accepted in a table definition: ${t.value.toUpperCase()}`);
    const opens = part[k + 1]?.type === 'punct' && part[k + 1].value === '(';
    if (!opens || t.type === 'punct') return;
    // The type's size (varchar(255), decimal(10,2), character varying(64)) or an index's column list.
    const typeSize = !constraint && (k === 1 || (k === 2 && part[1].type === 'word'));
    if (!typeSize && !constraint && !LIST_WORDS.has(word))
      fail(`functions are not accepted: ${t.value}(...)`);
  });
  for (let k = 0; k < part.length; k++) {
    if (part[k].type === 'punct' && !['(', ')', ',', '=', '-', '.'].includes(part[k].value))
      fail(`unexpected "${part[k].value}" in a table definition`);
  }
}

function literalOf(part: SqlToken[], fail: (reason: string) => never): SqlValue {
  const [a, b] = part;
  if (part.length === 1 && a.type === 'string') return a.value;
  if (part.length === 1 && a.type === 'dquoted') return a.value;
  if (part.length === 1 && a.type === 'number') return Number(a.value);
  if (
    part.length === 2 &&
    a.type === 'punct' &&
    (a.value === '-' || a.value === '+') &&
    b.type === 'number'
  ) {
    return a.value === '-' ? -Number(b.value) : Number(b.value);
  }
  if (part.length === 1 && a.type === 'word') {
    const word = a.value.toLowerCase();
    if (word === 'null') return null;
    if (word === 'true' || word === 'false') return word === 'true';
  }
  return fail(`only literal values are accepted, found "${part.map((t) => t.value).join(' ')}"`);
}
