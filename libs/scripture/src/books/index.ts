export * from './book-info';
export * from './catalogue';
export * from './abbreviate-book-name';
export * from './verse-ord';
export * from './versification';
export * from './coverage';
