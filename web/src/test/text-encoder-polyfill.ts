/// <reference types="node" />
// jsdom has no TextEncoder/TextDecoder, which react-router needs at import time: jest loads this file
// (setupFiles) before every spec.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
