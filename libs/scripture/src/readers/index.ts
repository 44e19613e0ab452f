export * from './line-source';
export * from './imp-bible-reader';
