export * from './commentary-content';
export * from './commentary-link';
export * from './commentary-markup';
export * from './commentary-reader';
