export * from './domain-error';
export * from './reader-error';
export * from './reference-errors';
