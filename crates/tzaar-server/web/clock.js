// The players' clocks: the server's times, counted down on the page between its messages.
import { G } from './state.js';

/** A time as m:ss, or 0:0s.s under ten seconds. */
function fmtClock(ms) {
  ms = Math.max(0, ms);
  const s = Math.floor(ms / 1000);
  const m = Math.floor(s / 60);
  if (ms < 10000) return `0:0${(ms / 1000).toFixed(1)}`;
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** `side`'s time left now, or null in a game without a clock. */
function clockMs(side) {
  const c = G.state?.clock;
  if (!c) return null;
  let ms = c[`${side}_ms`];
  if (c.running === side && G.state.status === 'playing') ms -= performance.now() - G.clockAt;
  return ms;
}

/** A clock element for `side` in a player bar. */
export function clockElement(side) {
  const clock = G.state.clock;
  const c = document.createElement('span');
  c.className = 'clock';
  c.dataset.side = side;
  c.classList.toggle('running', clock.running === side);
  c.textContent = fmtClock(clockMs(side));
  return c;
}

function tick() {
  for (const el of document.querySelectorAll('.clock[data-side]')) {
    const ms = clockMs(el.dataset.side);
    if (ms === null) continue;
    el.textContent = fmtClock(ms);
    el.classList.toggle('low', ms < 20000 && G.state.clock.running === el.dataset.side);
  }
}

/** Keeps the clocks on the page running. */
export function startClocks() {
  setInterval(tick, 200);
}
