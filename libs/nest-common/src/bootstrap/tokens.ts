export const SERVICE_NAME = Symbol('SERVICE_NAME');
export const APP_CONFIG = Symbol('APP_CONFIG');
