/** The `imports.status` values (see the imports migration). */
export type ImportStatus = 'queued' | 'active' | 'completed' | 'failed' | 'skipped';
