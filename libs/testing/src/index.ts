export * from './test-database';
export * from './redis-cleanup';
export * from './global-setup';
export * from './nest-test-app';
export * from './service-processes';
export * from './published-formats';
export * from './raw-corpus/raw-wlc';
export * from './streaming-replica';
