/** The Nest token of the `imports` queue (provided by ImportQueueModule). */
export const IMPORT_QUEUE = Symbol('IMPORT_QUEUE');
