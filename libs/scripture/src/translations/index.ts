export * from './function-words';
export * from './strongs-renderings';
export * from './translation-counts';
export * from './spanish-renderings';
