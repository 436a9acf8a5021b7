// The press contract (docs/decisions/009-presses-before-hydration.md), inline in the head of every server-rendered
// document, so it listens from the first paint and needs no file, no remote and no React. It keeps a press (a click,
// or a submit of a form marked with the attribute) on a control that needs script until that control's component
// says it is hydrated (`ready(element)`, from pressReadyRef in @niec/shared), shows it as taken meanwhile (aria-busy
// and the queued attribute, styled in tokens.css), and then carries the presses out on the same element, in the
// order they were made: a click as soon as React's commit that hydrated its control is over, a submit and each next
// press a frame later. The original event is stopped at the window, so React never sees it: each
// press reaches React exactly once, as the replay.
//
// Not a module of the app: the host's build compiles this file alone to one minified ES5 script and its CSP hash
// (build/inline-script.cjs); it may import types only.
import type { PressContract } from '@niec/shared';

// @niec/shared's names (shared/src/press/press.ts), written in by the build so the page's side and this agree.
declare const PRESS_ATTRIBUTE: string;
declare const PRESS_QUEUED_ATTRIBUTE: string;
declare const PRESS_GLOBAL: string;
declare const SAVED_STORAGE_KEY: string;
declare const SAVED_ATTRIBUTE: string;
declare const SAVED_COUNT_ATTRIBUTE: string;
declare const SAVED_CHANGE_EVENT: string;

/** A press kept until its control is hydrated. Short keys: they are not minified and every page carries them. */
interface KeptPress {
  /** The control: the marked element, or the marked form of a submit. */
  e: Element;
  /** The event's type: 'click' or 'submit'. */
  t: string;
  /** A submit's submitter, if any. */
  s: HTMLElement | null;
  /** The element shown busy meanwhile: the control, or a form's submit button. */
  b: Element | null;
}

/** A marked control: a button is disabled by its attribute too. */
type Control = Element & { disabled?: boolean };

(function (w: Record<string, PressContract | undefined> & Window) {
  if (w[PRESS_GLOBAL]) return;
  const queue: KeptPress[] = [];
  const ready = new WeakSet<Element>();
  // The elements whose aria-busy the contract set (one the control manages itself is left alone).
  const busy = new WeakSet<Element>();
  let live = 0;
  let replaying = 0;
  let timer = 0;

  // The busy state: aria-busy (unless the control manages its own) and the queued attribute, until its last press.
  function mark(element: Element | null): void {
    if (!element) return;
    element.setAttribute(PRESS_QUEUED_ATTRIBUTE, '');
    if (!element.hasAttribute('aria-busy')) {
      element.setAttribute('aria-busy', 'true');
      busy.add(element);
    }
  }

  function unmark(element: Element | null): void {
    if (!element) return;
    for (let i = 0; i < queue.length; i++) if (queue[i]!.b === element) return;
    element.removeAttribute(PRESS_QUEUED_ATTRIBUTE);
    if (busy.has(element)) {
      element.removeAttribute('aria-busy');
      busy.delete(element);
    }
  }

  function owner(event: Event): Control | null {
    let target = event.target as Node | null;
    if (target && target.nodeType !== 1) target = target.parentNode;
    const element = target as Element | null;
    if (!element || !element.closest) return null;
    if (event.type === 'submit') return element.matches('form[' + PRESS_ATTRIBUTE + ']') ? element : null;
    const control = element.closest<Control>('[' + PRESS_ATTRIBUTE + ']');
    return control && !control.disabled && control.getAttribute('aria-disabled') !== 'true' ? control : null;
  }

  // A press on a hydrated control with nothing waiting before it is React's alone; any other is kept.
  function take(event: Event): void {
    if (replaying) return;
    const control = owner(event);
    if (!control || (ready.has(control) && !queue.length)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.type === 'submit' ? (event as SubmitEvent).submitter || null : null;
    const press: KeptPress = {
      e: control,
      t: event.type,
      s: submitter,
      b: event.type === 'submit' ? submitter || control.querySelector('[type=submit]') : control,
    };
    queue.push(press);
    mark(press.b);
    soon();
  }

  // One press per frame: what hydration and the previous press changed is rendered before the next is carried out
  // (a hidden tab draws no frame). No timer decides when: a press waits for its control's ready (or the page's
  // live), then for one frame. `now`: the control at the head of the queue has just said it is hydrated, from a
  // ref inside React's commit; its press is carried out right after that commit (a microtask), not a frame later,
  // which on a busy phone can be hundreds of milliseconds away.
  function soon(now?: boolean): void {
    if (timer) return;
    timer = 1;
    if (now) void Promise.resolve().then(drain);
    else if (document.hidden) setTimeout(drain, 0);
    else
      requestAnimationFrame(function () {
        setTimeout(drain, 0);
      });
  }

  // A submit button of a form. Its press waits for the frame: the form takes what was typed before hydration in an
  // effect after the commit (KeepEarlyInput), and must be sent with it.
  function sends(element: Element): boolean {
    const button = element as HTMLButtonElement;
    return button.type === 'submit' && !!button.form;
  }

  function drain(): void {
    timer = 0;
    const press = queue[0];
    if (!press) return;
    const control = press.e;
    // Its control has not said it is hydrated: it waits, unless the page's boundary has committed without it.
    if (control.isConnected && !ready.has(control) && !live) return;
    queue.shift();
    unmark(press.b);
    if (control.isConnected) {
      replaying = 1;
      try {
        if (press.t === 'click') (control as HTMLElement).click();
        else {
          const form = control as HTMLFormElement;
          if (form.requestSubmit)
            form.requestSubmit(press.s && (press.s as HTMLButtonElement).form === form ? press.s : undefined);
          else if (form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))) form.submit();
        }
      } finally {
        replaying = 0;
      }
    }
    if (queue.length) soon();
  }

  w[PRESS_GLOBAL] = {
    ready: function (element: Element) {
      ready.add(element);
      const head = queue[0];
      if (head) soon(head.e === element && head.t === 'click' && !sends(element));
    },
    live: function () {
      live = 1;
      if (queue.length) soon();
    },
    pending: function () {
      return queue.length;
    },
  };
  w.addEventListener('click', take, true);
  w.addEventListener('submit', take, true);

  // The saved list (docs/decisions/015-saved-list.md): the device's list is unknown to the server, so its 'Simpan'
  // buttons are pressed and the header's count written here, as the parser inserts them: a mutation observer's
  // callback runs at the end of each parser task, before the browser can paint. A device that keeps nothing pays
  // one read. The count (the stored list's length, as shared/src/saved/count.ts counts it) is kept here after every
  // change too, in this page or another tab: React renders the header's link with 0 and never changes it.
  let keys: Record<string, number> = {};
  let count = 0;
  function read(): void {
    keys = {};
    count = 0;
    try {
      const items = (JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY)!) as { items: { key: string }[] }).items;
      for (; count < items.length; count++) keys[items[count]!.key] = 1;
    } catch {
      // No storage, or no list: nothing is marked.
    }
  }
  function markSaved(buttons: boolean): void {
    const found = document.querySelectorAll('[' + SAVED_ATTRIBUTE + '],[' + SAVED_COUNT_ATTRIBUTE + ']');
    for (let i = 0; i < found.length; i++) {
      const element = found[i]!;
      const key = element.getAttribute(SAVED_ATTRIBUTE);
      if (key === null) {
        element.setAttribute(SAVED_COUNT_ATTRIBUTE, '' + count);
        element.setAttribute('aria-label', element.getAttribute('aria-label')!.replace(/\d+/, '' + count));
      } else if (buttons && keys[key]) element.setAttribute('aria-pressed', 'true');
    }
  }
  function changed(event: Event): void {
    const key = (event as StorageEvent).key;
    if (event.type !== 'storage' || key === SAVED_STORAGE_KEY || key === null) {
      read();
      markSaved(false);
    }
  }
  read();
  // While the parser inserts the page (the head's run); a run after it (a cached head inside a streamed one) marks
  // what is there at once.
  if (count && document.readyState === 'loading') {
    const observer = new MutationObserver(function () {
      markSaved(true);
    });
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', function () {
      observer.disconnect();
    });
  } else if (count) markSaved(true);
  w.addEventListener(SAVED_CHANGE_EVENT, changed);
  w.addEventListener('storage', changed);
})(window as unknown as Record<string, PressContract | undefined> & Window);
