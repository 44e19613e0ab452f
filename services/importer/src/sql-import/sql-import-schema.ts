/** Created by migration 1732000004000-upload-files: the schema SQL imports write into, and its only owner. */
export const SQL_IMPORT_SCHEMA = 'bible_sql_imports';
export const SQL_IMPORT_ROLE = 'strongs_sql_import';
