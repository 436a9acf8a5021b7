import type { BuiltInlineScript } from './inline-script-shape';

// Put in by the host's server build (create-webpack-config.cjs) and by jest.config.cjs, from the same function.
declare const __PRESS_CONTRACT__: BuiltInlineScript;

/**
 * The press contract (docs/decisions/009-presses-before-hydration.md), built from its typed source,
 * host/src/early-input/press-contract.ts: one constant ES5 script, allowed by the hash the build computed.
 */
export const PRESS_CONTRACT: BuiltInlineScript = __PRESS_CONTRACT__;
