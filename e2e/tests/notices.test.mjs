// A player hears of their games while looking elsewhere: two players meet through a challenge,
// and when one plays, the other's home page lists the game as theirs to play without a reload,
// with a count in the tab's title, a chime (made by the Web Audio API) and, while the tab is
// hidden, a browser notice (allowed only after a click on "Notify me"). The game page does the
// same when the opponent ends their turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, getState, gameId, clickAction, waitForActions, signUp,
  playCapture,
} from './helpers.mjs';

const env = useServerAndBrowser();

/**
 * Watches, in every page of a context, what the page does to catch attention: the tones it
 * starts (`__tones`), the notices it shows (`__notices`) and the permission asked for
 * (`__asked`), with a stand-in for the browser's notices (permission `default` until asked)
 * and a switch for a hidden tab (`__hidden`), which a headless browser cannot hide for real.
 */
function watchAttention() {
  window.__tones = 0;
  window.__notices = [];
  window.__asked = 0;
  window.__hidden = false;
  const start = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function createOscillator() {
    window.__tones += 1;
    return start.call(this);
  };
  Object.defineProperty(Document.prototype, 'hidden', { get: () => window.__hidden });
  Object.defineProperty(Document.prototype, 'visibilityState', {
    get: () => (window.__hidden ? 'hidden' : 'visible'),
  });
  let permission = 'default';
  class Notice {
    constructor(title, options = {}) {
      window.__notices.push({ title, body: options.body, tag: options.tag });
    }

    static get permission() {
      return permission;
    }

    static async requestPermission() {
      window.__asked += 1;
      permission = 'granted';
      return permission;
    }

    addEventListener() {}

    close() {}
  }
  window.Notification = Notice;
}

/** A new context watched as above, on the home page, signed up as `name`; the page. */
async function player(name, errors) {
  const ctx = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  await ctx.addInitScript(watchAttention);
  const page = await newPage(ctx, errors);
  await page.goto(`${env.server.url}/`);
  await signUp(page, name);
  await page.locator('#seek-form').waitFor();
  return { ctx, page };
}

test('the other player\'s home page shows their turn at once, with a count in the title, a chime and a notice', async () => {
  const errors = [];
  const { ctx: ctxA, page: a } = await player('Notice_Ann', errors);
  const { ctx: ctxB, page: b } = await player('Notice_Bob', errors);

  // Ann challenges (a day per turn, White); Bob accepts, and both pages open the game.
  await a.locator('#seek-time').selectOption('d1');
  await a.locator('#seek-color').selectOption('white');
  await a.locator('#seek-submit').click();
  const row = b.locator('#seeks-body tr', { hasText: 'Notice_Ann' });
  await row.locator('button', { hasText: 'Accept' }).click();
  await b.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  await a.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  const id = gameId(a);
  // Ann's page heard the game start and called for attention before it went there.
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();

  // Bob goes home: the game is listed, Ann's to play. Nothing asked the browser for notices.
  await b.goto(`${env.server.url}/`);
  const mine = b.locator(`#my-games-body li[data-game="${id}"]`);
  await mine.locator('a', { hasText: 'Waiting for Notice_Ann' }).waitFor();
  assert.equal(await b.evaluate(() => window.__asked), 0, 'no permission asked on load');
  assert.equal(await b.title(), 'TZAAR');
  // "Notify me" asks once, on the click, and goes away.
  await b.locator('#notify-btn').click();
  await b.locator('#notify-btn').waitFor({ state: 'hidden' });
  assert.equal(await b.evaluate(() => window.__asked), 1);
  // Bob's tab goes to the background; the page stays as it is (no reload).
  await b.evaluate(() => {
    window.__hidden = true;
    window.__samePage = true;
  });

  // Ann plays White's opening capture: it is Bob's turn.
  const state = await getState(env.server.url, id);
  await clickAction(a, state.actions.find((x) => x.kind === 'capture' && !x.loses));
  await mine.locator('a', { hasText: 'Your turn against Notice_Ann' }).waitFor();
  assert.equal(await mine.getAttribute('class'), 'your-turn');
  await b.waitForFunction(() => document.title === '(1) TZAAR');
  const seen = await b.evaluate(() => ({
    same: window.__samePage, tones: window.__tones, notices: window.__notices,
  }));
  assert.equal(seen.same, true, 'the page was not reloaded');
  assert.ok(seen.tones >= 2, `a chime of two tones (${seen.tones})`);
  assert.deepEqual(seen.notices, [{ title: 'TZAAR', body: 'Your turn against Notice_Ann', tag: `tzaar-${id}` }]);
  await screenshot(b, 'notices-1-your-turn');

  // Bob looks at the tab again: the count goes.
  await b.evaluate(() => {
    window.__hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await b.waitForFunction(() => document.title === 'TZAAR');

  // Bob plays his turn on the game page; Ann's game page calls for attention when it ends.
  const tonesBefore = await a.evaluate(() => window.__tones);
  await b.goto(`${env.server.url}/game/${id}`);
  await b.locator('#status', { hasText: 'Your turn' }).waitFor();
  await playCapture(b, env.server.url, id);
  await waitForActions(a, 2);
  assert.equal(await a.title(), `TZAAR – game ${id}`, 'still Bob\'s turn: no count');
  await b.locator('#pass-btn:not([disabled])').click();
  await waitForActions(a, 3);
  await a.waitForFunction((g) => document.title === `(1) (Your turn) TZAAR – game ${g}`, id);
  assert.ok(await a.evaluate(() => window.__tones) >= tonesBefore + 2, 'Ann heard the chime');
  // Ann's tab was not hidden: no notice, only the chime and the title.
  assert.deepEqual(await a.evaluate(() => window.__notices), []);
  // A click on the page is looking at it.
  await a.locator('#moves').click();
  await a.waitForFunction((g) => document.title === `(Your turn) TZAAR – game ${g}`, id);

  await ctxA.close();
  await ctxB.close();
  assert.deepEqual(errors, []);
});

test('with the account\'s sound off, no chime plays', async () => {
  const errors = [];
  const { ctx: ctxA, page: a } = await player('Quiet_Ann', errors);
  const { ctx: ctxB, page: b } = await player('Quiet_Bob', errors);
  const status = await b.evaluate(async () => (await fetch('/api/me/settings', {
    method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ sound: false }),
  })).status);
  assert.equal(status, 200);
  await a.locator('#seek-time').selectOption('d3');
  await a.locator('#seek-color').selectOption('white');
  await a.locator('#seek-submit').click();
  await b.locator('#seeks-body tr', { hasText: 'Quiet_Ann' }).locator('button', { hasText: 'Accept' }).click();
  await a.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  const id = gameId(a);
  await b.goto(`${env.server.url}/`);
  await b.locator(`#my-games-body li[data-game="${id}"]`).waitFor();
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();
  await playCapture(a, env.server.url, id);
  await b.locator(`#my-games-body li.your-turn[data-game="${id}"]`).waitFor();
  await b.waitForFunction(() => document.title === '(1) TZAAR');
  assert.equal(await b.evaluate(() => window.__tones), 0);
  await ctxA.close();
  await ctxB.close();
  assert.deepEqual(errors, []);
});
