export * from './sword-imp-verses';
export * from './osis-milestone-bible';
