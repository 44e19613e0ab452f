export * from './kjv-phrases';
export * from './align-english';
export * from './kjv-crosswire-reader';
