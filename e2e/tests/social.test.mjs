// Two browsers around an online game: a takeback offered and accepted, a chat whose markup stays
// text, and a rematch that takes both pages to the new game with the colours swapped.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, getState, gameId, waitForActions, agreeRematch, startGame,
  playCapture, PHONE,
} from './helpers.mjs';

const env = useServerAndBrowser();

test('takeback, chat and rematch between two players', async () => {
  const errors = [];
  const ctxA = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  // B is on a phone.
  const ctxB = await env.browser.newContext(PHONE);
  const a = await newPage(ctxA, errors);
  const b = await newPage(ctxB, errors);

  const id = await startGame(a, env.server.url, { mode: 'online', color: 'white' });
  // The page fills the invite once its first State is shown, after the address changes.
  await a.waitForFunction(() => document.querySelector('#invite-link')?.value);
  const invite = await a.locator('#invite-link').inputValue();
  await b.goto(invite);
  await b.locator('#status', { hasText: 'Waiting for' }).waitFor();

  // A plays, then asks to take it back; B accepts; both are back at the start.
  await playCapture(a, env.server.url, id);
  await waitForActions(b, 1);
  await a.locator('#takeback-btn:not([disabled])').click();
  await a.locator('#offer-text', { hasText: 'You offered' }).waitFor();
  await b.locator('#offer-text', { hasText: 'asks to take back' }).waitFor();
  await screenshot(b, 'social-1-takeback-offered');
  await b.locator('#offer-accept').click();
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();
  const state = await getState(env.server.url, id);
  assert.equal(state.actions_played, 0);
  assert.equal(state.offer, null);
  await a.waitForFunction(() => document.querySelectorAll('#moves .act').length === 0);

  // Chat: markup arrives as text on the other page, and nothing runs.
  const evil = '<img src=x onerror="window.__pwned = 1">';
  await a.locator('#chat-input').fill(evil);
  await a.locator('#chat-form button').click();
  await b.locator('#chat-list li .text', { hasText: evil }).waitFor();
  assert.equal(await b.locator('#chat-list img').count(), 0);
  assert.equal(await b.evaluate(() => window.__pwned), undefined);
  assert.equal(await b.locator('#chat-list li .text').first().textContent(), evil);
  await b.locator('#chat-input').fill('good luck');
  await b.locator('#chat-input').press('Enter');
  await a.locator('#chat-list li .text', { hasText: 'good luck' }).waitFor();
  assert.equal(await b.locator('#chat-input').getAttribute('maxlength'), '500');
  await screenshot(b, 'social-2-chat-phone');

  // A spectator reads the chat but has no input.
  const ctxW = await env.browser.newContext({ viewport: { width: 1000, height: 900 } });
  const w = await newPage(ctxW, errors);
  await w.goto(`${env.server.url}/game/${id}`);
  await w.locator('#chat-list li .text', { hasText: 'good luck' }).waitFor();
  assert.equal(await w.locator('#chat-form').isHidden(), true);
  await ctxW.close();

  // A resigns; A offers a rematch and B accepts: both pages go to the new game, colours swapped.
  await a.locator('#resign-btn').click();
  await a.locator('#confirm-yes').click();
  await b.locator('#rematch-btn').waitFor();
  const next = await agreeRematch(id, a, b);
  assert.equal(gameId(b), next);
  await b.locator('#status', { hasText: 'Your turn' }).waitFor();
  await a.locator('#status', { hasText: 'Waiting for' }).waitFor();
  await playCapture(b, env.server.url, next);
  await waitForActions(a, 1);
  await screenshot(a, 'social-3-rematch');

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});
