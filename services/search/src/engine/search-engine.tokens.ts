export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');
