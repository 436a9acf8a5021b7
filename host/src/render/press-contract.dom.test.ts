import { PRESS_GLOBAL, type PressContract } from '@niec/shared';
import { PRESS_CONTRACT } from './press-contract';

// The inline press contract (press-contract.ts, docs/decisions/009-presses-before-hydration.md), run in jsdom
// as the head would run it.
// A listener on the document stands in for React's root listener: it sees only what reaches the page's code.

type Press = PressContract;

/** Once for the file: like the browser, a document runs it once (its listeners stay on the window). */
function install(): Press {
  // The contract is one constant string, run as the browser runs an inline script.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script under test
  (new Function(PRESS_CONTRACT.script) as () => void)();
  return (window as unknown as Record<string, Press>)[PRESS_GLOBAL]!;
}

let press: Press;
let seen: string[];
const react = (event: Event) => {
  const target = event.target as HTMLElement;
  seen.push(`${event.type}:${target.id || target.closest('[id]')?.id}`);
};

const reactSubmit = (event: Event) => {
  react(event);
  event.preventDefault();
};

/**
 * Lets the contract carry out what it may: the press of a control that just reported waits for the microtask after
 * the report, each other for a frame, then a task.
 */
async function settle() {
  for (let i = 0; i < 20; i++) {
    jest.advanceTimersByTime(20);
    await Promise.resolve();
  }
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = `
    <button id="add" data-press><span id="label">Add to Cart</span></button>
    <button id="plus" data-press>+</button>
    <button id="plain">Plain</button>
    <button id="blocked" data-press aria-disabled="true">In Cart</button>
    <form id="apply" data-press><input name="first_name" value="Ayu" /><button id="send" type="submit">Apply</button></form>
    <form id="contact" action="/contact"><button id="post" type="submit" data-press>Kirim</button></form>`;
  seen = [];
  document.addEventListener('click', react);
  document.addEventListener('submit', reactSubmit);
});

beforeAll(() => {
  press = install();
});

afterEach(async () => {
  // Whatever a test left waiting leaves with its elements.
  document.body.innerHTML = '';
  await settle();
  expect(press.pending()).toBe(0);
  document.removeEventListener('click', react);
  document.removeEventListener('submit', reactSubmit);
  jest.useRealTimers();
});

const el = (id: string) => document.getElementById(id)!;

test('a press before hydration is kept, shown as taken, and carried out once when its control is hydrated', async () => {
  el('label').click();
  expect(seen).toEqual([]);
  expect(el('add').getAttribute('aria-busy')).toBe('true');
  expect(el('add').hasAttribute('data-press-queued')).toBe(true);
  expect(press.pending()).toBe(1);

  await settle();
  expect(seen).toEqual([]);

  press.ready(el('add'));
  await settle();
  expect(seen).toEqual(['click:add']);
  expect(el('add').hasAttribute('aria-busy')).toBe(false);
  expect(el('add').hasAttribute('data-press-queued')).toBe(false);
  expect(press.pending()).toBe(0);

  // Hydrated and nothing waiting: the press is React's alone, never kept.
  el('add').click();
  expect(seen).toEqual(['click:add', 'click:add']);
  await settle();
  expect(seen).toHaveLength(2);
});

test('presses are carried out in the order they were made, even when a later control is hydrated first', async () => {
  el('plus').click();
  el('add').click();
  el('plus').click();
  press.ready(el('add'));
  await settle();
  expect(seen).toEqual([]);
  // The second press on + keeps it busy until the last one is carried out.
  expect(el('plus').getAttribute('aria-busy')).toBe('true');

  press.ready(el('plus'));
  await settle();
  expect(seen).toEqual(['click:plus', 'click:add', 'click:plus']);
  expect(el('plus').hasAttribute('aria-busy')).toBe(false);

  // A press on a hydrated control while others wait is kept behind them.
  el('plus').click();
  press.ready(el('plus'));
  await settle();
  expect(seen).toEqual(['click:plus', 'click:add', 'click:plus', 'click:plus']);
});

test('a control that does not need script, or refuses presses, is left alone', () => {
  const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
  el('plain').dispatchEvent(plain);
  expect(plain.defaultPrevented).toBe(false);
  el('blocked').click();
  expect(seen).toEqual(['click:plain', 'click:blocked']);
  expect(press.pending()).toBe(0);
});

test('a marked submit button is kept without posting the form, and replayed as a press that submits', async () => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  el('post').dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true);
  expect(seen).toEqual([]);
  press.ready(el('post'));
  await settle();
  expect(seen).toEqual(['click:post', 'submit:contact']);
});

test('a submit of a form that needs script is kept and submitted again with the same submitter', async () => {
  const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: el('send') });
  el('apply').dispatchEvent(submit);
  expect(submit.defaultPrevented).toBe(true);
  expect(el('send').getAttribute('aria-busy')).toBe('true');
  const submitters: (HTMLElement | null)[] = [];
  el('apply').addEventListener('submit', (event) => submitters.push(event.submitter));
  press.ready(el('apply'));
  await settle();
  expect(seen).toEqual(['submit:apply']);
  expect(submitters).toEqual([el('send')]);
  expect(el('send').hasAttribute('aria-busy')).toBe(false);
});

test('a busy state the control sets itself is not taken away', async () => {
  el('add').setAttribute('aria-busy', 'false');
  el('add').click();
  expect(el('add').getAttribute('aria-busy')).toBe('false');
  expect(el('add').hasAttribute('data-press-queued')).toBe(true);
  press.ready(el('add'));
  await settle();
  expect(el('add').getAttribute('aria-busy')).toBe('false');
  expect(el('add').hasAttribute('data-press-queued')).toBe(false);
});

test('a click the contract already found waiting is carried out right after the commit its control reports from, a submit a frame later', async () => {
  // (Before the page is live: this file's contract goes live once, in the test below.)
  el('add').click();
  await settle();
  jest.advanceTimersByTime(60_000);
  expect(seen).toEqual([]);
  press.ready(el('add'));
  // Not inside the report (a ref in React's commit), and not a frame later either: the microtask after it.
  expect(seen).toEqual([]);
  await Promise.resolve();
  expect(seen).toEqual(['click:add']);

  // A submit waits for the frame, which brings the effects of that commit: the form takes what was typed before.
  el('post').click();
  press.ready(el('post'));
  await Promise.resolve();
  expect(seen).toEqual(['click:add']);
  jest.advanceTimersByTime(40);
  expect(seen).toEqual(['click:add', 'click:post', 'submit:contact']);
});

test('a press on a control that left the page is dropped; one nobody claims is carried out once the page is live', async () => {
  el('add').click();
  el('plus').click();
  el('add').remove();
  press.ready(el('plus'));
  await settle();
  expect(seen).toEqual(['click:plus']);
  expect(press.pending()).toBe(0);

  el('plain').setAttribute('data-press', '');
  el('plain').click();
  // No timer: it waits, however long, until the host says the page's boundary has committed.
  jest.advanceTimersByTime(60_000);
  expect(seen).toEqual(['click:plus']);
  expect(el('plain').getAttribute('aria-busy')).toBe('true');
  press.live();
  await settle();
  expect(seen).toEqual(['click:plus', 'click:plain']);
});

test('installed twice (a cached head inside a streamed one), it keeps one queue', () => {
  const first = press;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script under test
  (new Function(PRESS_CONTRACT.script) as () => void)();
  expect((window as unknown as Record<string, Press>)[PRESS_GLOBAL]).toBe(first);
  el('add').click();
  expect(press.pending()).toBe(1);
});
