export * from './sword-imp-verses';
export * from './osis-milestone-bible';
export * from './usfm-bible';
export * from './verse-table-files';
