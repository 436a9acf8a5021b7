import type { ReactNode } from 'react';
import { Notice } from './status';

/** Marks a control that cannot work without script: with scripts off, ScriptRequired hides it. */
export const NEEDS_SCRIPT = { 'data-needs-script': '' } as const;

/**
 * Where a part of a page truly needs script (the cart, checkout, booking, the application), a visitor whose browser
 * runs none reads why, in the site's voice, instead of meeting controls that do nothing: the notice and a style
 * that hides every control marked NEEDS_SCRIPT are inside <noscript>, so a browser with script never shows them
 * (docs/decisions/007-platform-first-controls.md).
 */
export function ScriptRequired({ title, children }: { title: string; children: ReactNode }) {
  return (
    <noscript>
      <style>{'[data-needs-script]{display:none!important}'}</style>
      <Notice tone="info">
        <strong>{title}</strong> {children}
      </Notice>
    </noscript>
  );
}
