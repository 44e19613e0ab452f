export * from './morph-decoding';
export * from './oshb-morphology';
export * from './robinson-morphology';
export * from './transliterate';
export * from './morph-filter';
export * from './decode-morph';
export * from './morph-pickers';
