// The site's languages: the header's switcher shows a page in German at once (and keeps the
// choice), the game page follows, and a browser whose language is Polish gets Polish first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, newPage, screenshot, startGame } from './helpers.mjs';

const env = useServerAndBrowser();

/** The messages of a language's catalogue as the server sends them. */
async function catalogue(code) {
  const res = await fetch(`${env.server.url}/api/i18n/${code}`);
  assert.equal(res.status, 200);
  return (await res.json()).messages;
}

test('the switcher shows the lobby in German at once, keeps the choice, and the game page follows', async () => {
  const [en, de] = [await catalogue('en'), await catalogue('de')];
  assert.notEqual(de['nav-games'], en['nav-games']);
  const errors = [];
  const ctx = await env.browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 900 } });
  try {
    const page = await newPage(ctx, errors);
    await page.goto(`${env.server.url}/`);
    const nav = page.locator('header.top nav a').first();
    await page.locator('#page-info', { hasText: 'Page 1 of 1' }).waitFor();
    assert.equal((await nav.innerText()).trim(), en['nav-games']);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    // The switcher lists every language in its own name.
    const names = await page.locator('#language-select option').allInnerTexts();
    assert.deepEqual(names, ['English', 'Deutsch', 'Français', 'Italiano', 'Nederlands', 'Español', 'Polski']);

    await page.locator('#language-select').selectOption('de');
    await page.locator('header.top nav a', { hasText: de['nav-games'] }).first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal((await page.locator('#start-game').innerText()).trim(), de['start-game']);
    assert.equal((await page.locator('#sign-in-btn').innerText()).trim(), de['sign-in']);
    // The parts the scripts draw follow too: the archive's pager (a plural) and the slider's ends.
    await page.locator('#page-info', { hasText: 'Seite 1 von 1' }).waitFor();
    assert.equal(await page.locator('#level-weak').innerText(), '1 (am schwächsten)');
    assert.equal(await page.locator('#intro a').innerText(), de['intro-rules']);
    assert.equal(await page.evaluate(() => location.pathname), '/', 'no reload to another page');
    await screenshot(page, 'lobby-de');

    // The choice is kept in this browser: the next page opens in German.
    await page.goto(`${env.server.url}/rules`);
    await page.locator('h1', { hasText: 'So spielt man TZAAR' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await page.title(), 'TZAAR – Regeln');

    // A game against the engine speaks German, and back to English at once.
    await startGame(page, env.server.url, { mode: 'engine' });
    await page.locator('#status', { hasText: 'Du bist am Zug' }).waitFor({ timeout: 30000 });
    assert.equal((await page.locator('#resign-btn').innerText()).trim(), 'Aufgeben');
    await page.locator('#language-select').selectOption('en');
    await page.locator('#status', { hasText: 'Your turn' }).waitFor();
    assert.equal((await page.locator('#resign-btn').innerText()).trim(), 'Resign');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

test('a browser whose language is Polish gets the site in Polish at first', async () => {
  const pl = await catalogue('pl');
  const errors = [];
  const ctx = await env.browser.newContext({ locale: 'pl-PL', viewport: { width: 1200, height: 900 } });
  try {
    const page = await newPage(ctx, errors);
    await page.goto(`${env.server.url}/`);
    await page.locator('header.top nav a', { hasText: pl['nav-games'] }).first().waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'pl');
    assert.equal(await page.locator('#language-select').inputValue(), 'pl');
    assert.equal((await page.locator('#start-game').innerText()).trim(), pl['start-game']);
    // Polish plurals: 1 game is "one", 0 (or 5) "many".
    const { total } = await (await fetch(`${env.server.url}/api/games?per_page=1`)).json();
    const games = { 0: '0 partii', 1: '1 partia', 2: '2 partie', 3: '3 partie' }[total];
    assert.ok(games, `${total} games`);
    await page.locator('#page-info', { hasText: `Strona 1 z 1 (${games})` }).waitFor();
    await screenshot(page, 'lobby-pl');
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});
