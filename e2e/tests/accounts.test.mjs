// Accounts in the browser: sign up, the header shows the name, the player's page and the
// leaderboard, log out, a wrong password shown by its field, sign in again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, screenshot, fillSign, PASSWORD } from './helpers.mjs';

const env = useServerAndBrowser();

test('sign up, see your name, log out and sign in again', env.onPage({ viewport: { width: 1280, height: 900 } }, async (page, { ctx }) => {
  await page.goto(`${env.server.url}/`);
  await page.locator('#sign-up-btn').waitFor();

  // A name the server refuses is explained next to the name field.
  await page.locator('#sign-up-btn').click();
  await fillSign(page, 'a b', PASSWORD);
  await page.locator('#sign-name-error', { hasText: 'letters' }).waitFor();
  await fillSign(page, 'Ann_e2e', PASSWORD);
  await page.locator('#me-link', { hasText: 'Ann_e2e' }).waitFor();
  assert.equal(await page.locator('#sign-up-btn').isVisible(), false);
  await screenshot(page, 'accounts-1-signed-up');

  // The session is a cookie the page's scripts cannot read.
  assert.equal(await page.evaluate(() => document.cookie.includes('tzaar_session')), false);
  const cookies = await ctx.cookies();
  const session = cookies.find((c) => c.name === 'tzaar_session');
  assert.ok(session && session.httpOnly && session.sameSite === 'Lax');

  // The name leads to the player's page; a reload keeps the login.
  await page.locator('#me-link').click();
  await page.waitForURL(/\/player\/Ann_e2e$/);
  await page.locator('#player-rating', { hasText: '1500' }).waitFor();
  await page.locator('#rating-graph', { hasText: 'No rated games yet' }).waitFor();
  await page.locator('#me-link', { hasText: 'Ann_e2e' }).waitFor();
  await screenshot(page, 'accounts-2-player');

  // The history graph draws one point per rated game, the line through them, and its range.
  const drawn = await page.evaluate(async () => {
    const { ratingGraph } = await import('/players.js');
    const box = document.getElementById('rating-graph');
    ratingGraph(box, [
      { game: 'g1', at: '2026-11-01T10:00:00Z', rating: 1662, deviation: 290 },
      { game: 'g2', at: '2026-11-02T10:00:00Z', rating: 1580, deviation: 250 },
      { game: 'g3', at: '2026-11-03T10:00:00Z', rating: 1701, deviation: 220 },
    ]);
    return {
      dots: box.querySelectorAll('circle').length,
      points: box.querySelector('polyline').getAttribute('points').split(' ').length,
      labels: [...box.querySelectorAll('text')].map((t) => t.textContent),
    };
  });
  assert.equal(drawn.dots, 3);
  assert.equal(drawn.points, 3);
  assert.ok(drawn.labels.includes('1701') && drawn.labels.includes('1580'), drawn.labels.join());
  await screenshot(page, 'accounts-2b-graph');

  // The leaderboard lists the engine's levels and the new player.
  await page.goto(`${env.server.url}/players`);
  await page.locator('#leaders-body tr', { hasText: 'Level-10' }).first().waitFor();
  await page.locator('#leaders-body a', { hasText: 'Ann_e2e' }).waitFor();
  assert.equal(await page.locator('#leaders-body tr').first().locator('a').textContent(), 'Level-10');
  await screenshot(page, 'accounts-3-leaderboard');

  // An unknown player gets a clear message; a name is shown as text, not as HTML.
  await page.goto(`${env.server.url}/player/${encodeURIComponent('<b>x</b>')}`);
  await page.locator('#player-missing', { hasText: 'There is no player called' }).waitFor();
  assert.equal(await page.locator('#player-missing b').count(), 0);

  // Log out: the header offers to sign in again, and the session is gone for the server too.
  await page.locator('#log-out-btn').click();
  await page.locator('#sign-in-btn').waitFor();
  const me = await page.evaluate(async () => (await fetch('/api/me')).status);
  assert.equal(me, 401);

  // A wrong password is shown by the password field; the right one signs in.
  await page.locator('#sign-in-btn').click();
  await fillSign(page, 'ann_e2e', 'wrong horse');
  await page.locator('#sign-password-error', { hasText: 'wrong' }).waitFor();
  await fillSign(page, 'ann_e2e', PASSWORD);
  await page.locator('#me-link', { hasText: 'Ann_e2e' }).waitFor();
  await page.reload();
  await page.locator('#me-link', { hasText: 'Ann_e2e' }).waitFor();
  await screenshot(page, 'accounts-4-signed-in');
}));
