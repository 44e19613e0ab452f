export * from './function-words';
export * from './strongs-renderings';
export * from './translation-counts';
