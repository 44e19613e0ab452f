export * from './queue-names';
export * from './job-payloads';
export * from './redis-connection';
