export * from './test-database';
export * from './redis-cleanup';
export * from './global-setup';
