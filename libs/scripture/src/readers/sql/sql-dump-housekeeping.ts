import { identifierOf, type Cursor } from './sql-cursor';
import type { SqlToken } from './sql-lexer';

/** Settings mysqldump and pg_dump write before and after the data: harmless, and never run here. */
const SETTINGS = new Set([
  'names',
  'character_set_client',
  'character_set_results',
  'collation_connection',
  'time_zone',
  'unique_checks',
  'foreign_key_checks',
  'sql_mode',
  'sql_notes',
  'autocommit',
  'sql_log_bin',
  'session.sql_log_bin',
  'statement_timeout',
  'lock_timeout',
  'idle_in_transaction_session_timeout',
  'transaction_timeout',
  'client_encoding',
  'standard_conforming_strings',
  'check_function_bodies',
  'xmloption',
  'client_min_messages',
  'row_security',
  'default_tablespace',
  'default_table_access_method',
  'default_with_oids',
  'search_path',
]);
const PSQL_COMMANDS = /^\\(restrict|unrestrict)(\s+[A-Za-z0-9]+)?$/;

/** What the statements around the data may refer to: the one table and its sequences. */
export interface DumpTableContext {
  use(name: string): void;
  is(name: string): boolean;
  sequences: Set<string>;
}

type Fail = (reason: string) => never;

const word = (t: SqlToken | undefined): string => (t?.type === 'word' ? t.value.toLowerCase() : '');
const isLiteral = (t: SqlToken | undefined): boolean =>
  t !== undefined &&
  (t.type === 'string' || t.type === 'number' || ['true', 'false', 'null', 'on', 'off'].includes(word(t)));

/**
 * The statements a dump tool writes around one table's data, accepted and never run: settings,
 * `\restrict`, DROP TABLE IF EXISTS / LOCK TABLES of that table, its owner, keys, sequence, default,
 * primary key and indexes. Returns false for a statement that is not one of them.
 */
export function isDumpHousekeeping(c: Cursor, head: string, table: DumpTableContext, fail: Fail): boolean {
  switch (head) {
    case 'set':
      return setting(c, fail);
    case 'select':
      return catalogCall(c.rest(), fail);
    case 'drop':
      c.next();
      if (word(c.next()) !== 'table' || word(c.next()) !== 'if' || word(c.next()) !== 'exists') return false;
      table.use(c.tableName());
      return end(c, fail);
    case 'lock':
      c.next();
      if (word(c.next()) !== 'tables') return false;
      table.use(c.tableName());
      if (!['write', 'read'].includes(word(c.next()))) fail('LOCK TABLES takes one table, READ or WRITE');
      return end(c, fail);
    case 'unlock':
      c.next();
      return word(c.next()) === 'tables' && end(c, fail);
    case 'alter':
      return alter(c, table, fail);
    case 'create':
      return createSequenceOrIndex(c, table, fail);
    case 'grant':
    case 'revoke':
      return privileges(c, table);
    default:
      return false;
  }
}

export function isPsqlCommand(token: SqlToken, fail: Fail): true {
  if (!PSQL_COMMANDS.test(token.value)) fail(`psql commands are not accepted: ${token.value.slice(0, 40)}`);
  return true;
}

function end(c: Cursor, fail: Fail): true {
  const rest = c.next();
  if (rest) fail(`unexpected "${rest.value}"`);
  return true;
}

/** `SET a = 1, @b = @@c` or `SET NAMES utf8mb4`: only the settings dump tools write, never ROLE or SESSION AUTHORIZATION. */
function setting(c: Cursor, fail: Fail): boolean {
  c.next();
  if (!c.restIsPlain('@=,.-+')) return false;
  const tokens = c.rest();
  if (word(tokens[0]) === 'names') return true;
  let assignments = 0;
  tokens.forEach((t, k) => {
    const next = tokens[k + 1];
    if (!(next?.type === 'punct' && next.value === '=') && word(next) !== 'to') return;
    if (tokens[k - 1]?.value === '@') return void assignments++;
    const name = tokens[k - 1]?.value === '.' ? `${word(tokens[k - 2])}.${word(t)}` : word(t);
    if (!SETTINGS.has(name)) fail(`setting not accepted: SET ${t.value}`);
    assignments++;
  });
  return assignments > 0;
}

/** pg_dump's `SELECT pg_catalog.set_config('search_path', '', false)` and `SELECT pg_catalog.setval('t_id_seq', 31102, true)`. */
function catalogCall(tokens: SqlToken[], fail: Fail): boolean {
  const [, schema, dot, fn, open] = tokens;
  if (
    word(schema) !== 'pg_catalog' ||
    dot?.value !== '.' ||
    open?.value !== '(' ||
    tokens[tokens.length - 1].value !== ')'
  )
    return false;
  const args = tokens.slice(5, -1).filter((t) => t.value !== ',');
  if (!args.every(isLiteral)) fail('only literal arguments are accepted');
  if (word(fn) === 'set_config') return args[0]?.value === 'search_path';
  return word(fn) === 'setval';
}

function alter(c: Cursor, table: DumpTableContext, fail: Fail): boolean {
  c.next();
  const what = word(c.next());
  if (what === 'sequence') {
    const sequence = c.tableName();
    if (!table.sequences.has(sequence)) return false;
    const rest = c.rest().map((t) => t.value.toLowerCase());
    return (rest[0] === 'owned' && rest[1] === 'by') || (rest[0] === 'owner' && rest[1] === 'to');
  }
  if (what !== 'table') return false;
  if (c.isWord('only')) c.next();
  const name = c.tableName();
  const rest = c.rest();
  const words = rest.map((t) => (t.type === 'word' ? t.value.toLowerCase() : t.value));
  if (words[0] === 'owner' && words[1] === 'to' && words.length === 3)
    return table.is(name) || table.sequences.has(name);
  if (!table.is(name)) return false;
  const action = words.join(' ');
  if (action === 'disable keys' || action === 'enable keys') return true;
  if (/^alter column \S+ set default nextval \( \S+ : : regclass \)$/.test(action)) return true;
  if (/^add constraint \S+ (primary key|unique) \(/.test(action) && words[words.length - 1] === ')') {
    const inside = rest.slice(words.indexOf('(') + 1, -1);
    if (inside.every((t) => t.value === ',' || (t.type !== 'punct' && identifierOf(t, fail)))) return true;
  }
  return false;
}

/** pg_dump's `GRANT SELECT ON TABLE public.t TO reader;` / `REVOKE ALL ON TABLE public.t FROM PUBLIC;` for the table or its sequence. */
function privileges(c: Cursor, table: DumpTableContext): boolean {
  c.next();
  const words: string[] = [];
  while (c.peek() && !c.isWord('on')) words.push(word(c.next()));
  if (
    !c.isWord('on') ||
    !words.every((w) =>
      /^(all|privileges|select|insert|update|delete|truncate|references|trigger|usage)?$/.test(w),
    )
  )
    return false;
  c.next();
  if (c.isWord('table') || c.isWord('sequence')) c.next();
  const name = c.tableName();
  if (!table.is(name) && !table.sequences.has(name)) return false;
  const rest = c.rest().map((t) => word(t) || t.value);
  return (rest[0] === 'to' || rest[0] === 'from') && rest.length === 2;
}

function createSequenceOrIndex(c: Cursor, table: DumpTableContext, fail: Fail): boolean {
  c.next();
  if (c.isWord('sequence')) {
    c.next();
    const name = c.tableName();
    if (!c.restIsPlain('')) return false;
    table.sequences.add(name);
    return true;
  }
  if (c.isWord('unique')) c.next();
  if (!c.isWord('index')) return false;
  c.next();
  identifierOf(c.next() ?? fail('expected an index name'), fail);
  if (word(c.next()) !== 'on') return false;
  if (c.isWord('only')) c.next();
  if (!table.is(c.tableName())) return false;
  if (c.isWord('using')) {
    c.next();
    c.next();
  }
  const rest = c.rest();
  if (rest[0]?.value !== '(' || rest[rest.length - 1]?.value !== ')') return false;
  return rest.slice(1, -1).every((t) => t.value === ',' || (t.type !== 'punct' && identifierOf(t, fail)));
}
