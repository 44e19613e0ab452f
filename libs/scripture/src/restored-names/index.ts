export * from './name-restorations';
export * from './restore-names';
