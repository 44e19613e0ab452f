export * from './verse-token';
export * from './lexicon-record';
export * from './lexicon-references';
export * from './text-normalisation';
export * from './split-outline';
export * from './osis-fragment';
export * from './xml-text';
export * from './without-strongs';
