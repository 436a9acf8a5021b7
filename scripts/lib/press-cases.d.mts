// Types of press-cases.mjs, for the e2e specs.
import type { Locator, Page } from '@playwright/test';

export declare const PRESS_BOUND_MS: number;

export interface PressCase {
  name: string;
  url: string;
  width: number;
  kind: 'platform' | 'kept';
  control: (page: Page) => Locator;
  effect: string;
}

export declare const PRESS_CASES: readonly PressCase[];

export interface PressMeasure {
  pressToEffect: number;
  afterHydration: number;
  pressedBeforeHydration: boolean;
  reference: 'ready()' | 'html[data-hydrated]';
}

export declare function installPressProbe(effect: string): void;
export declare function readPressProbe(page: Page): Promise<PressMeasure | null>;
