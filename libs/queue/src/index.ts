export * from './queue-names';
export * from './job-payloads';
export * from './redis-connection';
export * from './index-jobs';
export * from './stop-on-signals';
export * from './job-observer';
export * from './queue-depth-metrics';
export * from './registered-histogram';
