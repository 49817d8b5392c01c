// Bot accounts as a person sees them: marked BOT in the lobby, in a challenge's row, at the
// game and on the bot's page; and a direct challenge to a person declined from the lobby.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useServerAndBrowser, apiAccount, signUp, screenshot } from './helpers.mjs';

const env = useServerAndBrowser();

/**
 * Opens `bot`'s event stream and keeps reading it (so that the bot counts as online); `lines`
 * holds what came, `close()` ends it.
 */
async function openStream(base, bot) {
  const abort = new AbortController();
  const res = await fetch(`${base}/api/bot/stream`, { headers: { Cookie: bot.cookie }, signal: abort.signal });
  assert.equal(res.status, 200);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const stream = { lines: [], close: () => abort.abort() };
  let rest = '';
  (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        rest += decoder.decode(value, { stream: true });
        const parts = rest.split('\n');
        rest = parts.pop();
        for (const p of parts) if (p.trim()) stream.lines.push(JSON.parse(p));
      }
    } catch {
      // Aborted at the end of the test.
    }
  })();
  return stream;
}

/** Polls `check()` until it is true, for up to 10 s. */
async function until(what, check) {
  const start = Date.now();
  while (!(await check())) {
    assert.ok(Date.now() - start < 10000, `waited 10 s for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('a bot is marked BOT in the lobby, at its challenge, at the game and on its page', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  const base = env.server.url;
  const robo = await apiAccount(base, 'Robo');
  assert.equal((await robo.call('POST', '/api/me/bot')).json.bot, true);
  const stream = await openStream(base, robo);
  try {
    await page.goto(`${base}/`);
    await signUp(page, 'Ann');
    // Robo is online, marked as a bot; Ann is online, unmarked.
    const roboOnline = page.locator('#online-list a', { hasText: 'Robo' });
    await roboOnline.locator('.bot-mark', { hasText: 'BOT' }).waitFor();
    assert.equal(await page.locator('#online-list a', { hasText: 'Ann' }).locator('.bot-mark').count(), 0);

    // Ann challenges Robo directly; her row names Robo with the mark, and the bot is told.
    const posted = await page.evaluate(async () => {
      const r = await fetch('/api/seeks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ setup: 'standard', clock: { initial_s: 600, increment_s: 5 }, opponent: 'Robo', color: 'white' }),
      });
      return { status: r.status, body: await r.json() };
    });
    assert.equal(posted.status, 201, JSON.stringify(posted.body));
    const seek = posted.body.id;
    await page.locator(`tr[data-seek="${seek}"] .badge .bot-mark`).waitFor();
    await until('the challenge on the stream', () => stream.lines.some((l) => l.type === 'challenge' && l.seek.id === seek));
    await screenshot(page, 'bots-1-challenge-to-a-bot');

    // Robo takes it: Ann's page goes to the game, where Robo's bar carries the mark and hers not.
    const taken = await robo.call('POST', `/api/seeks/${seek}/accept`);
    assert.equal(taken.status, 201, JSON.stringify(taken.json));
    await page.waitForURL(new RegExp(`/game/${taken.json.game}$`));
    const bars = page.locator('.player-bar');
    await bars.filter({ hasText: 'Robo' }).locator('.bot-mark').waitFor();
    assert.equal(await bars.filter({ hasText: 'Ann' }).locator('.bot-mark').count(), 0);
    await until('the game on the stream', () => stream.lines.some((l) => l.type === 'game-start' && l.game === taken.json.game));
    await screenshot(page, 'bots-2-game-against-a-bot');

    // The bot's page says it is one; a person's does not.
    await page.goto(`${base}/player/Robo`);
    await page.locator('#player-bot:not([hidden])', { hasText: 'BOT' }).waitFor();
    await page.goto(`${base}/player/Ann`);
    await page.locator('#player-name', { hasText: 'Ann' }).waitFor();
    assert.equal(await page.locator('#player-bot').isHidden(), true);
  } finally {
    stream.close();
  }
}));

test('a person declines a direct challenge from the lobby, and it is gone for both', env.onPage({ viewport: { width: 1200, height: 900 } }, async (page) => {
  const base = env.server.url;
  await page.goto(`${base}/`);
  await signUp(page, 'Cleo');
  const dan = await apiAccount(base, 'Dan');
  const made = await dan.call('POST', '/api/seeks', { setup: 'standard', days_per_turn: 3, opponent: 'Cleo' });
  assert.equal(made.status, 201, JSON.stringify(made.json));
  const row = page.locator(`tr[data-seek="${made.json.id}"]`);
  await row.waitFor();
  // Only the one challenged may decline: Dan's own row has no such button for him.
  await row.getByRole('button', { name: 'Decline' }).click();
  await row.waitFor({ state: 'detached' });
  const open = await dan.call('GET', '/api/seeks');
  assert.ok(!open.json.seeks.some((s) => s.id === made.json.id), JSON.stringify(open.json));
  // Declined for good: taking it now is refused.
  const late = await page.evaluate(async (id) => {
    const r = await fetch(`/api/seeks/${id}/accept`, { method: 'POST' });
    return { status: r.status, body: await r.json() };
  }, made.json.id);
  assert.equal(late.status, 409, JSON.stringify(late.body));
  assert.equal(late.body.error, 'seek-taken');
}));
