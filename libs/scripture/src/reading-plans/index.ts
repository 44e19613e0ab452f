export * from './plan-catalogue';
export * from './balance-days';
export * from './reading-plan';
export * from './plan-schedule';
