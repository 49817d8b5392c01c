// The rules page, the tournament placement on a hot seat, the server's messages shown, and
// live updates that survive a restart of the env.server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, startServer, screenshot, getState, waitForActions, startGame } from './helpers.mjs';

const env = useServerAndBrowser();

test('the rules page draws its boards with board.js', env.onPage({ viewport: { width: 900, height: 900 } }, async (page) => {
  await page.goto(`${env.server.url}/rules`);
  const boards = page.locator('svg.tzaar-board');
  await boards.first().waitFor();
  assert.equal(await boards.count(), 3);
  // Every board has the 60 cells and the hole.
  for (let i = 0; i < 3; i++) {
    assert.equal(await boards.nth(i).locator('[data-cell]').count(), 60);
    assert.equal(await boards.nth(i).locator('.hole').count(), 1);
  }
  assert.equal(await boards.nth(0).locator('.stack').count(), 60, 'the standard start fills the board');
  assert.ok(await boards.nth(1).locator('.target.capture').count() >= 1);
  await screenshot(page, 'rules');
}));

test('tournament placement on a hot seat, and a refused import explained', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  const id = await startGame(page, env.server.url, { mode: 'hotseat', setup: 'tournament' });
  await page.locator('#placement button[data-piece=tzaar]').click();
  await page.locator('[data-cell="E4"]').click();
  await waitForActions(page, 1);
  await page.locator('#placement button[data-piece=tott]').click();
  await page.locator('[data-cell="E6"]').click();
  await waitForActions(page, 2);
  const state = await getState(env.server.url, id);
  assert.deepEqual(state.history, ['Z@E4', 'T@E6']);
  assert.equal(state.board.E4, 'z');
  assert.equal(state.board.E6, 'T');
  await screenshot(page, 'tournament-placement');

  await page.goto(`${env.server.url}/`);
  await page.locator('#import-text').fill('1. D4xC3 nonsense');
  await page.locator('#import-btn').click();
  const toast = page.locator('.toast.error');
  await toast.waitFor();
  assert.match(await toast.innerText(), /\S{10}/, 'the server says what is wrong');
}));

test('the live connection comes back after the server restarts', env.onPage({ viewport: { width: 1000, height: 800 } }, async (page) => {
  const res = await fetch(`${env.server.url}/api/games`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"mode":"hotseat","setup":"standard"}',
  });
  const created = await res.json();
  await page.goto(`${env.server.url}/game/${created.id}`);
  await page.locator('#conn', { hasText: 'Live' }).waitFor();

  const { port, data } = env.server;
  await env.server.stop({ keepData: true });
  await page.locator('#conn', { hasText: 'reconnecting' }).waitFor();
  env.server = await startServer({ port, data });
  await page.locator('#conn', { hasText: 'Live' }).waitFor({ timeout: 15000 });

  // A move made elsewhere reaches the page over the new connection.
  const action = created.state.actions.find((a) => a.kind === 'capture').action;
  const played = await fetch(`${env.server.url}/api/games/${created.id}/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${created.tokens.white}` },
    body: JSON.stringify({ action }),
  });
  assert.equal(played.status, 200);
  await waitForActions(page, 1);
  assert.equal(await page.locator('#moves .act').first().textContent(), action);
}));
