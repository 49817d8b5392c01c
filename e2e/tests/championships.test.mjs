// Correspondence championships: a player signs up on the tournaments page, whose championship form
// the server refuses until `tzaar admin grant` makes them an admin; then they create one (groups of
// 4) there and land on its page. Three accounts made over the HTTP API enter it, the admin enters
// on the page and opens season 1, which shows one division with one group of 4 linking to its
// tournament (whose page links back with its season, division and group in words). All six games
// of the group are decided over the API (the loser resigns), the page shows the group finished
// with the server's standings, and the list on the tournaments page follows. The last player
// leaves on the page, three newcomers enter, the admin opens season 2, and season 1 shows where
// each player went (▼ down, left, = the same) as the server says. On a 390 px phone, the
// championship page and the tournaments page with 20-character names are never wider than the
// screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  apiAccount as signedUpOverApi, callWith as callApi, overflows,
  useServerAndBrowser, newPage, screenshot, signUp, PASSWORD, PHONE,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** How long a group's start, a game's end or a page's update may take. */
const SLOW = 60000;

/** A call of the HTTP API with `cookie` (a session's, or none): {status, json}. */
const callWith = (cookie, method, path, body) => callApi(env.server.url, cookie, method, path, body);

/** An account made over the HTTP API, with its own session cookie (see helpers' `apiAccount`). */
const apiAccount = (name) => signedUpOverApi(env.server.url, name);

/** The championship as the server has it (asked as a guest). */
async function championshipOf(id) {
  const r = await callWith(null, 'GET', `/api/championships/${id}`);
  assert.equal(r.status, 200, JSON.stringify(r.json));
  return r.json;
}

/** Waits until `check()` gives something truthy (asked every 300 ms); that. */
async function until(check, what, timeout = SLOW) {
  const end = Date.now() + timeout;
  let last = null;
  while (Date.now() < end) {
    last = await check();
    if (last) return last;
    await new Promise((r) => setTimeout(r, 300));
  }
  assert.fail(`timed out waiting for ${what}`);
}

/** The rows of group `group` (its tournament's id) of season `season` on `page`: [{name, rank, points, played, next, label}]. */
async function groupShown(page, season, group) {
  return page.evaluate(([s, g]) => {
    const box = document.querySelector(`.championship-season[data-season="${s}"] .championship-group[data-tournament="${g}"]`);
    if (!box) return null;
    return [...box.querySelectorAll('tbody tr')].map((tr) => {
      const mark = tr.querySelector('.next-mark');
      return {
        name: tr.dataset.player,
        rank: tr.children[0].textContent.trim(),
        points: tr.querySelector('td.points').textContent.trim(),
        played: tr.children[3].textContent.trim(),
        next: mark?.dataset.next ?? null,
        symbol: mark?.textContent.trim() ?? null,
        label: mark ? (mark.getAttribute('aria-label') ?? mark.title) : null,
      };
    });
  }, [season, group]);
}

/** Whether the rows shown agree with the server's group `g` (rank, name, points, played, next). */
function agrees(shown, g) {
  return !!shown && shown.length === g.standings.length && g.standings.every((p, i) => shown[i].name === p.name
    && shown[i].rank === String(p.rank) && shown[i].points === String(p.points)
    && shown[i].played === String(p.played) && shown[i].next === (p.next ?? null));
}


/** The championship made by the first test, for the phone's. */
let championshipId = null;

test('an admin creates a championship on the page, opens its seasons there, and the groups, standings and moves show', async () => {
  const errors = [];
  const base = env.server.url;
  const ctx = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await newPage(ctx, errors);
  await page.goto(`${base}/tournaments`);
  const admin = 'Champ_Admin';
  await signUp(page, admin);

  // The form shows to a signed-in player; the server refuses one who is no admin, in its words.
  await page.locator('#championship-form').waitFor();
  await page.locator('#ch-name').fill('Autumn league');
  await page.locator('#championship-submit').click();
  await page.locator('#championship-error', { hasText: "Only the site's admins may do this." }).waitFor();
  await screenshot(page, 'championships-1-refused');

  // Made an admin beside the server, on its archive, they create it: groups of 4, 1 up.
  const said = execFileSync(process.env.TZAAR_BIN, ['admin', 'grant', admin, '--data', env.server.data], { encoding: 'utf8' });
  assert.match(said, /is now an admin/);
  await page.locator('#ch-days').fill('3');
  await page.locator('#ch-group-size').fill('4');
  await page.locator('#ch-promote').fill('1');
  await page.locator('#ch-growth').fill('2');
  await page.locator('#championship-submit').click();
  await page.waitForURL(/\/championships\/[^/]+$/);
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop());
  championshipId = id;
  await page.locator('#championship-name', { hasText: 'Autumn league' }).waitFor();
  let c = await championshipOf(id);
  assert.equal(c.group_size, 4);
  assert.equal(c.promote, 1);
  assert.equal(c.relegate, 2);
  assert.equal(c.days_per_turn, 3);
  assert.equal(c.season, 0);
  assert.equal(c.created_by, admin);
  // Its settings and when its seasons open, in words.
  await page.locator('#championship-facts', { hasText: '3 days per turn' }).waitFor();
  await page.locator('#championship-more', { hasText: 'Groups of up to 4 players' }).waitFor();
  await page.locator('#championship-more', { hasText: 'From each group 1 up, 2 down' }).waitFor();
  await page.locator('#championship-when', { hasText: 'A season opens when its creator opens it' }).waitFor();
  await page.locator('#championship-season', { hasText: 'Not begun' }).waitFor();
  await page.locator('#seasons-empty').waitFor();
  // Its creator may open a season; they have not entered.
  assert.equal(await page.locator('#c-open').isVisible(), true);
  assert.equal(await page.locator('#c-leave').isVisible(), false);

  // Three players enter over the API, then the admin on the page: the entrants are the four.
  const players = [];
  for (let i = 1; i <= 3; i++) {
    const p = await apiAccount(`Champ_Player_${i}`.padEnd(20, 'x'));
    const r = await p.call('POST', `/api/championships/${id}/join`);
    assert.equal(r.status, 200, JSON.stringify(r.json));
    players.push(p);
  }
  await page.locator('#c-enter').click();
  await page.locator('#championship-me').waitFor();
  await page.locator('#c-leave').waitFor();
  await until(async () => (await page.locator('#championship-entrants li').count()) === 4, 'four entrants on the page');
  c = await championshipOf(id);
  assert.deepEqual([...c.entrant_names].sort(), [admin, ...players.map((p) => p.name)].sort());
  assert.equal(c.entrants, players.length + 1);
  await screenshot(page, 'championships-2-entrants');

  // Someone else may not open it: the server says so.
  const refused = await players[0].call('POST', `/api/championships/${id}/seasons`);
  assert.equal(refused.status, 403);
  assert.equal(refused.json.error, 'not-creator');

  // The admin opens season 1: one division, one group of the four, linking to its tournament.
  await page.locator('#c-open').click();
  await page.locator('.championship-season[data-season="1"]').waitFor();
  await page.locator('#championship-season', { hasText: 'Season 1' }).waitFor();
  c = await championshipOf(id);
  assert.equal(c.seasons.length, 1);
  assert.equal(c.seasons[0].divisions.length, 1);
  assert.equal(c.seasons[0].divisions[0].groups.length, 1);
  const group = c.seasons[0].divisions[0].groups[0];
  assert.equal(group.standings.length, 4);
  assert.equal(group.players, 4);
  assert.equal(await page.locator('.championship-season[data-season="1"] .championship-division').count(), 1);
  assert.equal(await page.locator('.championship-season[data-season="1"] .championship-group').count(), 1);
  const link = page.locator(`.championship-group[data-tournament="${group.id}"] .championship-group-head a`);
  assert.equal(new URL(await link.getAttribute('href'), base).pathname, `/tournaments/${group.id}`);
  assert.equal((await groupShown(page, 1, group.id)).length, 4);
  await screenshot(page, 'championships-3-season-1');

  // The director starts the group, a correspondence round robin: its six games at once.
  const games = await until(async () => {
    const t = (await callWith(null, 'GET', `/api/tournaments/${group.id}`)).json;
    return t.status === 'running' && t.games.length === 6 ? t.games : null;
  }, 'the group to start its six games');

  // The group's page (a spectator's: a player's goes on to their game) links back, with its
  // season, division and group in words.
  const guestCtx = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const guest = await newPage(guestCtx, errors);
  await guest.goto(`${base}/championships/${id}`);
  await guest.locator(`.championship-group[data-tournament="${group.id}"] .championship-group-head a`).click();
  await guest.waitForURL((u) => u.pathname === `/tournaments/${group.id}`);
  const back = guest.locator('#tournament-championship-link');
  await back.waitFor();
  assert.equal(await back.textContent(), 'Championship: season 1, division 1, group 1');
  await screenshot(guest, 'championships-3b-group');
  await back.click();
  await guest.waitForURL((u) => u.pathname === `/championships/${id}`);
  await guest.locator('.championship-season[data-season="1"]').waitFor();
  await guestCtx.close();

  // Every game decided over the API: the earlier of this order wins, so the ranking is this order.
  const cookies = await ctx.cookies();
  const adminCookie = cookies.filter((k) => k.name === 'tzaar_session').map((k) => `${k.name}=${k.value}`)[0];
  assert.ok(adminCookie, "the admin's session");
  const order = [players[0].name, players[1].name, players[2].name, admin];
  const callOf = Object.fromEntries([...players.map((p) => [p.name, p.call]),
    [admin, (method, path, body) => callWith(adminCookie, method, path, body)]]);
  for (const g of games) {
    const loser = order.indexOf(g.white) > order.indexOf(g.black) ? g.white : g.black;
    const r = await callOf[loser]('POST', `/api/games/${g.id}/resign`);
    assert.equal(r.status, 200, JSON.stringify(r.json));
  }
  // The group finishes (the director), and the page shows it with the server's standings.
  const finished = await until(async () => {
    const now = await championshipOf(id);
    const g = now.seasons[0].divisions[0].groups[0];
    return g.status === 'finished' ? g : null;
  }, 'the group to finish');
  assert.deepEqual(finished.standings.map((p) => p.name), order);
  assert.ok(finished.standings.every((p) => p.played === 3), JSON.stringify(finished.standings));
  await page.locator(`.championship-group[data-tournament="${group.id}"] .badge[data-status="finished"]`).waitFor({ timeout: SLOW });
  await until(async () => agrees(await groupShown(page, 1, group.id), finished), 'the standings on the page to agree with the server');
  await screenshot(page, 'championships-4-finished');

  // The tournaments page lists it: its season, its entrants, its days per turn.
  await page.goto(`${base}/tournaments`);
  const row = page.locator(`#championships-body tr[data-championship="${id}"]`);
  await row.waitFor();
  assert.deepEqual(await row.locator('td').allTextContents(), ['Autumn league', '1', '4', '3 days per turn']);
  await row.locator('a').click();
  await page.waitForURL((u) => u.pathname === `/championships/${id}`);

  // The last of season 1 leaves on the page (asked first), three newcomers enter, and the admin
  // opens season 2: two divisions now.
  await page.locator('#c-leave').click();
  await page.locator('#confirm-yes').click();
  await page.locator('#c-enter').waitFor();
  assert.equal(await page.locator('#championship-me').isVisible(), false);
  for (let i = 1; i <= 3; i++) {
    const p = await apiAccount(`Champ_Newcomer_${i}`.padEnd(20, 'x'));
    const r = await p.call('POST', `/api/championships/${id}/join`);
    assert.equal(r.status, 200, JSON.stringify(r.json));
  }
  await page.locator('#c-open').click();
  await page.locator('.championship-season[data-season="2"]').waitFor();
  c = await championshipOf(id);
  assert.equal(c.season, 2);
  const season1 = c.seasons.find((s) => s.season === 1).divisions[0].groups[0];
  // The server's moves: the top two stay, the third goes down, the admin has left.
  assert.deepEqual(season1.standings.map((p) => p.next), ['same', 'same', 'down', 'left']);
  // The page shows them, each with its words for a screen reader, season 2 above season 1.
  await until(async () => agrees(await groupShown(page, 1, group.id), season1), 'the moves of season 1 on the page');
  const rows = await groupShown(page, 1, group.id);
  assert.deepEqual(rows.map((r) => r.symbol), ['=', '=', '▼', 'left']);
  assert.deepEqual(rows.map((r) => r.label), ['Stays in this division', 'Stays in this division', 'Goes down a division', 'Has left the championship']);
  const seasonsShown = await page.locator('.championship-season').evaluateAll((els) => els.map((e) => e.dataset.season));
  assert.deepEqual(seasonsShown, ['2', '1']);
  assert.equal(await page.locator('.championship-season[data-season="2"] .championship-division').count(), c.seasons[0].divisions.length);
  // Season 2 has no moves yet: no such column.
  assert.equal(await page.locator('.championship-season[data-season="2"] th.next').count(), 0);
  await screenshot(page, 'championships-5-season-2');

  assert.deepEqual(errors, []);
  await ctx.close();
});

test('on a phone, the championship page and the tournaments page fit the screen', async () => {
  assert.ok(championshipId, 'the first test made a championship');
  const errors = [];
  const base = env.server.url;
  const ctx = await env.browser.newContext(PHONE);
  const page = await newPage(ctx, errors);
  await page.goto(`${base}/championships/${championshipId}`);
  await page.locator('.championship-season[data-season="1"] .next-mark').first().waitFor();
  await page.locator('.championship-season[data-season="2"]').waitFor();
  // A guest is asked to sign in, and has no button.
  await page.locator('#championship-signin').waitFor();
  assert.equal(await page.locator('#c-enter').isVisible(), false);
  assert.equal(await page.locator('#c-open').isVisible(), false);
  assert.deepEqual(await page.evaluate(overflows), [], 'the championship page');
  await screenshot(page, 'championships-6-phone');

  await page.goto(`${base}/tournaments`);
  await page.locator(`#championships-body tr[data-championship="${championshipId}"]`).waitFor();
  assert.deepEqual(await page.evaluate(overflows), [], 'the tournaments page');
  await screenshot(page, 'championships-7-list-phone');
  assert.deepEqual(errors, []);
  await ctx.close();
});
