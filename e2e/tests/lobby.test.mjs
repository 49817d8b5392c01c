// Two people meet in the lobby: one posts a challenge, the other sees it appear live and accepts
// it; both pages open the game, whose clock waits for Black's first action; they play, chat,
// resign and agree a rematch with the colours swapped. A guest sees challenges but cannot accept
// them, and a cancelled challenge leaves the other pages' lists at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, getState, gameId, clickAction, waitForActions,
  blackFirstAction, agreeRematch, signUp, playCapture, PHONE,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** Opens the home page in a new context and signs up as `name`; the page. */
async function signedUp(name, errors, options = { viewport: { width: 1200, height: 900 } }) {
  const ctx = await env.browser.newContext(options);
  const page = await newPage(ctx, errors);
  await page.goto(`${env.server.url}/`);
  await signUp(page, name);
  await page.locator('#seek-form').waitFor();
  return { ctx, page };
}

/** The row of the lobby's list with `name`'s challenge. */
const seekRow = (page, name) => page.locator('#seeks-body tr', { hasText: name });

test('two players meet through a challenge, play, chat and agree a rematch', async () => {
  const errors = [];
  const { ctx: ctxA, page: a } = await signedUp('Lobby_Ann', errors);
  // Bob is on a phone.
  const { ctx: ctxB, page: b } = await signedUp('Lobby_Bob', errors, PHONE);
  // Each sees the other online.
  await a.locator('#online-list a', { hasText: 'Lobby_Bob' }).waitFor();
  await b.locator('#online-list a', { hasText: 'Lobby_Ann' }).waitFor();
  assert.equal(await b.locator('#seeks-empty').isVisible(), true);

  // Ann posts 10+5, rated, playing White; it appears in Bob's list without a reload.
  await a.locator('#seek-time').selectOption('10+5');
  await a.locator('#seek-color').selectOption('white');
  assert.equal(await a.locator('#seek-rated').isChecked(), true);
  await a.locator('#seek-submit').click();
  await seekRow(a, 'Lobby_Ann').locator('button', { hasText: 'Cancel' }).waitFor();
  const row = seekRow(b, 'Lobby_Ann');
  await row.waitFor();
  assert.match(await row.textContent(), /10\+5/);
  assert.match(await row.textContent(), /rated/);
  assert.equal(await b.locator('#seeks-empty').isVisible(), false);
  await screenshot(b, 'lobby-1-challenge-phone');

  // Bob accepts: both pages open the game, Ann by the lobby's message.
  await row.locator('button', { hasText: 'Accept' }).click();
  await b.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  await a.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  const id = gameId(a);
  assert.equal(gameId(b), id);
  let state = await getState(env.server.url, id);
  assert.equal(state.white, 'Lobby_Ann');
  assert.equal(state.black, 'Lobby_Bob');
  assert.equal(state.rated, true);
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();
  await b.locator('#status', { hasText: 'Waiting for' }).waitFor();

  // White's opening capture: still no clock runs, on the server or on either page.
  await clickAction(a, state.actions.find((x) => x.kind === 'capture'));
  await waitForActions(b, 1);
  state = await getState(env.server.url, id);
  assert.equal(state.clock.running, null);
  assert.equal(await a.locator('.clock.running').count(), 0);
  assert.equal(await b.locator('.clock.running').count(), 0);
  assert.deepEqual(await a.locator('.clock').allInnerTexts(), ['10:00', '10:00']);

  // Black's first action starts Black's clock.
  await b.locator('#status', { hasText: 'Your turn' }).waitFor();
  state = await blackFirstAction(env.server.url, id, b, a);
  assert.equal(state.clock.running, 'black');
  // Bob ends his turn with a pass; Ann captures again.
  await b.locator('#pass-btn:not([disabled])').click();
  await waitForActions(a, 3);
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();
  await playCapture(a, env.server.url, id);
  await waitForActions(b, 4);
  state = await getState(env.server.url, id);
  assert.equal(state.actions_played, 4);
  // Still White's turn (its second action), on White's clock now.
  assert.equal(state.clock.running, 'white');

  // Chat both ways.
  await a.locator('#chat-input').fill('have fun');
  await a.locator('#chat-form button').click();
  await b.locator('#chat-list li .text', { hasText: 'have fun' }).waitFor();
  await b.locator('#chat-input').fill('you too');
  await b.locator('#chat-input').press('Enter');
  await a.locator('#chat-list li .text', { hasText: 'you too' }).waitFor();
  await screenshot(b, 'lobby-2-game-phone');

  // Bob resigns; Ann offers a rematch, Bob accepts: both land on the new game, colours swapped.
  await b.locator('#resign-btn').click();
  await b.locator('#confirm-yes').click();
  await a.locator('#rematch-btn').waitFor();
  state = await getState(env.server.url, id);
  assert.equal(state.status, 'over');
  assert.equal(state.result.winner, 'white');
  const next = await agreeRematch(id, a, b);
  assert.equal(gameId(b), next);
  state = await getState(env.server.url, next);
  assert.equal(state.white, 'Lobby_Bob');
  assert.equal(state.black, 'Lobby_Ann');
  assert.equal(state.rated, true);
  assert.equal(state.clock.running, null);
  await b.locator('#status', { hasText: 'Your turn' }).waitFor();
  await a.locator('#status', { hasText: 'Waiting for' }).waitFor();
  await screenshot(a, 'lobby-3-rematch');

  // Back home, each lists the new game, Bob's turn first.
  await b.goto(`${env.server.url}/`);
  await b.locator('#my-games-body li.your-turn a', { hasText: 'Lobby_Ann' }).waitFor();

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

test('a guest sees a challenge but cannot accept it; a cancelled one leaves at once', async () => {
  const errors = [];
  const { ctx: ctxC, page: c } = await signedUp('Lobby_Cy', errors);
  const ctxG = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const g = await newPage(ctxG, errors);
  await g.goto(`${env.server.url}/`);
  await g.locator('#seek-signin').waitFor();
  assert.equal(await g.locator('#seek-form').isVisible(), false);
  // A guest is nobody online.
  await c.locator('#online-list a', { hasText: 'Lobby_Cy' }).waitFor();
  assert.equal(await c.locator('#online-count').textContent(), '1');

  await c.locator('#seek-time').selectOption('d3');
  await c.locator('#seek-rated').uncheck();
  await c.locator('#seek-submit').click();
  const row = seekRow(g, 'Lobby_Cy');
  await row.waitFor();
  assert.match(await row.textContent(), /3 days per turn/);
  assert.match(await row.textContent(), /casual/);
  const accept = row.locator('button', { hasText: 'Accept' });
  assert.equal(await accept.isDisabled(), true);
  await screenshot(g, 'lobby-4-guest');

  // Cy cancels: the guest's list empties without a reload.
  await seekRow(c, 'Lobby_Cy').locator('button', { hasText: 'Cancel' }).click();
  await row.waitFor({ state: 'detached' });
  await g.locator('#seeks-empty').waitFor();
  const res = await fetch(`${env.server.url}/api/seeks`);
  assert.deepEqual((await res.json()).seeks, []);

  // An engine level from the list starts a game at once.
  const levels = await c.locator('#seek-levels option').evaluateAll((os) => os.map((o) => o.value));
  assert.deepEqual(levels, Array.from({ length: 10 }, (_, i) => `Level-${i + 1}`));
  await c.locator('#seek-color').selectOption('white');
  await c.locator('#seek-time').selectOption('30+20');
  await c.locator('#seek-opponent').fill('Level-1');
  await c.locator('#seek-submit').click();
  await c.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  const state = await getState(env.server.url, gameId(c));
  assert.equal(state.white, 'Lobby_Cy');
  assert.equal(state.black, 'Level-1');

  assert.deepEqual(errors, []);
  await ctxC.close();
  await ctxG.close();
});
