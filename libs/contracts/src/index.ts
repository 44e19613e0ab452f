export * from './service-routes';
