import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { forgetMasterData } from '../shared/src/master/memo';

// findBy* and waitFor wait up to 10 s (1 s by default): npm test runs jest at the lowest CPU priority beside the
// browser tests (scripts/test.mjs), and a busy machine is no failure of the page under test.
configure({ asyncUtilTimeout: 10_000 });

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test is a visit of its own: master data an earlier test asked for is not reused ('@niec/shared/master').
afterEach(() => forgetMasterData());
