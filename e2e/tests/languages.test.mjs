// The site in German and then Polish on a 390×844 phone, chosen in the header's switcher: the
// lobby (as a guest and signed in), a game, the rules, a player's page, the leaderboard and the
// settings are in that language
// (`<html lang>` and words of its catalogue), and nothing is wider than its box: no main
// container's content is wider than the container, no element reaches past the screen's right
// edge, and the page never scrolls sideways.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, startGame, signUp, PHONE,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** The messages of a language's catalogue as the server sends them (plain texts only). */
async function catalogue(code) {
  const res = await fetch(`${env.server.url}/api/i18n/${code}`);
  assert.equal(res.status, 200);
  return (await res.json()).messages;
}

/** The containers whose content must fit them. */
const CONTAINERS = [
  'header.top', 'header.top nav', '.account-nav', 'main', 'main > section', '.panel', '.lobby',
  '.people-grid', '.form-grid', '.seg', 'table.games', '.game', '.game aside', '.board-col',
  '.board-wrap', '.player-bar', '.review-bar', '.controls', '.share', '.chat-form',
  '.setting-row', '.setting-form', '.checks', '.rules .legend', '.pager',
].join(', ');

/**
 * What overflows on the page: the document wider than the screen, a visible container whose
 * content is wider than it, or a visible element whose box reaches past the screen's right edge.
 */
function overflows() {
  const out = [];
  const width = document.documentElement.clientWidth;
  const name = (el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  if (document.documentElement.scrollWidth > width) {
    out.push(`the document is ${document.documentElement.scrollWidth} px wide (screen ${width})`);
  }
  for (const el of document.querySelectorAll(window.__containers)) {
    if (shown(el) && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)}: content ${el.scrollWidth} > box ${el.clientWidth}`);
  }
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || el.closest('dialog:not([open]), .toast-box, .moves, .chat-list')) continue;
    const right = el.getBoundingClientRect().right;
    if (right > width + 0.5) out.push(`${name(el)} reaches ${Math.round(right)} px (screen ${width})`);
  }
  return [...new Set(out)].slice(0, 20);
}

/** Asserts that nothing on `page` overflows (see `overflows`); `where` names the page. */
async function fits(page, where) {
  await page.evaluate((c) => { window.__containers = c; }, CONTAINERS);
  const found = await page.evaluate(overflows);
  assert.deepEqual(found, [], `${where}: ${found.join('; ')}`);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), `${where}: sideways scroll`);
}

/** Asserts that `page` is in language `code`: its `<html lang>`, and the header's words. */
async function speaks(page, code, words) {
  await page.waitForFunction((c) => document.documentElement.lang === c, code);
  assert.equal((await page.locator('header.top nav a').first().innerText()).trim(), words['nav-games']);
  assert.equal((await page.locator('header.top nav a[href="/rules"]').innerText()).trim(), words['nav-rules']);
}

/** A 20-character name, the longest there is, for the widest header. */
const longName = (code) => `Phone_${code}_`.padEnd(20, 'x');

test('in German and then Polish, on a phone: every page speaks the language and fits the screen', async () => {
  const errors = [];
  const ctx = await env.browser.newContext({ ...PHONE, locale: 'en-US' });
  try {
    const page = await newPage(ctx, errors);
    await page.goto(`${env.server.url}/`);
    await page.locator('#page-info').waitFor();
    await fits(page, 'the lobby in English');
    for (const code of ['de', 'pl']) {
      const words = await catalogue(code);
      // The header's switcher, on the lobby, as a guest.
      await page.goto(`${env.server.url}/`);
      await page.locator('#language-select').selectOption(code);
      await speaks(page, code, words);
      await page.locator('#start-game', { hasText: words['start-game'] }).waitFor();
      await page.locator('#seek-signin', { hasText: words['seek-sign-in'] }).waitFor();
      assert.equal((await page.locator('#people h2 span').first().innerText()).trim(), words['people-heading']);
      await screenshot(page, `phone-${code}-1-lobby-guest`);
      await fits(page, `the lobby (${code}, guest)`);

      // The rules.
      await page.goto(`${env.server.url}/rules`);
      await speaks(page, code, words);
      await page.locator('h1', { hasText: words['rules-heading'] }).waitFor();
      await page.locator('#legend svg').first().waitFor();
      await screenshot(page, `phone-${code}-2-rules`);
      await fits(page, `the rules (${code})`);

      // Signed in with the longest name: the lobby with its challenge form and the header.
      await page.goto(`${env.server.url}/`);
      await speaks(page, code, words);
      await signUp(page, longName(code));
      await page.locator('#seek-submit', { hasText: words['seek-submit'] }).waitFor();
      await page.locator('#settings-link', { hasText: words['nav-settings'] }).waitFor();
      await fits(page, `the lobby (${code}, signed in)`);

      // A game at one screen, and one online waiting for its opponent (share links, chat).
      const id = await startGame(page, env.server.url, { mode: 'hotseat' });
      await speaks(page, code, words);
      await page.locator('#resign-btn', { hasText: words.resign }).waitFor();
      await page.locator('#flip-btn', { hasText: words.flip }).waitFor();
      // The seats' default names are the colours' in the language.
      assert.equal((await page.locator('#bar-bottom .name').innerText()).trim(), words['colour-white']);
      assert.equal((await page.locator('#bar-top .name').innerText()).trim(), words['colour-black']);
      assert.ok(id);
      await screenshot(page, `phone-${code}-3-game`);
      await fits(page, `a hot-seat game (${code})`);
      await startGame(page, env.server.url, { mode: 'online' });
      await page.locator('#share-panel').waitFor();
      await page.locator('#abort-btn', { hasText: words.abort }).waitFor();
      await screenshot(page, `phone-${code}-4-online`);
      await fits(page, `an online game (${code})`);

      // The player's own page and the leaderboard.
      await page.goto(`${env.server.url}/player/${longName(code)}`);
      await speaks(page, code, words);
      await page.locator('#player-name', { hasText: longName(code) }).waitFor();
      await fits(page, `a player's page (${code})`);
      await page.goto(`${env.server.url}/players`);
      await page.locator('#leaders-body tr').first().waitFor();
      await fits(page, `the leaderboard (${code})`);

      // The settings.
      await page.goto(`${env.server.url}/settings`);
      await speaks(page, code, words);
      await page.locator('h1', { hasText: words['settings-heading'] }).waitFor();
      await page.locator('#delete-submit', { hasText: words['settings-delete-submit'] }).waitFor();
      await screenshot(page, `phone-${code}-5-settings`);
      await fits(page, `the settings (${code})`);

      // Signed out again for the next language (its language stays, kept in this browser).
      await page.locator('#log-out-btn').click();
      await page.locator('#sign-in-btn').waitFor();
    }
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});
