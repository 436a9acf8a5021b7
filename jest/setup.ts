import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { forgetMasterData } from '../shared/src/master/memo';

// react-router 7 needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Each test is a visit of its own: master data an earlier test asked for is not reused ('@niec/shared/master').
afterEach(() => forgetMasterData());
