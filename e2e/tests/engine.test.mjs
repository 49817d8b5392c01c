// A game against the engine, played by clicking; the engine's answer shows on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, getState, clickAction, waitForActions, startGame, PHONE,
} from './helpers.mjs';

const env = useServerAndBrowser();

test('play a capture against the engine and see its answer', env.onPage({ viewport: { width: 1280, height: 900 } }, async (page, { errors }) => {
  const id = await startGame(page, env.server.url, { mode: 'engine', color: 'white' }, (p) => p.locator('#level').fill('1'));
  // The seat token went from the address bar into localStorage.
  assert.ok(await page.evaluate((g) => localStorage.getItem(`tzaar-token-${g}`), id));
  await page.locator('#board [data-cell="E1"]').waitFor();
  await page.locator('#status', { hasText: 'Your turn' }).waitFor();

  // White's opening capture, by clicking the stack and then its target.
  let state = await getState(env.server.url, id);
  assert.equal(state.phase, 'open');
  const opening = state.actions.find((a) => a.kind === 'capture');
  await page.locator(`[data-cell="${opening.from}"]`).click();
  const captures = await page.locator('#board .target.capture').count();
  assert.ok(captures >= 1, 'the selected stack shows its captures');
  await screenshot(page, 'engine-1-selected');
  await page.locator(`[data-cell="${opening.to}"]`).click();

  // The engine (Black) answers with a whole turn: the list grows to three actions.
  await waitForActions(page, 3, 30000);
  await page.locator('#status', { hasText: 'Your turn' }).waitFor({ timeout: 30000 });
  state = await getState(env.server.url, id);
  assert.equal(state.side, 'white');
  assert.equal(state.history.length, 2);
  assert.equal(await page.locator('#board .last-to').count() >= 1, true, 'the last turn is marked');
  await screenshot(page, 'engine-2-answered');

  // A whole turn of our own: a capture, then a pass with the button.
  const cap = state.actions.find((a) => a.kind === 'capture' && !a.loses);
  await clickAction(page, cap);
  await page.locator('#pass-btn:not([disabled])').waitFor();
  await page.locator('#pass-btn').click();
  await waitForActions(page, 5, 30000);
  state = await getState(env.server.url, id);
  assert.ok(state.history[2].startsWith(cap.action), `turn 3 is ours: ${state.history[2]}`);

  // Review: step back to the start and forward again with the keyboard.
  await page.locator('#first-btn').click();
  await page.locator('#status', { hasText: 'Reviewing' }).waitFor();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('#moves .act.current').textContent(), opening.action);
  await page.keyboard.press('End');
  await screenshot(page, 'engine-3-review');

  // The same game on a phone, as a spectator: read-only, but the board and moves are there.
  const phone = await env.browser.newContext(PHONE);
  const p2 = await newPage(phone, errors);
  await p2.goto(`${env.server.url}/game/${id}`);
  await p2.locator('#role', { hasText: 'watching' }).waitFor();
  await waitForActions(p2, 5);
  await screenshot(p2, 'engine-4-phone-spectator');
  await phone.close();
}));
