export * from './scheme';
export * from './verse-map-parser';
export * from './versification-map';
export * from './kjv-alignment';
export * from './aligned-verses';
