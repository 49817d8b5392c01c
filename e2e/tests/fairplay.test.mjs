// What a demanding new player tripped over, on a desktop and on a 390×844 phone: a click while a
// move is animated, long names widening the pages, a chat message unseen far down a phone's page,
// a declined takeback nobody told of, a score graph left behind at the end of a game, the rules
// page's header, and small ones (the challenge form's placeholder, height badges over the edge's
// row numbers, both sign-up errors at once).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, getState, gameId, clickAction, waitForActions, startGame,
  signUp, fillSign, playCapture, PHONE, PASSWORD,
} from './helpers.mjs';

// A short claim time, so that the claim's countdown can be waited out.
const CLAIM_AFTER_S = 15;
const env = useServerAndBrowser({ args: ['--claim-after', String(CLAIM_AFTER_S)] });

const DESKTOP = { viewport: { width: 1200, height: 800 } };
const SCREENS = [['desktop', DESKTOP], ['phone', PHONE]];

/** A new browser context with an account `name` signed up (the session cookie is the context's). */
async function accountContext(name, options) {
  const ctx = await env.browser.newContext(options);
  const res = await ctx.request.post(`${env.server.url}/api/accounts`, { data: { name, password: PASSWORD } });
  assert.equal(res.status(), 201, await res.text());
  return ctx;
}

/**
 * An online game between two signed-in contexts: `white` posts a challenge playing White with
 * `body`'s time control, `black` accepts it. The game's id.
 */
async function challengeGame(white, black, body = { clock: { initial_s: 600, increment_s: 5 } }) {
  const posted = await white.request.post(`${env.server.url}/api/seeks`, { data: { color: 'white', rated: false, ...body } });
  assert.equal(posted.status(), 201, await posted.text());
  const { id } = await posted.json();
  const accepted = await black.request.post(`${env.server.url}/api/seeks/${id}/accept`);
  assert.equal(accepted.status(), 201, await accepted.text());
  return (await accepted.json()).game;
}

/**
 * Ann (`${prefix}_Ann`, on the `annScreen`) and Bob (`${prefix}_Bob`, on a phone) signed up, in
 * the game of Ann's challenge (she plays White) that Bob accepted, each on the game's page
 * (`prepare(page)` is called on each page before it loads), and Ann's page says it is her turn.
 */
async function twoPlayers(prefix, errors, { annScreen = DESKTOP, prepare = () => {} } = {}) {
  const ctxA = await accountContext(`${prefix}_Ann`, annScreen);
  const ctxB = await accountContext(`${prefix}_Bob`, PHONE);
  const id = await challengeGame(ctxA, ctxB);
  const a = await newPage(ctxA, errors);
  const b = await newPage(ctxB, errors);
  for (const page of [a, b]) {
    prepare(page);
    await page.goto(`${env.server.url}/game/${id}`);
  }
  await a.locator('#status', { hasText: 'Your turn' }).waitFor();
  return { ctxA, ctxB, id, a, b };
}

/** Starts a hot-seat game from the home page's form; the game's id. */
async function hotSeat(page) {
  const id = await startGame(page, env.server.url, { mode: 'hotseat' });
  await page.locator('#status', { hasText: 'White to act' }).waitFor();
  return id;
}

/** Plays `action` (its text) through the API with the seat `token`; the new State. */
async function playByApi(id, action, token) {
  const res = await fetch(`${env.server.url}/api/games/${id}/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ action }),
  });
  const text = await res.text();
  assert.equal(res.status, 200, text);
  return JSON.parse(text);
}

/**
 * The page is never wider than its viewport (`width`, as the context was made: a phone's browser
 * zooms out to show a wider page, and its window's width then grows with it).
 */
async function assertFits(page, width, what) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scroll <= width, `${what}: the page is ${scroll} px wide in a ${width} px viewport`);
}

/** The element's words stand on one line (a button's word is not broken up). */
const oneLine = (loc) => loc.evaluate((e) => {
  const r = document.createRange();
  r.selectNodeContents(e);
  return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size === 1;
});

for (const [screen, options] of SCREENS) {
  test(`a click while a move is animated never plays another action (${screen})`, env.onPage(options, async (page, { ctx }) => {
    const id = await hotSeat(page);
    const tokens = await page.evaluate((g) => JSON.parse(localStorage.getItem(`tzaar-tokens-${g}`)), id);

    // Where the trap is, found on a twin game through the API: White opens with a capture, Black
    // captures; then a stack S of Black's that could act before, and may stack onto T after.
    let state = await getState(env.server.url, id);
    const opening = state.actions.find((x) => x.kind === 'capture' && !x.loses);
    const twin = await (await fetch(`${env.server.url}/api/games`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode: 'hotseat' }),
    })).json();
    let t = await playByApi(twin.id, opening.action, twin.tokens.white);
    const before = t;
    let trap = null;
    for (const first of before.actions.filter((x) => x.kind === 'capture' && !x.loses)) {
      const again = await (await fetch(`${env.server.url}/api/games`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ mode: 'hotseat' }),
      })).json();
      await playByApi(again.id, opening.action, again.tokens.white);
      t = await playByApi(again.id, first.action, again.tokens.black);
      const stack = t.actions.find((x) => x.kind === 'stack' && x.from !== first.to
        && before.actions.some((y) => y.from === x.from) && t.actions.some((y) => y.from === x.to));
      if (stack) {
        trap = { first, stack };
        break;
      }
    }
    assert.ok(trap, 'no position with the trap found');

    // The page plays the opening; Black captures with the stack moving slowly (a tenth of its
    // speed), and a click on S lands while it moves.
    await clickAction(page, opening);
    await waitForActions(page, 1);
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.1 });
    await clickAction(page, trap.first);
    await page.waitForFunction(() => document.getAnimations().some((a) => a.playState === 'running'));
    await page.locator(`[data-cell="${trap.stack.from}"]`).click();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), null, { timeout: 10000 });
    await waitForActions(page, 2);
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
    // No stack stays selected from the click during the move.
    assert.equal(await page.locator('#board .selected-halo').count(), 0);

    // Now a click on T selects T (the click before it left nothing behind to play S+T with).
    await page.locator(`[data-cell="${trap.stack.to}"]`).click();
    await page.locator('#board .selected-halo').waitFor();
    await page.waitForTimeout(300);
    state = await getState(env.server.url, id);
    assert.equal(state.actions_played, 2, `an action was played: ${state.history.join(' / ')}`);
    await screenshot(page, `fairplay-1-click-while-moving-${screen}`);

    // The player's own choice plays as chosen.
    const mine = state.actions.find((x) => x.from === trap.stack.to && x.to);
    await page.locator(`[data-cell="${mine.to}"]`).click();
    await waitForActions(page, 3);
    state = await getState(env.server.url, id);
    assert.equal(state.history.at(-1).split(' ').at(-1), mine.action);
    assert.ok(tokens.white && tokens.black);
  }));
}

test('20-character names never make a page wider than the screen', async () => {
  const errors = [];
  const ann = 'Annabel_Longname_X20';
  const bob = 'Bartholomew-Long-B20';
  assert.equal(ann.length, 20);
  assert.equal(bob.length, 20);
  const ctxA = await accountContext(ann, DESKTOP);
  const ctxB = await accountContext(bob, DESKTOP);
  // A game between them, and a challenge of Ann's to Bob left open in the lobby.
  const id = await challengeGame(ctxA, ctxB);
  const seek = await ctxA.request.post(`${env.server.url}/api/seeks`, { data: { days_per_turn: 3, opponent: bob } });
  assert.equal(seek.status(), 201);
  // An imported game whose players have 26-character names.
  const record = '[Setup "standard"]\n[White "Abcdefghijklmnopqrstuvwxyz"]\n[Black "Zyxwvutsrqponmlkjihgfedcba"]\n[Result "*"]\n1. D5xD4\n*';
  const imported = await fetch(`${env.server.url}/api/import`, { method: 'POST', body: record, headers: { 'Content-Type': 'text/plain' } });
  assert.equal(imported.status, 201, await imported.text());

  for (const [screen, options] of SCREENS) {
    // Bob, signed in, on each page.
    const ctx = await env.browser.newContext(options);
    await ctx.addCookies(await ctxB.cookies());
    const page = await newPage(ctx, errors);
    const pages = [
      ['home', '/', () => page.locator('#seeks-body tr', { hasText: ann }).locator('button', { hasText: 'Accept' }).waitFor()],
      ['game', `/game/${id}`, () => page.locator('#bar-top .name', { hasText: ann }).waitFor()],
      ['player', `/player/${ann}`, () => page.locator('#player-rating', { hasText: '1500' }).waitFor()],
      ['players', '/players', () => page.locator('#leaders-body a', { hasText: bob }).waitFor()],
      ['rules', '/rules', () => page.locator('#me-link', { hasText: bob }).waitFor()],
    ];
    for (const [what, path, ready] of pages) {
      await page.goto(`${env.server.url}${path}`);
      await ready();
      await page.locator('#me-link', { hasText: bob }).waitFor();
      await assertFits(page, options.viewport.width, `${what} (${screen})`);
      // The header's buttons keep their words.
      assert.equal((await page.locator('#log-out-btn').innerText()).trim(), 'Log out');
      assert.ok(await oneLine(page.locator('#log-out-btn')), `${what} (${screen}): Log out is broken up`);
      const b = await page.locator('#log-out-btn').boundingBox();
      assert.ok(b.x + b.width <= options.viewport.width, `${what} (${screen}): Log out runs off the edge`);
      await screenshot(page, `fairplay-2-long-names-${what}-${screen}`);
    }
    // The lobby's Accept buttons and the challenge form stay on the screen.
    await page.goto(`${env.server.url}/`);
    const accept = page.locator('#seeks-body tr', { hasText: ann }).locator('button', { hasText: 'Accept' });
    await accept.waitFor();
    for (const loc of [accept, page.locator('#seek-submit'), page.locator('#seek-opponent'), page.locator('#seek-form')]) {
      const box = await loc.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= options.viewport.width, `home (${screen}): ${await loc.evaluate((e) => e.id || e.textContent)} runs off the edge`);
    }
    assert.ok(await oneLine(accept), `home (${screen}): Accept is broken up`);
    // The archive with the imported 26-character names, as a guest.
    const guest = await newPage(await env.browser.newContext(options), errors);
    await guest.goto(`${env.server.url}/`);
    await guest.locator('#games-body a', { hasText: 'Abcdefghijklmnopqrstuvwxyz' }).waitFor();
    await assertFits(guest, options.viewport.width, `home with imported names (${screen})`);
    await guest.context().close();
    await ctx.close();
  }

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

test('a chat message while the chat is off the screen shows a badge until it is seen', async () => {
  const errors = [];
  // Ann's screen is a low desktop one, the chat below the fold.
  const { ctxA, ctxB, a, b } = await twoPlayers('Chat', errors, { annScreen: { viewport: { width: 1200, height: 560 } } });
  await b.locator('#status', { hasText: 'Waiting for' }).waitFor();
  await b.locator('#chat-panel').waitFor();

  // Bob, on the phone, looks at the board: the chat is far below.
  const chatTop = await b.evaluate(() => document.getElementById('chat-panel').getBoundingClientRect().top);
  assert.ok(chatTop > 844, `the chat is in view on the phone (${chatTop})`);
  assert.equal(await b.locator('#chat-alert').isVisible(), false);
  await a.locator('#chat-input').fill('hello there');
  await a.locator('#chat-form button').click();
  await b.locator('#chat-list li .text', { hasText: 'hello there' }).waitFor({ state: 'attached' });
  await b.locator('#chat-alert', { hasText: 'Chat_Ann' }).waitFor();
  // The one who wrote it gets no badge of their own message.
  assert.equal(await a.locator('#chat-alert').isVisible(), false);
  await screenshot(b, 'fairplay-3-chat-badge-phone');

  // A click on the badge goes to the chat and clears it.
  await b.locator('#chat-alert').click();
  await b.locator('#chat-alert').waitFor({ state: 'hidden' });
  await b.waitForFunction(() => {
    const r = document.getElementById('chat-panel').getBoundingClientRect();
    return r.top < window.innerHeight && r.bottom > 0;
  });

  // On Ann's desktop the chat is below the fold: when she is back at the board, the badge shows,
  // and scrolling to the chat clears it.
  await a.evaluate(() => window.scrollTo(0, 0));
  await b.locator('#chat-input').fill('hi!');
  await b.locator('#chat-input').press('Enter');
  await a.locator('#chat-alert', { hasText: 'Chat_Bob' }).waitFor();
  assert.equal(await b.locator('#chat-alert').isVisible(), false);
  await a.locator('#chat-panel').scrollIntoViewIfNeeded();
  await a.locator('#chat-alert').waitFor({ state: 'hidden' });
  // With the chat in view, a new message needs no badge.
  await b.locator('#chat-input').fill('still here?');
  await b.locator('#chat-input').press('Enter');
  await a.locator('#chat-list li .text', { hasText: 'still here?' }).waitFor();
  await a.waitForTimeout(200);
  assert.equal(await a.locator('#chat-alert').isVisible(), false);

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

test('the player who asked for a takeback is told it was declined', async () => {
  const errors = [];
  const { ctxA, ctxB, id, a, b } = await twoPlayers('Take', errors);
  await playCapture(a, env.server.url, id);
  await waitForActions(b, 1);

  // Ann asks, Bob declines: Ann's page says so, and stays so.
  await a.locator('#takeback-btn:not([disabled])').click();
  await b.locator('#offer-text', { hasText: 'asks to take back' }).waitFor();
  await b.locator('#offer-decline').click();
  await a.locator('#offer-text', { hasText: 'Your takeback was declined' }).waitFor();
  await a.locator('.toast', { hasText: 'Your takeback was declined' }).waitFor();
  await screenshot(a, 'fairplay-4-takeback-declined');
  // Bob, who declined, is not told his own decline.
  assert.equal(await b.locator('#offer-line').isVisible(), false);
  const state = await getState(env.server.url, id);
  assert.equal(state.actions_played, 1);

  // Asked again and withdrawn by Ann herself: no "declined".
  await a.locator('#takeback-btn:not([disabled])').click();
  await a.locator('#offer-text', { hasText: 'You offered' }).waitFor();
  await a.locator('#offer-decline', { hasText: 'Withdraw' }).click();
  await a.locator('#takeback-btn', { hasText: /^Takeback$/ }).waitFor();
  await a.waitForTimeout(300);
  assert.equal(await a.locator('#offer-line').isVisible(), false);

  // Asked again, and Bob plays instead: the offer ended by his action, not a decline.
  await a.locator('#takeback-btn:not([disabled])').click();
  await b.locator('#offer-text', { hasText: 'asks to take back' }).waitFor();
  await playCapture(b, env.server.url, id);
  await a.locator('#offer-text', { hasText: 'ended: an action was played' }).waitFor();
  assert.equal(await a.locator('#offer-text', { hasText: 'declined' }).count(), 0);

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
});

test('a score graph drawn during the game is drawn again when it ends', env.onPage(DESKTOP, async (page) => {
  const scoreRequests = [];
  page.on('request', (r) => {
    if (/\/scores$/.test(new URL(r.url()).pathname)) scoreRequests.push(r.url());
  });
  const id = await hotSeat(page);
  const turns = async (n) => {
    for (let i = 0; i < n; i++) {
      const s = await playCapture(page, env.server.url, id);
      await waitForActions(page, s.actions_played + 1);
      if (s.turn > 1) {
        await page.locator('#pass-btn:not([disabled])').click();
        await waitForActions(page, s.actions_played + 2);
      }
    }
  };
  await turns(2);
  await page.locator('#scores-btn').click();
  await page.locator('#scores-btn', { hasText: 'Update the score graph' }).waitFor();
  const cols = () => page.locator('#graph .turn-col').count();
  assert.equal(await cols(), 2);
  assert.equal(scoreRequests.length, 1);

  // Two more turns: the graph stays as it was until asked again...
  await turns(2);
  assert.equal(await cols(), 2);
  // ...and the end of the game draws it again, over every turn, with nothing left to update.
  await page.locator('#resign-btn').click();
  await page.locator('#confirm-yes').click();
  await page.locator('#gameover').waitFor();
  await page.waitForFunction(() => document.querySelectorAll('#graph .turn-col').length === 4);
  await page.locator('#scores-btn').waitFor({ state: 'hidden' });
  assert.equal(scoreRequests.length, 2);
  await screenshot(page, 'fairplay-5-graph-at-end');
}));

test('the rules page has the header of every page', env.onPage(DESKTOP, async (page, { ctx }) => {
  const header = () => page.evaluate(() => ({
    links: [...document.querySelectorAll('header.top a')].map((a) => [a.textContent.trim(), a.getAttribute('href'), a.target]),
    account: [...document.querySelectorAll('#account-nav button')].map((b) => b.id),
  }));
  await page.goto(`${env.server.url}/`);
  await page.locator('#sign-in-btn').waitFor();
  const home = await header();
  await page.goto(`${env.server.url}/rules`);
  await page.locator('#sign-in-btn').waitFor();
  const rules = await header();
  assert.deepEqual(rules, home);
  assert.ok(rules.links.some(([text, href]) => text === 'Players' && href === '/players'));
  // No link of the header opens another tab.
  assert.ok(rules.links.every(([, , target]) => target === ''));

  // Signing up on the rules page works as anywhere, and the header shows the account.
  await signUp(page, 'Rules_Reader');
  assert.equal(await page.locator('#log-out-btn').isVisible(), true);
  await screenshot(page, 'fairplay-6-rules-header');
  // And "Rules" from the home page opens in the same tab.
  await page.goto(`${env.server.url}/`);
  await page.locator('header.top nav a', { hasText: 'Rules' }).click();
  await page.waitForURL(/\/rules$/);
  assert.equal(ctx.pages().length, 1);
}));

test('small ones: the placeholder fits, badges leave the row numbers alone, both sign-up errors show', async () => {
  const errors = [];
  for (const [screen, options] of SCREENS) {
    const ctx = await accountContext(`Small_${screen}`, options);
    const page = await newPage(ctx, errors);
    await page.goto(`${env.server.url}/`);
    await page.locator('#seek-form').waitFor();
    // The opponent field's placeholder is shown whole.
    const fit = await page.locator('#seek-opponent').evaluate((input) => {
      const st = getComputedStyle(input);
      const probe = document.createElement('span');
      probe.style.cssText = `font: ${st.font}; letter-spacing: ${st.letterSpacing}; white-space: pre; position: absolute;`;
      probe.textContent = input.placeholder;
      document.body.appendChild(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      return { text, room: input.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight) };
    });
    // What the field takes is said beside it, in full.
    assert.match(await page.locator('#seek-opponent-hint').innerText(), /Level-1 to Level-10/);
    assert.ok(fit.text <= fit.room, `${screen}: the placeholder needs ${fit.text} px, the field has ${fit.room}`);

    // Every cell holds a stack of 5, the board as it is and flipped: no height badge covers an
    // edge's row number or column letter.
    const overlaps = await page.evaluate(async () => {
      const { BoardView, CELLS } = await import('/board.js');
      const box = document.createElement('div');
      box.style.width = `${Math.min(window.innerWidth, 800)}px`;
      document.body.appendChild(box);
      const view = new BoardView(box);
      const found = [];
      for (const flipped of [false, true]) {
        view.render({ board: Object.fromEntries(CELLS.map((c, i) => [c, i % 2 ? 'tttTZ' : 'TTTtz'])), flipped });
        const labels = [...box.querySelectorAll('.coords text')].map((t) => [t.textContent, t.getBoundingClientRect()]);
        for (const g of box.querySelectorAll('.stack')) {
          const b = g.querySelector('.height-badge').getBoundingClientRect();
          for (const [text, r] of labels) {
            if (b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom) {
              found.push(`${g.dataset.stack}'s badge over ${text}${flipped ? ' (flipped)' : ''}`);
            }
          }
        }
      }
      box.remove();
      return found;
    });
    assert.deepEqual(overlaps, [], screen);

    // Signing up with a wrong name and a wrong password tells of both.
    await page.locator('#log-out-btn').click();
    await page.locator('#sign-up-btn').click();
    await fillSign(page, 'a b', 'short');
    await page.locator('#sign-name-error', { hasText: 'letters' }).waitFor();
    await page.locator('#sign-password-error', { hasText: '8' }).waitFor();
    await screenshot(page, `fairplay-7-both-errors-${screen}`);
    // Mending one leaves the other's message.
    await page.locator('#sign-name').fill('Both_Wrong');
    await page.locator('#sign-submit').click();
    await page.locator('#sign-password-error', { hasText: '8' }).waitFor();
    assert.equal(await page.locator('#sign-name-error').textContent(), '');
    assert.equal(await page.locator('#me-link').isVisible(), false);
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

/** Collects every failed request, answer of 400 or more, and console error of `page` into `list`. */
function watchFailures(page, list) {
  page.on('requestfailed', (r) => list.push(`failed: ${r.method()} ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) list.push(`${r.status()}: ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error') list.push(`console: ${m.text()}`);
  });
}

test('ordinary page loads of a guest and of a spectator make no failed request', async () => {
  const errors = [];
  const ctxA = await accountContext('Quiet_Ann', DESKTOP);
  const ctxB = await accountContext('Quiet_Bob', DESKTOP);
  const id = await challengeGame(ctxA, ctxB);
  const ctxC = await accountContext('Quiet_Cy', PHONE);
  const guest = await env.browser.newContext(PHONE);
  const loads = [
    [guest, '/', (p) => p.locator('#sign-in-btn').waitFor()],
    [guest, `/game/${id}`, (p) => p.locator('#role', { hasText: 'watching' }).waitFor()],
    [guest, '/rules', (p) => p.locator('#sign-in-btn').waitFor()],
    [guest, '/players', (p) => p.locator('#leaders-body a', { hasText: 'Quiet_Ann' }).waitFor()],
    [guest, '/player/Quiet_Ann', (p) => p.locator('#player-rating').waitFor()],
    // A signed-in account that does not play the game watches it.
    [ctxC, `/game/${id}`, (p) => p.locator('#role', { hasText: 'watching' }).waitFor()],
    [ctxC, '/', (p) => p.locator('#me-link', { hasText: 'Quiet_Cy' }).waitFor()],
    // A player's own page load, by the session, asks for the seat and gets it.
    [ctxB, `/game/${id}`, (p) => p.locator('#bar-bottom .name', { hasText: '(you)' }).waitFor()],
  ];
  for (const [ctx, path, ready] of loads) {
    const failures = [];
    const page = await newPage(ctx, errors);
    watchFailures(page, failures);
    await page.goto(`${env.server.url}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    assert.deepEqual(failures, [], path);
    await page.close();
  }
  assert.deepEqual(errors, []);
  for (const ctx of [ctxA, ctxB, ctxC, guest]) await ctx.close();
});

test('signed in, the new game form asks no name: the seat is the account, listed in its games', async () => {
  const errors = [];
  for (const [screen, options] of SCREENS) {
    const name = `Named_${screen}`;
    const ctx = await accountContext(name, options);
    const page = await newPage(ctx, errors);
    await page.goto(`${env.server.url}/`);
    await page.locator('#me-link', { hasText: name }).waitFor();
    assert.equal(await page.locator('#name').isVisible(), false);
    assert.equal(await page.locator('label[for=name]').isVisible(), false);
    // Against the engine, playing White.
    await page.locator('label:has(input[name=color][value=white])').click();
    await page.locator('#start-game').click();
    await page.waitForURL(/\/game\/[A-Za-z0-9]+$/);
    const id = gameId(page);
    await page.locator('#bar-bottom .name', { hasText: name }).waitFor();
    const state = await getState(env.server.url, id);
    assert.equal(state.white, name);
    assert.equal(state.accounts.white, name);
    const mine = await (await ctx.request.get(`${env.server.url}/api/me/games`)).json();
    assert.ok(mine.games.some((g) => g.id === id), JSON.stringify(mine));
    // The home page lists it under the account's games; signed out, the name field is back.
    await page.goto(`${env.server.url}/`);
    await page.locator(`#my-games-body a[href="/game/${id}"]`).waitFor();
    await page.locator('#log-out-btn').click();
    await page.locator('#name').waitFor();
    assert.equal(await page.locator('label[for=name]').isVisible(), true);
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

test('while two people play online the engine helps nobody, and after the end it is back', async () => {
  const errors = [];
  const asked = [];
  // Every request of the three pages for the engine's help.
  const prepare = (p) => p.on('request', (r) => {
    if (/\/(analysis|scores|hint)$/.test(new URL(r.url()).pathname)) asked.push(r.url());
  });
  const { ctxA, ctxB, id, a, b } = await twoPlayers('Fair', errors, { prepare });
  const w = await newPage(await env.browser.newContext(DESKTOP), errors);
  prepare(w);
  await w.goto(`${env.server.url}/game/${id}`);
  await b.locator('#status', { hasText: 'Waiting for' }).waitFor();
  await w.locator('#role', { hasText: 'watching' }).waitFor();
  let state = await playCapture(a, env.server.url, id);
  assert.equal(state.engine_help, false);
  await waitForActions(b, 1);
  await waitForActions(w, 1);

  const engineControls = ['#hint-btn', '#analysis-btn', '#scores-btn', '#graph', '#eval', '#analysis'];
  for (const p of [a, b, w]) {
    for (const sel of engineControls) assert.equal(await p.locator(sel).isVisible(), false, sel);
    assert.equal(await p.locator('#fair-play-note').isVisible(), true);
    // Stepping back through the game asks the engine nothing either.
    await p.locator('#prev-btn').click();
    await p.locator('#where', { hasText: '0 / 1' }).waitFor();
    await p.locator('#last-btn').click();
  }
  await screenshot(b, 'fairplay-8-no-engine-while-playing-phone');
  assert.deepEqual(asked, []);

  // Ann resigns: the engine's view is there for all three, the graph drawn by itself.
  await a.locator('#resign-btn').click();
  await a.locator('#confirm-yes').click();
  for (const p of [a, b, w]) {
    await p.locator('#gameover').waitFor();
    await p.locator('#analysis-btn').waitFor();
    await p.locator('#graph svg').waitFor();
    assert.equal(await p.locator('#fair-play-note').isVisible(), false);
  }
  state = await getState(env.server.url, id);
  assert.equal(state.engine_help, true);
  assert.ok(asked.length > 0);
  await w.locator('#analysis-btn').click();
  await w.locator('#analysis', { hasText: /depth|game is over/ }).waitFor();

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
  await w.context().close();
});

test('the win is claimed only against an absent side to act, once its time is up', async () => {
  const errors = [];
  const { ctxA, ctxB, id, a, b } = await twoPlayers('Claim', errors);
  await playCapture(a, env.server.url, id);
  await waitForActions(b, 1);
  await b.locator('#status', { hasText: 'Your turn' }).waitFor();
  await playCapture(b, env.server.url, id);
  await b.locator('#pass-btn:not([disabled])').click();
  await waitForActions(a, 3);

  // Bob leaves while Ann is to act: nothing to claim against him.
  await b.close();
  await a.locator('#bar-top .presence:not(.here)').waitFor();
  await a.waitForTimeout(1500);
  assert.equal(await a.locator('#claim-btn').isVisible(), false);
  assert.equal(await a.locator('#claim-line').isVisible(), false);

  // Ann ends her turn: now Bob is to act and away. The page counts down to the claim.
  await playCapture(a, env.server.url, id);
  await a.locator('#pass-btn:not([disabled])').click();
  await waitForActions(a, 5);
  const line = a.locator('#claim-line', { hasText: 'Claim_Bob has left: you can claim the win in' });
  await line.waitFor();
  const seconds = async () => Number(/in (\d+) s/.exec(await line.innerText())[1]);
  const first = await seconds();
  assert.ok(first > 5 && first <= CLAIM_AFTER_S, `${first} s`);
  await a.waitForTimeout(2100);
  assert.ok((await seconds()) < first);
  assert.equal(await a.locator('#claim-btn').isVisible(), false);
  await screenshot(a, 'fairplay-9-claim-countdown');
  // A spectator has nothing to claim.
  const w = await newPage(await env.browser.newContext(PHONE), errors);
  await w.goto(`${env.server.url}/game/${id}`);
  await w.locator('#role', { hasText: 'watching' }).waitFor();

  // Once the countdown is over the button shows, and the server takes the claim.
  await a.locator('#claim-btn').waitFor({ timeout: (CLAIM_AFTER_S + 10) * 1000 });
  await a.locator('#claim-line', { hasText: 'claim the win now' }).waitFor();
  await a.locator('#claim-btn').click();
  await a.locator('#gameover', { hasText: 'left the game' }).waitFor();
  const state = await getState(env.server.url, id);
  assert.equal(state.result.reason, 'abandoned');
  assert.equal(state.result.winner, 'white');
  assert.equal(await w.locator('#claim-btn').isVisible(), false);
  await w.locator('#gameover').waitFor();

  // Bob, back, sees the result.
  const back = await newPage(ctxB, errors);
  await back.goto(`${env.server.url}/game/${id}`);
  await back.locator('#gameover', { hasText: 'You lose' }).waitFor();

  assert.deepEqual(errors, []);
  await ctxA.close();
  await ctxB.close();
  await w.context().close();
});
