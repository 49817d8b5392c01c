// An online game between two browsers: the creator invites, the moves appear live on both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, getState, clickAction, waitForActions, blackFirstAction,
  startGame, playCapture,
} from './helpers.mjs';

const env = useServerAndBrowser();

/**
 * Two browser contexts; in the first (A), an online game created from the home page with White
 * for A, after `fill(a)` has filled in more of the form. Returns the pages, their contexts, the
 * game's id and the list of errors the pages report.
 */
async function onlineGame(fill) {
  const errors = [];
  const ctxA = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const ctxB = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const a = await newPage(ctxA, errors);
  const b = await newPage(ctxB, errors);
  const id = await startGame(a, env.server.url, { mode: 'online', color: 'white' }, fill);
  return { a, b, ctxA, ctxB, id, errors };
}

test('two players online, moves appear live on the other side', async () => {
  const { a, b, ctxA, ctxB, id, errors } = await onlineGame((a) => a.locator('#name').fill('Ann'));
  // The page fills the invite once its first State is shown, after the address changes.
  await a.waitForFunction(() => document.querySelector('#invite-link')?.value);
  const invite = await a.locator('#invite-link').inputValue();
  assert.match(invite, /#invite=[0-9a-f]+/);
  assert.ok(await a.locator('#watch-link').inputValue());
  // The creator's own seat link, to open the seat on another device.
  assert.match(await a.locator('#seat-link').inputValue(), /#token=[0-9a-f]+&seat=white/);

  await b.goto(invite);
  await b.locator('#status', { hasText: 'Waiting for' }).waitFor();
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();
  // The invite left the address bar; both players show as connected on both pages.
  assert.ok(!b.url().includes('#'), b.url());
  await a.locator('#bar-top .presence.here').waitFor();
  await b.locator('#bar-top .presence.here').waitFor();
  await screenshot(b, 'online-1-invitee-waiting');

  // A third browser opening the used invite only watches, and is told so.
  const ctxC = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const c = await newPage(ctxC, errors);
  await c.goto(invite);
  await c.locator('#status', { hasText: 'Seat taken' }).waitFor();
  await c.locator('#role', { hasText: 'watching' }).waitFor();
  await ctxC.close();

  // Turn 1 (White, one capture) by A; B sees it without reloading.
  await playCapture(a, env.server.url, id);
  await waitForActions(b, 1);
  await b.locator('#status', { hasText: 'Your turn' }).waitFor();

  // Turn 2 (Black) by B: two captures if it can, else a capture and a pass.
  await playCapture(b, env.server.url, id);
  await waitForActions(a, 2);
  let state = await getState(env.server.url, id);
  const second = state.actions.find((x) => x.kind === 'capture' && !x.loses);
  if (second) await clickAction(b, second);
  else await b.locator('#pass-btn').click();
  await waitForActions(a, 3);
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();

  // Turn 3 by A: a capture, then a pass.
  await playCapture(a, env.server.url, id);
  await a.locator('#pass-btn:not([disabled])').waitFor();
  await a.locator('#pass-btn').click();
  await waitForActions(b, 5);

  const listA = await a.locator('#moves').innerText();
  const listB = await b.locator('#moves').innerText();
  assert.equal(listA, listB, 'both players see the same moves');
  state = await getState(env.server.url, id);
  assert.equal(state.history.length, 3);
  await screenshot(a, 'online-2-creator');
  await screenshot(b, 'online-3-invitee');

  // Acting out of turn is refused by the page, and the server's reason is shown for bad requests.
  const res = await b.evaluate(async (g) => {
    const r = await fetch(`/api/games/${g}/actions`, {
      method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer 00' }, body: '{"action":"pass"}',
    });
    return r.status;
  }, id);
  assert.ok(res === 401 || res === 403, `a wrong token is refused (${res})`);

  // A resigns; both see the result.
  await a.locator('#resign-btn').click();
  await a.locator('#confirm-yes').click();
  await b.locator('#gameover', { hasText: 'resigned' }).waitFor();
  await screenshot(b, 'online-4-resigned');
  await ctxA.close();
  await ctxB.close();
  assert.deepEqual(errors, []);
});

test('the clock does not run before Black\'s first action', async () => {
  const { a, b, ctxA, ctxB, id, errors } = await onlineGame((a) => a.locator('#clock').selectOption('60+2'));
  await a.locator('#abort-btn:visible').waitFor();
  await playCapture(a, env.server.url, id);
  await waitForActions(a, 1);
  // Nobody has joined: no clock runs, on the server or on the page.
  let state = await getState(env.server.url, id);
  assert.equal(state.clock.running, null);
  assert.equal(await a.locator('.clock.running').count(), 0);
  assert.deepEqual(await a.locator('.clock').allInnerTexts(), ['1:00', '1:00']);

  await a.waitForFunction(() => document.querySelector('#invite-link')?.value);
  await b.goto(await a.locator('#invite-link').inputValue());
  await b.locator('#status', { hasText: 'Your turn' }).waitFor();
  state = await blackFirstAction(env.server.url, id, b, a);
  assert.equal(state.clock.running, 'black');
  assert.equal(await a.locator('#abort-btn:visible').count(), 0, 'too late to abort');
  await ctxA.close();
  await ctxB.close();
  assert.deepEqual(errors, []);
});
