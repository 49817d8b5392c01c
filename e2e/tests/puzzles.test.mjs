// Puzzles: a puzzle of two turns, opened by its link, solved by clicking (each turn's two
// actions collected on the board, the server's reply shown), on a desktop and on a 390×844
// phone that never scrolls sideways; signed in, the solve rates the account, and the page says
// its new rating.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { PHONE, ROOT, screenshot, signUp, useServerAndBrowser } from './helpers.mjs';

const env = useServerAndBrowser();

/** The first shipped puzzle won in two turns: {id, solution: [turn texts]}. */
function twoTurnPuzzle() {
  const file = path.join(ROOT, 'crates', 'tzaar-engine', 'data', 'puzzles.txt');
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [id, , winIn, , , solution] = line.split('\t');
    if (winIn === '2') return { id, solution: solution.split(';') };
  }
  throw new Error('no shipped puzzle is won in two turns');
}

/** The cells an action text names. */
function cells(action) {
  const m = /^([A-I][1-9])[x+]([A-I][1-9])$/i.exec(action);
  return m ? { from: m[1].toUpperCase(), to: m[2].toUpperCase() } : null;
}

/** Plays `turn` (its actions' texts) by clicking stacks and targets, or Pass. */
async function playTurn(page, turn) {
  for (const action of turn.split(' ')) {
    await page.locator('#puzzle-board[data-ready="yes"]').waitFor();
    const c = cells(action);
    if (!c) {
      await page.locator('#puzzle-pass').click();
      continue;
    }
    await page.locator(`#puzzle-board [data-cell="${c.from}"]`).click();
    await page.locator('#puzzle-board .target').first().waitFor();
    await page.locator(`#puzzle-board [data-cell="${c.to}"]`).click();
  }
}

/** The guest's attempt at puzzle `id`, as the server keeps it for this browser's cookie. */
const attempt = (page, id) =>
  page.evaluate((p) => fetch(`/api/puzzles/${p}`).then((r) => r.json()).then((c) => c.attempt), id);

/** Asserts that the page is no wider than the screen. */
async function fits(page, where) {
  const wide = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    if (document.documentElement.scrollWidth > width) out.push(`the document is ${document.documentElement.scrollWidth} px wide`);
    for (const el of document.body.querySelectorAll('*')) {
      if (el.getClientRects().length === 0 || el.closest('dialog:not([open]), .toast-box')) continue;
      const right = el.getBoundingClientRect().right;
      if (right > width + 0.5) out.push(`${el.tagName.toLowerCase()}#${el.id} reaches ${Math.round(right)} px`);
    }
    return out.slice(0, 10);
  });
  assert.deepEqual(wide, [], `${where}: ${wide.join('; ')}`);
}

async function solve(page, name, { account = null } = {}) {
  const p = twoTurnPuzzle();
  await page.goto(`${env.server.url}/puzzles/${p.id}`);
  await page.locator('#puzzle-board .stack').first().waitFor();
  if (account) {
    // Signing up here reopens the puzzle for the account, with its starting rating.
    await signUp(page, account);
    await page.waitForFunction(() => document.querySelector('#puzzle-ratings').textContent.includes('1500'));
  }
  // The page says the side to play, the length and the ratings, and the header links here.
  await page.waitForFunction(() => document.querySelector('#puzzle-task').textContent.length > 0);
  assert.ok((await page.locator('#puzzle-facts').textContent()).includes('2'));
  assert.ok((await page.locator('#puzzle-ratings').textContent()).length > 0);
  assert.equal(await page.locator('header nav a[href="/puzzles"]').count(), 1);
  if (name === 'phone') await fits(page, 'the puzzle');
  await screenshot(page, `puzzles-${name}-start`);

  await playTurn(page, p.solution[0]);
  // The server's reply is named and the board waits for the second turn.
  const reply = p.solution[1];
  await page.waitForFunction((r) => document.querySelector('#puzzle-status').textContent.includes(r), reply);
  const going = await attempt(page, p.id);
  assert.deepEqual(going.turns, p.solution.slice(0, 2));
  assert.equal(going.over, false);
  await screenshot(page, `puzzles-${name}-reply`);

  await playTurn(page, p.solution[2]);
  await page.locator('#puzzle-again').waitFor();
  await page.locator('#puzzle-steps').waitFor();
  const done = await attempt(page, p.id);
  assert.equal(done.over, true);
  assert.equal(done.solved, true);
  // The solution step by step: back to its start and forward again.
  assert.ok(await page.locator('#puzzle-step-forward').isDisabled());
  for (let i = 0; i < 3; i++) await page.locator('#puzzle-step-back').click();
  assert.ok(await page.locator('#puzzle-step-back').isDisabled());
  await page.locator('#puzzle-step-forward').click();
  if (name === 'phone') await fits(page, 'the solved puzzle');
  if (account) {
    const me = await page.evaluate(() => fetch('/api/me').then((r) => r.json()));
    assert.equal(me.puzzle_rating.solved, 1);
    const rating = String(Math.round(me.puzzle_rating.rating));
    assert.ok(Number(rating) > 1500, rating);
    assert.ok((await page.locator('#puzzle-status').textContent()).includes(rating));
    assert.ok((await page.locator('#puzzle-ratings').textContent()).includes(rating));
  }
  await screenshot(page, `puzzles-${name}-solved`);
}

test('a puzzle of two turns is solved by clicking on a desktop', env.onPage({ viewport: { width: 1280, height: 900 } }, (page) => solve(page, 'desktop')));

test('a puzzle of two turns is solved by clicking on a phone', env.onPage(PHONE, (page) => solve(page, 'phone')));

test('signed in, solving a puzzle rates the account', env.onPage({ viewport: { width: 1280, height: 900 } }, (page) => solve(page, 'account', { account: 'Solver1' })));
