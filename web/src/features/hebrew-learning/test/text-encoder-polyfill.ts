/// <reference types="node" />
// jsdom has no TextEncoder/TextDecoder, which react-router needs at import time. Import this first in specs
// that load react-router (it can move to web/jest.setup.ts once the shell's setup provides it).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
