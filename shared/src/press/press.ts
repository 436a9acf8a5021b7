// The page's side of the press contract (docs/decisions/009-presses-before-hydration.md). The contract itself is a
// small inline script in the head of every server-rendered document (host/src/early-input/press-contract.ts): from the
// first paint it keeps presses on controls marked with PRESS_ATTRIBUTE, shows them as taken, and replays each once
// the control says it is hydrated. Here: the marker, and the calls a hydrated control makes. Kept small: this is in
// the first load of every page.

/** Marks a control whose press needs script: a press before hydration is kept and replayed. */
export const PRESS_ATTRIBUTE = 'data-press';
/** Set by the contract on a control (or a form's submit button) while its press waits; styled in tokens.css. */
export const PRESS_QUEUED_ATTRIBUTE = 'data-press-queued';
/** The global the inline contract installs. */
export const PRESS_GLOBAL = '__niecPress';

/** What the inline contract exposes on window (absent on a static host, which has no server HTML). */
export interface PressContract {
  /** The element is hydrated (its handlers are attached): its kept presses (and those before them) may be replayed. */
  ready(element: Element): void;
  /**
   * The host's page boundary has committed its hydration (every control in it has reported by then): a kept press
   * on a control nobody claims is replayed anyway.
   */
  live(): void;
  /** How many presses are waiting. */
  pending(): number;
}

/** Called only once React has committed (a ref, an effect), so only in the browser. */
const contract = (): PressContract | undefined =>
  (window as unknown as Record<string, PressContract | undefined>)[PRESS_GLOBAL];

/** The props that mark a control as one whose early press is kept (spread them on the control). */
export const pressMarker = { [PRESS_ATTRIBUTE]: '' } as const;

/**
 * The ref of a marked control: React attaches it when it commits the element (hydrated, its handlers in place),
 * which tells the contract. One stable function, so React calls it only when the element itself changes.
 */
export function pressReadyRef(element: Element | null): void {
  if (element) contract()?.ready(element);
}

/** Called by the host once its page's boundary is hydrated (docs/decisions/009-presses-before-hydration.md). */
export function pressContractLive(): void {
  contract()?.live();
}
