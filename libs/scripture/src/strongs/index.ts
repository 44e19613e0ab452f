export * from './strongs-number';
export * from './tagged-text';
