// Players and their games in the browser: a seat played by an account links to the player's
// page, and the player's page lists the player's games, each linking to its game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, screenshot } from './helpers.mjs';

const env = useServerAndBrowser();

test("an account's seat links to its page, which lists its games", env.onPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
  await page.goto(`${env.server.url}/`);
  // Sign up and create an online game with the session cookie, as the page's own calls do.
  const created = await page.evaluate(async () => {
    const post = (url, body) => fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const signed = await post('/api/accounts', { name: 'Ann_r', password: 'correct horse' });
    if (signed.status !== 201) throw new Error(`sign up: ${signed.status}`);
    const game = await post('/api/games', { mode: 'online', color: 'white' });
    if (game.status !== 201) throw new Error(`create: ${game.status}`);
    return game.json();
  });
  assert.deepEqual(created.state.accounts, { white: 'Ann_r', black: null });

  await page.goto(`${env.server.url}${created.url}`);
  const link = page.locator('.player-bar .name a', { hasText: 'Ann_r' });
  await link.waitFor();
  assert.equal(await link.getAttribute('href'), '/player/Ann_r');
  // The guest's seat is a name, not a link.
  assert.equal(await page.locator('.player-bar .name a').count(), 1);
  await screenshot(page, 'ratings-1-game');

  await link.click();
  await page.waitForURL(/\/player\/Ann_r$/);
  const game = page.locator('#player-recent a', { hasText: 'Ann_r – Black' });
  await game.waitFor();
  assert.equal(await game.getAttribute('href'), `/game/${created.id}`);
  await page.locator('#player-recent li', { hasText: 'playing · casual' }).waitFor();
  await screenshot(page, 'ratings-2-player');
}));
