// Tournaments: two players (two browser contexts) sign up; one creates an arena started by hand
// from the tournaments page, the other joins it from its page, and the creator starts it. The
// arena pairs them: both pages go to the game, the loser resigns, and both pages go back to the
// tournament, whose standings now give the winner 2 points. An arena never pairs the same two
// players twice in a row, so a third account, made and played over the HTTP API with its own
// cookie, joins and resigns each of its games at once, until the two meet again with the colours
// swapped; the standings follow each game. On a 390 px phone, the tournaments page and a
// tournament's page (a long name, many players) are never wider than the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  apiAccount as signedUpOverApi, overflows,
  useServerAndBrowser, newPage, screenshot, getState, gameId, signUp, PASSWORD, PHONE,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** How long a pairing, a game's end or a page going back may take. */
const SLOW = 60000;

/** An account made over the HTTP API, with its own session cookie (see helpers' `apiAccount`). */
const apiAccount = (name) => signedUpOverApi(env.server.url, name);

/** The tournament as the server has it (asked as a guest). */
async function tournamentOf(id) {
  const res = await fetch(`${env.server.url}/api/tournaments/${id}`);
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return JSON.parse(text);
}

/** Each player's points by the server's standings: {name: points}. */
async function pointsOf(id) {
  const t = await tournamentOf(id);
  return Object.fromEntries(t.standings.map((s) => [s.name, s.points]));
}

/** The points each player's row of the standings on `page` shows: {name: text}. */
async function pointsShown(page) {
  return page.evaluate(() => {
    const out = {};
    const heads = [...document.querySelectorAll('#standings-head th')];
    const col = heads.findIndex((th) => th.classList.contains('points'));
    for (const tr of document.querySelectorAll('#standings-body tr')) out[tr.dataset.player] = tr.children[col]?.textContent.trim();
    return out;
  });
}

/**
 * Waits until the standings on `page` show the server's points for every player, and `check`
 * (given the server's points) holds; the points.
 */
async function standingsAgree(page, id, check = () => true) {
  const until = Date.now() + SLOW;
  let shown = null;
  let server = null;
  while (Date.now() < until) {
    server = await pointsOf(id);
    shown = await pointsShown(page).catch(() => null);
    const same = shown && Object.keys(server).length === Object.keys(shown).length
      && Object.entries(server).every(([name, p]) => shown[name] === String(p));
    if (same && check(server)) return server;
    await new Promise((r) => setTimeout(r, 300));
  }
  assert.fail(`the page's standings ${JSON.stringify(shown)} never agreed with the server's ${JSON.stringify(server)}`);
}

/** Opens `url` in a new context (desktop unless `options`) and signs up as `name`; the page. */
async function signedUp(name, errors, url, options = { viewport: { width: 1200, height: 900 } }) {
  const ctx = await env.browser.newContext(options);
  const page = await newPage(ctx, errors);
  await page.goto(url);
  await signUp(page, name);
  return { ctx, page };
}

/** Resigns the game open on `page` (its player's), answering the question. */
async function resignOn(page) {
  await page.locator('#resign-btn:not([disabled])').click();
  await page.locator('#confirm-yes').click();
}

const onGame = (id) => (u) => u.pathname === `/game/${id}`;
const onTournament = (id) => (u) => u.pathname === `/tournaments/${id}`;

/** The first game of tournament `t` between `a` and `b` (names) that is not one of `seen`, or null. */
const gameBetween = (t, a, b, seen = []) => t.games.find((g) => !seen.includes(g.id)
  && ((g.white === a && g.black === b) || (g.white === b && g.black === a))) ?? null;

/** Every tournament made here, for the phone's check. */
let arenaId = null;

test('an arena made, joined and started on its pages pairs its players, who come back after each game', async () => {
  const errors = [];
  const base = env.server.url;
  const { ctx: ctxA, page: a } = await signedUp('Tour_Ann', errors, `${base}/tournaments`);
  const { ctx: ctxB, page: b } = await signedUp('Tour_Bob', errors, `${base}/tournaments`);

  // Ann creates an arena of 3+2, started by hand.
  await a.locator('#create-form').waitFor();
  await a.locator('#t-kind').selectOption('arena');
  // An arena is real time only: days per turn cannot be chosen.
  assert.equal(await a.locator('#t-time option[value="days"]').isDisabled(), true);
  await a.locator('#t-name').fill('Friday arena');
  await a.locator('#t-minutes').fill('3');
  await a.locator('#t-increment').fill('2');
  await a.locator('#t-begins').selectOption('hand');
  await a.locator('#t-duration').fill('60');
  await a.locator('#t-max').fill('8');
  await screenshot(a, 'tournaments-1-form');
  await a.locator('#create-submit').click();
  await a.waitForURL(/\/tournaments\/[^/]+$/);
  const id = decodeURIComponent(new URL(a.url()).pathname.split('/').pop());
  arenaId = id;
  await a.locator('#tournament-name', { hasText: 'Friday arena' }).waitFor();
  await a.locator('#tournament-clock', { hasText: 'Starts when its creator starts it' }).waitFor();
  let t = await tournamentOf(id);
  assert.equal(t.kind, 'arena');
  assert.equal(t.status, 'open');
  assert.deepEqual(t.clock, { initial_s: 180, increment_s: 2 });
  assert.equal(t.starts_at, null);
  assert.equal(t.created_by, 'Tour_Ann');
  // Only its creator starts or cancels it.
  await a.locator('#t-start').waitFor();
  assert.equal(await a.locator('#t-cancel').isVisible(), true);
  // The creator joins, unless creating it joined them already.
  if (await a.locator('#t-join').isVisible()) await a.locator('#t-join').click();
  await a.locator('#standings-body tr[data-player="Tour_Ann"]').waitFor();

  // Bob finds it among the open ones on his list (live), opens it and joins.
  await b.locator('#open-body tr', { hasText: 'Friday arena' }).waitFor({ timeout: SLOW });
  await b.locator('#open-body a', { hasText: 'Friday arena' }).click();
  await b.waitForURL(onTournament(id));
  assert.equal(await b.locator('#t-start').isVisible(), false);
  await b.locator('#t-join').click();
  await b.locator('#t-leave').waitFor();
  await b.locator('#tournament-me').waitFor();
  // Ann's page sees him join without a reload.
  await a.locator('#standings-body tr[data-player="Tour_Bob"]').waitFor({ timeout: SLOW });
  await screenshot(a, 'tournaments-2-open');

  // Ann starts it: the arena pairs them, and both pages go to the game.
  await a.locator('#t-start').click();
  await a.waitForURL(/\/game\/[A-Za-z0-9_-]+$/, { timeout: SLOW });
  await b.waitForURL(/\/game\/[A-Za-z0-9_-]+$/, { timeout: SLOW });
  const first = gameId(a);
  assert.equal(gameId(b), first);
  const s1 = await getState(base, first);
  assert.deepEqual([s1.white, s1.black].sort(), ['Tour_Ann', 'Tour_Bob']);
  assert.equal(String(s1.tournament?.id), String(id));
  // The game links back to its tournament.
  const back = a.locator('#tournament-link');
  await back.waitFor();
  assert.equal(new URL(await back.getAttribute('href'), base).pathname, `/tournaments/${id}`);
  await screenshot(b, 'tournaments-3-game');

  // Black resigns; both pages go back to the tournament, where White has 2 points.
  const pages = { Tour_Ann: a, Tour_Bob: b };
  await pages[s1.black].locator('#status', { hasText: /Your turn|Waiting for/ }).waitFor();
  await resignOn(pages[s1.black]);
  await pages[s1.white].locator('#tournament-going').filter({ hasText: /.+/ }).waitFor({ timeout: SLOW });
  await a.waitForURL(onTournament(id), { timeout: SLOW });
  await b.waitForURL(onTournament(id), { timeout: SLOW });
  let points = await standingsAgree(a, id, (p) => p[s1.white] === 2 && p[s1.black] === 0);
  await standingsAgree(b, id, (p) => p[s1.white] === 2);
  // The game is listed on the tournament's page with its result.
  await a.locator(`#tournament-games li[data-game="${first}"]`, { hasText: '1-0' }).waitFor();
  await screenshot(a, 'tournaments-4-standings');

  // A third player, over the API, joins and resigns every game it gets at once, until the arena
  // pairs Ann and Bob again.
  const cy = await apiAccount('Tour_Cy');
  const joined = await cy.call('POST', `/api/tournaments/${id}/join`);
  assert.equal(joined.status, 200, JSON.stringify(joined.json));
  let again = null;
  const cyGames = new Set();
  const until = Date.now() + 3 * SLOW;
  while (!again && Date.now() < until) {
    const mine = await cy.call('GET', `/api/tournaments/${id}`);
    const game = mine.json.me?.game;
    if (game && !cyGames.has(game)) {
      cyGames.add(game);
      const resigned = await cy.call('POST', `/api/games/${game}/resign`);
      assert.equal(resigned.status, 200, JSON.stringify(resigned.json));
    }
    again = gameBetween(mine.json, 'Tour_Ann', 'Tour_Bob', [first]);
    if (!again) await new Promise((r) => setTimeout(r, 250));
  }
  assert.ok(again, 'the arena paired Ann and Bob again');
  assert.ok(cyGames.size >= 1, 'the third player was paired in between');
  // Enough: the third player withdraws, so that nobody is paired with it again.
  const left = await cy.call('DELETE', `/api/tournaments/${id}/join`);
  assert.equal(left.status, 200, JSON.stringify(left.json));

  // Both pages go to the new game, the arena's colours.
  await a.waitForURL(onGame(again.id), { timeout: SLOW });
  await b.waitForURL(onGame(again.id), { timeout: SLOW });
  const s2 = await getState(base, again.id);
  // White goes to the one with fewer Whites so far, then to the one who had Black last.
  assert.deepEqual([s2.white, s2.black].sort(), ['Tour_Ann', 'Tour_Bob']);
  // Each of Cy's games gave its opponent 2 points more: the standings say so.
  points = await pointsOf(id);
  assert.equal(points.Tour_Cy ?? 0, 0);

  // This time White resigns: both pages go back, and Black's points grow by at least 2 (more on
  // a winning streak), the loser's stay.
  await pages[s2.white].locator('#status', { hasText: /Your turn|Waiting for/ }).waitFor();
  await resignOn(pages[s2.white]);
  await a.waitForURL(onTournament(id), { timeout: SLOW });
  await b.waitForURL(onTournament(id), { timeout: SLOW });
  const after = await standingsAgree(a, id, (p) => p[s2.black] >= points[s2.black] + 2);
  assert.equal(after[s2.white], points[s2.white]);
  await standingsAgree(b, id, (p) => p[s2.black] === after[s2.black]);
  await a.locator(`#tournament-games li[data-game="${again.id}"]`, { hasText: '0-1' }).waitFor();
  t = await tournamentOf(id);
  assert.equal(t.status, 'running');
  await screenshot(b, 'tournaments-5-second-game');

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});


test('on a phone, the tournaments page and a tournament with a long name and many players fit the screen', async () => {
  const errors = [];
  const base = env.server.url;
  // A Swiss tournament with the longest names, made and joined over the API.
  const host = await apiAccount('Tour_Host_xxxxxxxxxx');
  const made = await host.call('POST', '/api/tournaments', {
    name: 'A Swiss tournament with a rather long name for a phone',
    kind: 'swiss',
    clock: { initial_s: 600, increment_s: 5 },
    setup: 'standard',
    rated: true,
    starts_at: new Date(Date.now() + 2 * 3600 * 1000).toISOString(),
    rounds: 5,
    max_players: 16,
    rating_min: null,
    rating_max: null,
  });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const swiss = made.json.id;
  for (let i = 0; i < 4; i++) {
    const p = await apiAccount(`Tour_Phone_${i}`.padEnd(20, 'x'));
    const r = await p.call('POST', `/api/tournaments/${swiss}/join`);
    assert.equal(r.status, 200, JSON.stringify(r.json));
  }
  const ctx = await env.browser.newContext(PHONE);
  const page = await newPage(ctx, errors);
  await page.goto(`${base}/tournaments`);
  await page.locator('#open-body tr', { hasText: 'rather long name' }).waitFor();
  await page.locator('#create-signin').waitFor();
  assert.deepEqual(await page.evaluate(overflows), [], 'the tournaments page');
  await screenshot(page, 'tournaments-6-list-phone');

  await page.goto(`${base}/tournaments/${swiss}`);
  await page.locator('#standings-body tr').nth(3).waitFor();
  // Open, with a start time: a countdown, and a guest is asked to sign in.
  await page.locator('#tournament-clock', { hasText: /Starts in \d+:\d\d:\d\d/ }).waitFor();
  await page.locator('#tournament-signin').waitFor();
  assert.equal(await page.locator('#t-join').isVisible(), false);
  assert.deepEqual(await page.evaluate(overflows), [], 'an open Swiss tournament');
  await screenshot(page, 'tournaments-7-swiss-phone');

  // The arena of the first test, with its games and standings.
  if (arenaId) {
    await page.goto(`${base}/tournaments/${arenaId}`);
    await page.locator('#tournament-games li').first().waitFor();
    assert.deepEqual(await page.evaluate(overflows), [], 'a running arena');
    await screenshot(page, 'tournaments-8-arena-phone');
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});
