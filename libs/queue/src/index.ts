export * from './queue-names';
export * from './job-payloads';
export * from './redis-connection';
export * from './index-jobs';
export * from './stop-on-signals';
