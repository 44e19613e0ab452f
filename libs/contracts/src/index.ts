export * from './service-routes';
export * from './lexicon';
export * from './search';
export * from './auth';
export * from './admin';
export * from './imports';
export * from './bot-directives';
export * from './interlinear';
