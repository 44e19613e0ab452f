export * from './data-source';
export * from './database-admin';
export * from './entities';
export * from './migrations';
export * from './db.module';
export * from './system-settings-reader';
