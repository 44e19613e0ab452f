export * from './verse-range';
export * from './parse-references';
export * from './format-reference';
