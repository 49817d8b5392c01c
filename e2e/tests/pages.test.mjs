// The rules page, the tournament placement on a hot seat, and the server's messages shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launchBrowser, newPage, screenshot, getState, gameId, waitForActions } from './helpers.mjs';

let server;
let browser;
before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await server?.stop();
});

test('the rules page draws its boards with board.js', async () => {
  const errors = [];
  const ctx = await browser.newContext({ viewport: { width: 900, height: 900 } });
  const page = await newPage(ctx, errors);
  await page.goto(`${server.url}/rules`);
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
  await ctx.close();
  assert.deepEqual(errors, []);
});

test('tournament placement on a hot seat, and a refused import explained', async () => {
  const errors = [];
  const ctx = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await newPage(ctx, errors);
  await page.goto(`${server.url}/`);
  await page.locator('label:has(input[name=mode][value=hotseat])').click();
  await page.locator('label:has(input[name=setup][value=tournament])').click();
  await page.locator('#start-game').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  const id = gameId(page);
  await page.locator('#placement button[data-piece=tzaar]').click();
  await page.locator('[data-cell="E4"]').click();
  await waitForActions(page, 1);
  await page.locator('#placement button[data-piece=tott]').click();
  await page.locator('[data-cell="E6"]').click();
  await waitForActions(page, 2);
  const state = await getState(server.url, id);
  assert.deepEqual(state.history, ['Z@E4', 'T@E6']);
  assert.equal(state.board.E4, 'z');
  assert.equal(state.board.E6, 'T');
  await screenshot(page, 'tournament-placement');

  await page.goto(`${server.url}/`);
  await page.locator('#import-text').fill('1. D4xC3 nonsense');
  await page.locator('#import-btn').click();
  const toast = page.locator('.toast.error');
  await toast.waitFor();
  assert.match(await toast.innerText(), /\S{10}/, 'the server says what is wrong');
  await ctx.close();
  assert.deepEqual(errors, []);
});
