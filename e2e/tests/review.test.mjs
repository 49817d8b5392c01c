// Review: stepping back through a game shows each ply's board as the server has it, also after
// more actions arrive while reviewing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, screenshot, waitForActions } from './helpers.mjs';

const env = useServerAndBrowser();

async function post(path, body, token) {
  const res = await fetch(`${env.server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Plays `n` actions at a hot seat: a capture that does not lose, else a stacking, else a pass. */
async function playActions(game, state, n) {
  for (let i = 0; i < n; i++) {
    const ok = state.actions.filter((a) => !a.loses);
    const a = ok.find((x) => x.kind === 'capture') || ok.find((x) => x.kind === 'stack') || ok.find((x) => x.kind === 'pass');
    state = await post(`/api/games/${game.id}/actions`, { action: a.action }, game.tokens[state.side]);
  }
  return state;
}

/** What the page's board shows: each cell's stack as "colour type height". */
function shownStacks(page) {
  return page.evaluate(() => {
    const out = {};
    for (const g of document.querySelectorAll('#board .stack[data-stack]')) {
      const disc = g.querySelector('.disc').classList;
      const color = disc.contains('white') ? 'white' : 'black';
      const type = ['tzaar', 'tzarra', 'tott'].find((t) => disc.contains(t));
      const height = g.querySelector('.height-badge text')?.textContent ?? '1';
      out[g.dataset.stack] = `${color} ${type} ${height}`;
    }
    return out;
  });
}

/** A board of the API ({cell: letters}) in the same words. */
function stacksOf(board) {
  const types = { z: 'tzaar', r: 'tzarra', t: 'tott' };
  const out = {};
  for (const [cell, letters] of Object.entries(board)) {
    const top = letters[letters.length - 1];
    out[cell] = `${top === top.toLowerCase() ? 'white' : 'black'} ${types[top.toLowerCase()]} ${letters.length}`;
  }
  return out;
}

/** Each side's counts in the player bars: {white: {tzaar, tzarra, tott}, black: {...}}. */
function shownCounts(page) {
  return page.evaluate(() => {
    const out = {};
    for (const bar of document.querySelectorAll('.player-bar')) {
      const side = bar.querySelector('.seat-dot').classList.contains('white') ? 'white' : 'black';
      out[side] = {};
      for (const c of bar.querySelectorAll('.count')) out[side][c.dataset.type] = Number(c.textContent);
    }
    return out;
  });
}

async function plies(id) {
  const res = await fetch(`${env.server.url}/api/games/${id}/plies`);
  return (await res.json()).plies;
}

/** Steps back from the end to the start with the left arrow key, checking every ply. */
async function stepBackChecking(page, list) {
  for (let ply = list.length - 2; ply >= 0; ply--) {
    await page.keyboard.press('ArrowLeft');
    await page.locator('#where', { hasText: `${ply} / ${list.length - 1} actions` }).waitFor();
    const p = list[ply];
    const sub = ply === 0 ? 'the start position' : `after ${p.action} (turn ${p.turn}, ${p.side})`;
    await page.locator('#status .sub', { hasText: sub }).waitFor();
    assert.deepEqual(await shownStacks(page), stacksOf(p.board), `the board after ${ply} actions`);
    assert.deepEqual(await shownCounts(page), p.counts, `the counts after ${ply} actions`);
  }
}

test('stepping back shows each ply of the server, also after more actions arrive', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  const game = await post('/api/games', { mode: 'hotseat', setup: 'standard' });
  let state = await playActions(game, game.state, 6);

  await page.goto(`${env.server.url}/game/${game.id}`);
  await waitForActions(page, 6);
  assert.deepEqual(await shownStacks(page), stacksOf(state.board), 'the live board');
  let list = await plies(game.id);
  assert.equal(list.length, 7);
  await stepBackChecking(page, list);
  await screenshot(page, 'review-1-start');

  // Two more actions while the page shows the start: it stays there, and then steps through
  // the longer game.
  state = await playActions(game, state, 2);
  await waitForActions(page, 8);
  await page.locator('#status', { hasText: 'Reviewing' }).waitFor();
  assert.deepEqual(await shownStacks(page), stacksOf(list[0].board), 'still the start');
  await page.keyboard.press('End');
  await page.locator('#where', { hasText: '8 / 8 actions' }).waitFor();
  assert.deepEqual(await shownStacks(page), stacksOf(state.board), 'the live board again');
  list = await plies(game.id);
  await stepBackChecking(page, list);

  // A click on a move shows the board after it.
  await page.locator('#moves .act[data-ply="5"]').click();
  await page.locator('#where', { hasText: '5 / 8 actions' }).waitFor();
  assert.deepEqual(await shownStacks(page), stacksOf(list[5].board));
  await screenshot(page, 'review-2-ply-5');

  // Keys pressed quickly while the plies are on their way add up.
  await page.keyboard.press('End');
  state = await playActions(game, state, 1);
  await waitForActions(page, 9);
  await page.keyboard.press('Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await page.locator('#where', { hasText: '3 / 9 actions' }).waitFor();
  list = await plies(game.id);
  assert.deepEqual(await shownStacks(page), stacksOf(list[3].board));
}));
