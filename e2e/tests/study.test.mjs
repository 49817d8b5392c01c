// The analysis board (moves with branches, the engine's lines, the position editor refusing an
// impossible position and sharing a link that reopens it, a game opened at a ply) and the
// lessons (a lesson finished and remembered, a wrong try undone), on desktop and on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PHONE, ROOT, screenshot, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

/** Clicks (or taps) `from`, then `to`, on the board in `box`. */
async function move(page, box, from, to, tap = false) {
  for (const cell of [from, to]) {
    const hit = page.locator(`${box} [data-cell="${cell}"]`);
    if (tap) await hit.tap();
    else await hit.click();
  }
}

/** The page is no wider than its window. */
async function fitsTheScreen(page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth, width: window.innerWidth,
  }));
  assert.ok(scroll <= width, `the page is ${scroll} px wide in a ${width} px window`);
}

test('the analysis board: moves, branches, lines, the editor and a shared link', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  await page.goto(`${env.server.url}/analysis`);
  await page.locator('#board .stack').first().waitFor();
  assert.equal(await page.locator('#board .stack').count(), 60);
  // The engine's three lines, each with its chance in words.
  await page.locator('#lines li').nth(2).waitFor({ timeout: 20000 });
  assert.match(await page.locator('#lines li').first().innerText(), /%|wins/);
  assert.equal(await page.locator('#eval').isHidden(), false);
  // No game between people yet: the explorer says so and names the engine's choice.
  await page.locator('#explorer .explorer-empty').waitFor();
  await page.locator('#explorer .explorer-engine-line').waitFor();

  await move(page, '#board', 'D5', 'D4');
  await page.locator('.study-move.current', { hasText: 'D5xD4' }).waitFor();
  assert.match(page.url(), /\/analysis\?position=.*b(\+|%20)first/);
  await move(page, '#board', 'C3', 'D4');
  await page.locator('.study-move.current', { hasText: 'C3xD4' }).waitFor();
  // Back to the start and another opening: a branch beside the first line.
  await page.locator('#first-btn').click();
  await move(page, '#board', 'E4', 'F4');
  await page.locator('.study-branch .study-move.current', { hasText: 'E4xF4' }).waitFor();
  assert.equal(await page.locator('.study-move').count(), 3);
  // Back into the main line by clicking it.
  await page.locator('.study-move', { hasText: 'C3xD4' }).click();
  await page.locator('.study-move.current', { hasText: 'C3xD4' }).waitFor();
  assert.equal(await page.locator('#board [data-stack="D4"]').count(), 1);

  // The editor: a seventh White Tzaar is refused with the reason, taken off, then accepted.
  await page.locator('#edit-btn').click();
  await page.locator('.palette-tool[data-tool="z"]').click();
  await page.locator('#board [data-cell="A1"]').click();
  await page.locator('#editor-done').click();
  const error = page.locator('#editor-error');
  await error.filter({ hasText: /\S/ }).waitFor();
  assert.match(await error.innerText(), /7/);
  assert.equal(await page.locator('#editor').isVisible(), true, 'the editor stays open');
  await page.locator('.palette-tool[data-tool="remove"]').click();
  await page.locator('#board [data-cell="A1"]').click();
  await page.locator('#board [data-cell="B1"]').click();
  await page.locator('#editor-side').selectOption('w');
  await page.locator('#editor-phase').selectOption('first');
  await page.locator('#editor-done').click();
  await page.locator('#editor').waitFor({ state: 'hidden' });
  assert.equal(await page.locator('#board [data-stack="B1"]').count(), 0);
  assert.equal(await page.locator('.study-move').count(), 0, 'a new position starts a new tree');
  await screenshot(page, 'analysis-board');

  // The link reopens exactly this position, in another browser.
  await page.locator('#share-btn').click();
  const link = await page.locator('#share-anchor').getAttribute('href');
  assert.match(link, /\/analysis\?position=/);
  const stacks = await page.locator('#board .stack').count();
  const status = await page.locator('#study-status').innerText();
  const other = await env.browser.newPage();
  try {
    await other.goto(link);
    await other.locator('#board .stack').first().waitFor();
    assert.equal(await other.locator('#board .stack').count(), stacks);
    await other.locator('#study-status', { hasText: status }).waitFor();
    assert.equal(await other.locator('#board [data-stack="A1"]').count(), 0);
    assert.equal(await other.locator('#board [data-stack="B1"]').count(), 0);
  } finally {
    await other.close();
  }
}));

test('a finished game opens on the analysis board at its ply; a game going on does not', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  const post = (path, body, token) => fetch(`${env.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).then((r) => r.json());
  const game = await post('/api/games', { mode: 'hotseat', setup: 'standard' });
  const token = game.tokens.white;
  await post(`/api/games/${game.id}/actions`, { action: 'D5xD4' }, token);
  await post(`/api/games/${game.id}/actions`, { turn: 'C3xD4 pass' }, token);
  await page.goto(`${env.server.url}/game/${game.id}`);
  await page.locator('#study-link').click();
  await page.waitForURL(/\/analysis/);
  await page.locator('.study-move.current', { hasText: 'pass' }).waitFor();
  assert.equal(await page.locator('.study-move').count(), 3);

  const online = await post('/api/games', { mode: 'online', setup: 'standard' });
  await page.goto(`${env.server.url}/analysis?game=${online.id}&ply=0`);
  await page.locator('#study-note').waitFor();
  assert.equal(await page.locator('#board .stack').count(), 0, 'no board of a game going on');
}));

test('the analysis board on a phone', env.onPage(PHONE, async (page) => {
  await page.goto(`${env.server.url}/analysis?position=standard`);
  await page.locator('#board .stack').first().waitFor();
  await move(page, '#board', 'D5', 'D4', true);
  await page.locator('.study-move.current', { hasText: 'D5xD4' }).waitFor();
  await page.locator('#lines li').first().waitFor({ timeout: 20000 });
  await page.locator('#edit-btn').tap();
  await page.locator('#editor').waitFor();
  await fitsTheScreen(page);
  await screenshot(page, 'analysis-phone');
}));

test('a lesson finished is remembered; a wrong try is undone', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  await page.goto(`${env.server.url}/learn`);
  await page.locator('#lesson-board .stack').first().waitFor();
  assert.equal(await page.locator('.lesson-link.current').getAttribute('data-lesson'), 'capture');
  await move(page, '#lesson-board', 'A1', 'A3');
  await page.locator('.lesson-feedback.good').waitFor();
  await page.locator('#lesson-next').click();
  await page.locator('#lesson-step', { hasText: '2' }).waitFor();
  await move(page, '#lesson-board', 'A1', 'A3');
  await page.locator('.lesson-link.done[data-lesson="capture"]').waitFor();
  await page.goto(`${env.server.url}/learn`);
  await page.locator('.lesson-link.done[data-lesson="capture"]').waitFor();
  assert.equal(await page.locator('.lesson-link.current').getAttribute('data-lesson'), 'stack', 'the first lesson not yet finished opens');

  // The lesson on ideas: stacking the Tott onto the Tzarra leaves it attacked, and is undone.
  await page.locator('.lesson-link[data-lesson="ideas"]').click();
  await page.locator('#lesson-board [data-stack="A3"]').waitFor();
  await move(page, '#lesson-board', 'A1', 'A3');
  await page.locator('.lesson-feedback.bad').waitFor();
  await page.locator('#lesson-board [data-stack="A1"]').waitFor({ timeout: 5000 });
  await page.locator('#lesson-show').click();
  await page.locator('.lesson-feedback.good').waitFor();
  await screenshot(page, 'lesson');
}));

test('a lesson on a phone: the placement, tapped', env.onPage(PHONE, async (page) => {
  await page.goto(`${env.server.url}/learn#placement`);
  await page.locator('#lesson-place button[data-piece="tzaar"]').tap();
  await page.locator('#lesson-board [data-cell="E6"]').tap();
  await page.locator('.lesson-feedback.good').waitFor();
  await page.locator('#lesson-next').tap();
  await page.locator('#lesson-place button[data-piece="tott"]').tap();
  await page.locator('#lesson-board [data-cell="E4"]').tap();
  await page.locator('.lesson-link.done[data-lesson="placement"]').waitFor();
  await fitsTheScreen(page);
  await screenshot(page, 'lesson-phone');
}));

test('the opening explorer on the analysis board: an imported game\'s turns, played by a click', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  const record = fs.readFileSync(path.join(ROOT, 'crates/tzaar-core/tests/data/records/standard-resigned.tzr'), 'utf8');
  const res = await fetch(`${env.server.url}/api/import`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: record });
  assert.equal(res.status, 201);
  const start = await (await fetch(`${env.server.url}/api/explorer?position=standard`)).json();
  assert.equal(start.games, 1);
  const first = start.turns[0].turn;
  await page.goto(`${env.server.url}/analysis`);
  const row = page.locator('#explorer .explorer-line');
  await row.first().waitFor();
  assert.equal(await row.count(), 1);
  assert.match(await page.locator('#explorer .explorer-total').innerText(), /1/);
  await row.locator('.explorer-turn').click();
  await page.locator('.study-move.current', { hasText: first }).waitFor();
  // The next position's turns come from the same game.
  await page.locator('#explorer .explorer-line').first().waitFor();
  await screenshot(page, 'analysis-explorer');
}));
