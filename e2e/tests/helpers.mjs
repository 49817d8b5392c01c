// Shared helpers of the browser tests: the real server binary, Chromium, screenshots.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.resolve(here, '..', '..');
export const ARTIFACTS = path.join(ROOT, 'target', 'e2e-artifacts');

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** A 390×844 phone's browser context. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The password the tests' accounts sign up with. */
export const PASSWORD = 'correct horse';
const ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * Starts `TZAAR_BIN serve --port 0 --data <fresh dir>` and waits for its address. `port` and
 * `data` start it again where an earlier one was (see `stop({ keepData })`).
 */
export async function startServer({ port = 0, data = null, args = [] } = {}) {
  const bin = process.env.TZAAR_BIN;
  if (!bin) throw new Error('TZAAR_BIN is not set: the path of the tzaar binary to test');
  data ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tzaar-e2e-data-'));
  // The tests sign up more players from loopback than the default limit of an hour allows.
  const serveArgs = ['serve', '--port', String(port), '--data', data, '--signups-per-hour', '1000', ...args];
  const proc = spawn(bin, serveArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not print its address in 20 s:\n${log}`)), 20000);
    const onData = (chunk) => {
      log += chunk;
      const m = /listening on (http:\/\/[^\s]+?)\/?(\s|$)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', onData);
    proc.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${log}`));
    });
  });
  return {
    url,
    data,
    port: Number(new URL(url).port),
    log: () => log,
    async stop({ keepData = false } = {}) {
      if (proc.exitCode === null) {
        proc.kill('SIGTERM');
        await new Promise((r) => {
          const t = setTimeout(() => {
            proc.kill('SIGKILL');
            r();
          }, 3000);
          proc.on('exit', () => {
            clearTimeout(t);
            r();
          });
        });
      }
      if (!keepData) fs.rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Chromium from the system, headless, with a fresh profile of its own. */
export async function launchBrowser() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A page that fails the test on any script error. */
export async function newPage(context, errors) {
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/WebSocket|Failed to load resource/.test(m.text())) errors.push(`console: ${m.text()}`);
  });
  return page;
}

export async function screenshot(page, name) {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const file = path.join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The game's state as the server has it. */
export async function getState(base, id) {
  const res = await fetch(`${base}/api/games/${id}`);
  if (!res.ok) throw new Error(`GET state: ${res.status} ${await res.text()}`);
  return res.json();
}

export function gameId(page) {
  const m = /\/game\/([A-Za-z0-9]+)/.exec(page.url());
  if (!m) throw new Error(`not on a game page: ${page.url()}`);
  return m[1];
}

/** Number of actions in the page's move list. */
export async function actionsShown(page) {
  return page.locator('#moves .act').count();
}

/** Plays one action by clicking its stack, then its target (the target must light up). */
export async function clickAction(page, action) {
  await page.locator(`[data-cell="${action.from}"]`).click();
  const kind = action.kind === 'capture' ? 'capture' : 'stack';
  await page.locator(`#board .target.${kind}`).first().waitFor();
  await page.locator(`[data-cell="${action.to}"]`).click();
}

/** Waits until the page's move list holds at least n actions. */
export async function waitForActions(page, n, timeout = 20000) {
  await page.waitForFunction((k) => document.querySelectorAll('#moves .act').length >= k, n, { timeout });
}

/**
 * A server and a browser shared by the tests of one file: started before them and stopped after.
 * The fields are read when the tests run, so a test may replace `server` (a restart).
 */
export function useServerAndBrowser({ args = [] } = {}) {
  const env = {
    server: null,
    browser: null,
    /**
     * A test's body: `body(page, { ctx, errors })` on a new page of a new browser context made
     * with `options`; then the context is closed, and the test fails on any error reported to
     * `errors` (by this page or others the body opens with it) that `allow` does not match.
     */
    onPage: (options, body, { allow = null } = {}) => async () => {
      const errors = [];
      const ctx = await env.browser.newContext(options);
      try {
        await body(await newPage(ctx, errors), { ctx, errors });
      } finally {
        await ctx.close();
      }
      assert.deepEqual(allow ? errors.filter((e) => !allow.test(e)) : errors, []);
    },
  };
  before(async () => {
    env.server = await startServer({ args });
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}

/** Clicks, on the home page's new game form, the radio choice of each of `choices` ({mode: 'online'}). */
export async function chooseNewGame(page, choices) {
  for (const [name, value] of Object.entries(choices)) {
    await page.locator(`label:has(input[name=${name}][value=${value}])`).click();
  }
}

/**
 * Starts a game from the home page's form, with `choices` clicked (see `chooseNewGame`) and then
 * `fill(page)` done; waits for the game's page. The game's id.
 */
export async function startGame(page, base, choices = {}, fill = async () => {}) {
  await page.goto(`${base}/`);
  await chooseNewGame(page, choices);
  await fill(page);
  await page.locator('#start-game').click();
  await page.waitForURL(/\/game\/[A-Za-z0-9]+$/);
  return gameId(page);
}

/** Fills the header's sign-in (or sign-up) dialog with `name` and `password` and submits it. */
export async function fillSign(page, name, password) {
  await page.locator('#sign-name').fill(name);
  await page.locator('#sign-password').fill(password);
  await page.locator('#sign-submit').click();
}

/** Signs up as `name` from the page's header; waits until the header shows the name. */
export async function signUp(page, name, password = PASSWORD) {
  await page.locator('#sign-up-btn').click();
  await fillSign(page, name, password);
  await page.locator('#me-link', { hasText: name }).waitFor();
}

/** Clicks on `page` a capture of game `id` that does not lose at once. The State before it. */
export async function playCapture(page, base, id) {
  const state = await getState(base, id);
  await clickAction(page, state.actions.find((x) => x.kind === 'capture' && !x.loses));
  return state;
}

/**
 * Black's first action of game `id`, a capture that does not lose, clicked on `black`'s page;
 * waits until `white`'s page shows it and a clock running. The State after it.
 */
export async function blackFirstAction(base, id, black, white) {
  await playCapture(black, base, id);
  await waitForActions(white, 2);
  await white.locator('.clock.running').waitFor();
  return getState(base, id);
}

/**
 * `offerer` offers a rematch of game `id` (over) and `accepter` accepts it; waits until both
 * pages have left for the new game. The new game's id, as `offerer`'s page has it.
 */
export async function agreeRematch(id, offerer, accepter) {
  await offerer.locator('#rematch-btn').click();
  await accepter.locator('#offer-text', { hasText: 'asks for a rematch' }).waitFor();
  await accepter.locator('#offer-accept').click();
  await offerer.waitForURL((u) => !u.pathname.endsWith(id));
  await accepter.waitForURL((u) => !u.pathname.endsWith(id));
  return gameId(offerer);
}

/** A call of the HTTP API of the server at `base` with `cookie` (a session's, or none): {status, json}. */
export async function callWith(base, cookie, method, path, body) {
  const headers = {};
  if (cookie) headers.Cookie = cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const r = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await r.text();
  return { status: r.status, json: text ? JSON.parse(text) : null };
}

/** An account signed up over the HTTP API of the server at `base`: `{name, cookie, call(method, path, body)}` with its own session cookie. */
export async function apiAccount(base, name) {
  const res = await fetch(`${base}/api/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, password: PASSWORD }),
  });
  assert.equal(res.status, 201, await res.text());
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('tzaar_session='));
  assert.ok(cookie, 'signing up sets the session cookie');
  return { name, cookie, call: (method, path, body) => callWith(base, cookie, method, path, body) };
}

/**
 * What reaches past the screen's right edge on the page, or makes it scroll sideways (a table
 * inside its scrolling box may); run in the page (`page.evaluate(overflows)`).
 */
export function overflows() {
  const out = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) out.push(`the document is ${document.documentElement.scrollWidth} px wide`);
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
  for (const el of document.body.querySelectorAll('*')) {
    if (!shown(el) || el.closest('dialog:not([open]), .toast-box')) continue;
    const inside = el.closest('.table-scroll');
    if (inside && el !== inside) continue;
    const right = el.getBoundingClientRect().right;
    if (right > width + 0.5) out.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} reaches ${Math.round(right)} px`);
  }
  return out.slice(0, 20);
}
