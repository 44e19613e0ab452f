export * from './topic-record';
export * from './topic-slug';
export * from './topic-links';
export * from './nave-references';
export * from './nave-entry';
export * from './read-nave-topics';
