export * from './sql-dump-error';
export * from './sql-lexer';
export * from './sql-dump-reader';
