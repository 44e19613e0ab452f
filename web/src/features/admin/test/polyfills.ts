// jsdom lacks TextEncoder, which react-router reads when it loads: import this before react-router.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
