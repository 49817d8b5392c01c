// What a new player noticed: the home page's words, the seed field, the import box, an unknown
// page, the move list following the game, review buttons on a phone, Undo after the end, and
// scores in words with a bar.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, screenshot, getState, gameId, waitForActions, startGame, chooseNewGame, playCapture,
  PHONE,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** A raw engine score as the protocol writes it. */
const RAW = /\bcp -?\d|\b(win|loss) \d/;
/** A score in words. */
const WORDS = /(is (slightly )?better|is winning|is even|wins (this turn|in \d+ turns)|has won)/;

async function api(method, path, body, token) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${env.server.url}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const data = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** A new hot-seat game through the API: {id, token, state}. */
async function hotseat() {
  const c = await api('POST', '/api/games', { mode: 'hotseat' });
  return { id: c.id, token: c.tokens.white, state: c.state };
}

/** Plays whole turns of a capture and a pass through the API; the State after. */
async function playTurns(g, turns) {
  let s = g.state;
  const until = s.history.length + turns;
  while (s.status === 'playing' && s.history.length < until) {
    const a = s.actions.find((x) => x.kind === 'capture' && !x.loses)
      ?? s.actions.find((x) => x.kind === 'pass')
      ?? s.actions[0];
    s = await api('POST', `/api/games/${g.id}/actions`, { action: a.action }, g.token);
  }
  g.state = s;
  return s;
}

async function gamesTotal() {
  return (await api('GET', '/api/games?per_page=1')).total;
}

test('the home page says what TZAAR is, which level is strong, and refuses a seed too large as it refuses abc', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  await page.goto(`${env.server.url}/`);
  const intro = page.locator('#intro');
  assert.match(await intro.innerText(), /TZAAR is a board game/);
  assert.equal(await intro.locator('a[href="/rules"]').count(), 1);
  await page.locator('#level:not([disabled])').waitFor();
  assert.equal(await page.locator('#level-weak').innerText(), '1 (weakest)');
  assert.equal(await page.locator('#level-strong').innerText(), '10 (strongest)');

  await chooseNewGame(page, { mode: 'hotseat', setup: 'random' });
  const before = await gamesTotal();
  const messages = [];
  for (const seed of ['abc', '99999999999999999999999']) {
    await page.locator('#seed').fill(seed);
    await page.locator('#start-game').click();
    const toast = page.locator('.toast.error').last();
    await toast.waitFor();
    messages.push(await toast.innerText());
    await page.evaluate(() => document.querySelectorAll('.toast').forEach((t) => t.remove()));
  }
  assert.equal(messages[0], messages[1]);
  assert.match(messages[0], /whole number from 0 to/);
  assert.equal(await gamesTotal(), before, 'no game was started');
  assert.equal(new URL(page.url()).pathname, '/');
  await screenshot(page, 'polish-home');
}));

test('the import box\'s example imports, and a double click imports it once', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  await page.goto(`${env.server.url}/`);
  const before = await gamesTotal();
  await page.locator('#import-example').click();
  assert.equal(await page.locator('#import-text').inputValue(), await page.locator('#import-text').getAttribute('placeholder'));
  // The answer is held back a moment: meanwhile the button waits, so a second click does nothing.
  let requests = 0;
  await page.route('**/api/import', async (route) => {
    requests++;
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await page.locator('#import-btn').dblclick();
  assert.equal(await page.locator('#import-btn').isDisabled(), true);
  await page.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  assert.equal(requests, 1);
  assert.equal(await gamesTotal(), before + 1);
  const s = await getState(env.server.url, gameId(page));
  assert.equal(s.mode, 'review');
  assert.deepEqual(s.history, ['D5xD4', 'C3xD4 pass']);
}));

test('an unknown page is a page with a way home', env.onPage({ viewport: { width: 1000, height: 800 } }, async (page) => {
  const res = await page.goto(`${env.server.url}/no/such/page`);
  assert.equal(res.status(), 404);
  // The words come once the catalogue is read (after the load event): wait for the section.
  await page.locator('#missing').waitFor({ state: 'visible' });
  assert.equal(await page.locator('#missing-title').innerText(), 'There is no page here');
  await page.locator('#home-link').click();
  await page.locator('#lobby').waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
}, { allow: /404/ }));

test('the move list follows the newest move unless an earlier one is being reviewed', env.onPage({ viewport: { width: 800, height: 900 } }, async (page) => {
  const g = await hotseat();
  await page.goto(`${env.server.url}/game/${g.id}`);
  await page.locator('#moves').waitFor();
  const s = await playTurns(g, 24);
  await waitForActions(page, s.actions_played);
  const atBottom = () => page.locator('#moves').evaluate((b) => b.scrollHeight > b.clientHeight + 20
    && b.scrollTop + b.clientHeight >= b.scrollHeight - 2);
  await page.waitForFunction(() => {
    const b = document.getElementById('moves');
    return b.scrollTop + b.clientHeight >= b.scrollHeight - 2;
  });
  assert.equal(await atBottom(), true, 'the newest move is in view');
  if (s.status !== 'playing') return;
  // Reviewing the start, scrolled to the top: a new move does not pull the list away.
  await page.locator('#first-btn').click();
  await page.locator('#status', { hasText: 'Reviewing' }).waitFor();
  await page.locator('#moves').evaluate((b) => { b.scrollTop = 0; });
  const s2 = await playTurns(g, 1);
  await waitForActions(page, s2.actions_played);
  assert.equal(await page.locator('#moves').evaluate((b) => b.scrollTop), 0);
}));

test('on a phone the review buttons sit by the board with 44 px targets', env.onPage(PHONE, async (page) => {
  const g = await hotseat();
  await playTurns(g, 2);
  await page.goto(`${env.server.url}/game/${g.id}`);
  await waitForActions(page, g.state.actions_played);
  const board = await page.locator('#board').boundingBox();
  for (const id of ['first-btn', 'prev-btn', 'next-btn', 'last-btn']) {
    const b = await page.locator(`#${id}`).boundingBox();
    assert.ok(b.width >= 44 && b.height >= 44, `${id}: ${b.width}x${b.height}`);
    assert.ok(b.x >= 0 && b.x + b.width <= 390, `${id} is on the screen`);
    const below = b.y - (board.y + board.height);
    assert.ok(below >= 0 && below <= 120, `${id} is ${below} px below the board`);
  }
  await page.locator('#prev-btn').tap();
  await page.locator('#status', { hasText: 'Reviewing' }).waitFor();
  await screenshot(page, 'polish-phone-review');
}));

/** A hot-seat game started from the lobby (this browser holds both seats), one capture played. */
async function hotseatFromLobby(page) {
  const id = await startGame(page, env.server.url, { mode: 'hotseat' });
  await playCapture(page, env.server.url, id);
  await waitForActions(page, 1);
}

/** Resigns with the button and waits for the end. */
async function resign(page) {
  await page.locator('#resign-btn').click();
  await page.locator('#confirm-yes').click();
  await page.locator('#gameover:not([hidden])').waitFor();
}

test('no Undo or Hint once the game is over', env.onPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
  await hotseatFromLobby(page);
  assert.equal(await page.locator('#undo-btn').isDisabled(), false, 'Undo while the game goes on');
  await resign(page);
  assert.equal(await page.locator('#undo-btn').isDisabled(), true);
  assert.equal(await page.locator('#hint-btn').isDisabled(), true);
}));

test('scores in words, with a bar under the board', env.onPage({ viewport: { width: 1280, height: 900 } }, async (page) => {
  await hotseatFromLobby(page);

  // A hint, in words.
  await page.locator('#hint-btn:not([disabled])').click();
  await page.locator('#info-line', { hasText: 'Hint:' }).waitFor({ timeout: 20000 });
  const hint = await page.locator('#info-line').innerText();
  assert.match(hint, WORDS);
  assert.doesNotMatch(hint, RAW);

  // The best line, in words, and the bar under the board.
  await page.locator('#analysis-btn').click();
  await page.locator('#analysis', { hasText: 'Best line' }).waitFor({ timeout: 20000 });
  const analysis = await page.locator('#analysis').innerText();
  assert.match(analysis, WORDS);
  assert.doesNotMatch(analysis, RAW);
  await page.locator('#eval:not([hidden])').waitFor();
  assert.match(await page.locator('#eval-text').innerText(), WORDS);
  const share = await page.locator('#eval-white').evaluate((e) => parseFloat(e.style.width));
  assert.ok(share >= 0 && share <= 100, `${share}`);

  // The score graph of the finished game says each turn's score in words.
  await resign(page);
  await page.locator('#graph svg rect.turn-col title').first().waitFor({ state: 'attached', timeout: 20000 });
  const tips = await page.locator('#graph svg rect.turn-col title').allTextContents();
  assert.ok(tips.length >= 1);
  for (const t of tips) {
    assert.match(t, /^After turn \d+: /);
    assert.match(t, WORDS);
    assert.doesNotMatch(t, RAW);
  }
  await screenshot(page, 'polish-scores-in-words');
}));
