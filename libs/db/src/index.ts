export * from './data-source';
export * from './database-admin';
export * from './entities';
export * from './migrations';
export * from './db.module';
export * from './system-settings-reader';
export * from './application-database-url';
export { APPLICATION_ROLE } from './migrations/1732000015000-application-role';
export * from './versification/aligned-verses';
