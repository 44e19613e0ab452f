export * from './errors';
export * from './books';
export * from './strongs';
export * from './references';
export * from './markup';
export * from './readers';
export * from './restored-names';
export * from './translations';
