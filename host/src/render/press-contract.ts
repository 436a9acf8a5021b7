import { PRESS_ATTRIBUTE, PRESS_GLOBAL, PRESS_QUEUED_ATTRIBUTE } from '@niec/shared';

/**
 * The press contract (docs/decisions/009-presses-before-hydration.md): inline in the head of every server-rendered
 * document, so it listens from the first paint and needs no file, no remote and no React. It keeps a press (a click,
 * or a submit of a form marked with the attribute) on a control that needs script until that control's component
 * says it is hydrated (`ready(element)`, from pressReadyRef in @niec/shared), shows it as taken meanwhile (aria-busy
 * and the queued attribute, styled in tokens.css), and then carries the presses out one per frame, on the same
 * element, in the order they were made. The original event is stopped at the window, so React never sees it: each
 * press reaches React exactly once, as the replay.
 *
 * ES5, one constant string: a later Content-Security-Policy can allow it by its hash (today it carries the
 * response's nonce like every inline script).
 */
export const PRESS_CONTRACT_SCRIPT = [
  '(function(w){',
  `if(w.${PRESS_GLOBAL})return;`,
  `var A='${PRESS_ATTRIBUTE}',Q='${PRESS_QUEUED_ATTRIBUTE}',q=[],ready=new WeakSet(),busy=new WeakSet(),live=0,replaying=0,timer=0;`,
  // The busy state: aria-busy (unless the control manages its own) and the queued attribute, until its last press.
  'function mark(b){if(!b)return;b.setAttribute(Q,"");if(!b.hasAttribute("aria-busy")){b.setAttribute("aria-busy","true");busy.add(b)}}',
  'function unmark(b){if(!b)return;for(var i=0;i<q.length;i++)if(q[i].b===b)return;',
  'b.removeAttribute(Q);if(busy.has(b)){b.removeAttribute("aria-busy");busy.delete(b)}}',
  'function owner(e){var t=e.target;if(t&&t.nodeType!==1)t=t.parentNode;if(!t||!t.closest)return null;',
  'if(e.type==="submit")return t.matches("form["+A+"]")?t:null;',
  'var c=t.closest("["+A+"]");return c&&!c.disabled&&c.getAttribute("aria-disabled")!=="true"?c:null}',
  // A press on a hydrated control with nothing waiting before it is React's alone; any other is kept.
  'function take(e){if(replaying)return;var c=owner(e);if(!c||(ready.has(c)&&!q.length))return;',
  'e.preventDefault();e.stopImmediatePropagation();',
  'var s=e.type==="submit"?e.submitter||null:null;',
  'var x={e:c,t:e.type,s:s,b:e.type==="submit"?s||c.querySelector("[type=submit]"):c};q.push(x);mark(x.b);soon()}',
  // One press per frame: what hydration and the previous press changed is rendered before the next is carried out
  // (a hidden tab draws no frame).
  // No timer decides when: a press waits for its control's ready (or the page's live), then for one frame.
  'function soon(){if(timer)return;timer=1;',
  'if(document.hidden)setTimeout(drain,0);else requestAnimationFrame(function(){setTimeout(drain,0)})}',
  'function drain(){timer=0;var x=q[0];if(!x)return;',
  // Its control has not said it is hydrated: it waits, unless the page's boundary has committed without it.
  'if(x.e.isConnected&&!ready.has(x.e)&&!live)return;',
  'q.shift();unmark(x.b);',
  'if(x.e.isConnected){replaying=1;try{',
  'if(x.t==="click")x.e.click();',
  'else if(x.e.requestSubmit)x.e.requestSubmit(x.s&&x.s.form===x.e?x.s:undefined);',
  'else if(x.e.dispatchEvent(new Event("submit",{bubbles:true,cancelable:true})))x.e.submit()',
  '}finally{replaying=0}}',
  'if(q.length)soon()}',
  `w.${PRESS_GLOBAL}={`,
  'ready:function(el){ready.add(el);if(q.length)soon()},',
  'live:function(){live=1;if(q.length)soon()},',
  'pending:function(){return q.length}};',
  'w.addEventListener("click",take,true);w.addEventListener("submit",take,true)',
  '})(window)',
].join('');
