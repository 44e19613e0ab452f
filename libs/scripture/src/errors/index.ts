export * from './scripture-error';
