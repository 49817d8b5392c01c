// The settings page: reached from the header's account part; the language chosen there applies
// at once, stays after a reload and follows the account to another browser; the address and
// the notices, the board and the sound are kept; and an account is deleted after its password
// and a warning, leaving its name free and its games to a "Deleted player".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useServerAndBrowser, newPage, screenshot, startGame, signUp, fillSign, getState, PASSWORD,
} from './helpers.mjs';

const env = useServerAndBrowser();

/** The account's settings as the server has them, asked by `page` (its session). */
const settingsOf = (page) => page.evaluate(async () => (await fetch('/api/me/settings')).json());

test('settings: language at once and after a reload, on another browser too; address, notices, board and sound kept', async () => {
  const errors = [];
  const ctx = await env.browser.newContext({ locale: 'en-US', viewport: { width: 1200, height: 900 } });
  try {
    const page = await newPage(ctx, errors);
    // A guest is asked to sign in.
    await page.goto(`${env.server.url}/settings`);
    await page.locator('#settings-signed-out').waitFor();
    assert.equal(await page.locator('#settings-body').isVisible(), false);
    await signUp(page, 'Set_Ann');
    await page.locator('#settings-body').waitFor();
    assert.equal(await page.title(), 'TZAAR – settings');
    // The header links here.
    assert.equal(await page.locator('#settings-link').getAttribute('href'), '/settings');

    // Mail is off on this server: the page says so; an address is still kept, unconfirmed.
    await page.locator('#mail-off').waitFor();
    await page.locator('#email-state', { hasText: 'no e-mail address' }).waitFor();
    await page.locator('#email-input').fill('Set_Ann@Example.org');
    await page.locator('#email-save').click();
    await page.locator('#email-state', { hasText: 'set_ann@example.org (not confirmed yet' }).waitFor();

    // A notice off, White always at the bottom, the sound off: each kept at once.
    await page.locator('[data-notice="challenge"]').uncheck();
    await page.locator('input[name="board"][value="white"]').check();
    await page.locator('#settings-sound').uncheck();
    await page.waitForFunction(async () => {
      const s = await (await fetch('/api/me/settings')).json();
      return !s.notices.challenge && s.board === 'white' && s.sound === false;
    });
    assert.equal(await page.evaluate(() => localStorage.getItem('tzaar-sound')), 'off');
    await screenshot(page, 'settings-1-en');

    // The language: German at once, without a reload.
    await page.locator('#settings-language').selectOption('de');
    await page.locator('h1', { hasText: 'Einstellungen' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
    assert.equal(await page.title(), 'TZAAR – Einstellungen');
    await page.waitForFunction(async () => (await (await fetch('/api/me/settings')).json()).language === 'de');
    // After a reload, and with nothing kept in this browser, the account's setting decides.
    await page.reload();
    await page.locator('h1', { hasText: 'Einstellungen' }).waitFor();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('#settings-language').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    await page.locator('#email-state', { hasText: 'noch nicht bestätigt' }).waitFor();
    assert.equal(await page.locator('#settings-language').inputValue(), 'de');
    assert.equal(await page.locator('input[name="board"][value="white"]').isChecked(), true);
    assert.equal(await page.locator('[data-notice="challenge"]').isChecked(), false);
    await screenshot(page, 'settings-2-de');

    // Playing Black with "White at the bottom": the board is not turned.
    const id = await startGame(page, env.server.url, { mode: 'engine', color: 'black' });
    await page.locator('#bar-bottom .seat-dot.white').waitFor();
    assert.equal((await getState(env.server.url, id)).black, 'Set_Ann');

    // Another browser, in English, signs in: the account's German follows.
    const other = await env.browser.newContext({ locale: 'en-US', viewport: { width: 1000, height: 800 } });
    try {
      const second = await newPage(other, errors);
      await second.goto(`${env.server.url}/rules`);
      await second.locator('#sign-in-btn', { hasText: 'Sign in' }).click();
      await fillSign(second, 'Set_Ann', PASSWORD);
      await second.waitForFunction(() => document.documentElement.lang === 'de');
      await second.locator('h1', { hasText: 'So spielt man TZAAR' }).waitFor();
      // The header's switcher, signed in, changes the account's language too.
      await second.locator('#language-select').selectOption('pl');
      await second.waitForFunction(async () => (await (await fetch('/api/me/settings')).json()).language === 'pl');
    } finally {
      await other.close();
    }
    // Back to the browser's language: the setting is cleared.
    await page.goto(`${env.server.url}/settings`);
    await page.waitForFunction(() => document.documentElement.lang === 'pl');
    await page.locator('#settings-language').selectOption('');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.equal((await settingsOf(page)).language, null);
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});

test('deleting an account asks for its password and a confirmation, then leaves nothing but a deleted player', async () => {
  const errors = [];
  const ctx = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const page = await newPage(ctx, errors);
    await page.goto(`${env.server.url}/`);
    await signUp(page, 'Del_Ann');
    // A game of Del_Ann against the engine, still going on.
    const id = await startGame(page, env.server.url, { mode: 'engine', color: 'white' });
    await page.locator('#status', { hasText: 'Your turn' }).waitFor();
    await page.locator('#settings-link').click();
    await page.waitForURL(/\/settings$/);
    await page.locator('#settings-body').waitFor();

    // No password, then a wrong one: refused on the page, nothing deleted.
    await page.locator('#delete-submit').click();
    await page.locator('#delete-error', { hasText: 'Type your password' }).waitFor();
    await page.locator('#delete-password').fill('not the password');
    await page.locator('#delete-submit').click();
    await page.locator('#confirm-text', { hasText: 'Delete the account Del_Ann for good?' }).waitFor();
    await page.locator('#confirm-yes', { hasText: 'Delete it' }).click();
    await page.locator('#delete-error', { hasText: 'wrong' }).waitFor();
    // The right one, but the warning is declined: still nothing.
    await page.locator('#delete-password').fill(PASSWORD);
    await page.locator('#delete-submit').click();
    await page.locator('#confirm-no').click();
    assert.equal((await fetch(`${env.server.url}/api/players/Del_Ann`)).status, 200);
    await screenshot(page, 'settings-3-delete');

    // Confirmed: the account is gone, the page says so, and nobody is signed in.
    await page.locator('#delete-submit').click();
    await page.locator('#confirm-yes').click();
    await page.locator('#settings-deleted').waitFor();
    await page.locator('#sign-in-btn').waitFor();
    assert.equal(await page.locator('#settings-body').isVisible(), false);
    assert.equal((await fetch(`${env.server.url}/api/players/Del_Ann`)).status, 404);
    // Its game ended (it had not begun: aborted), and shows a deleted player.
    const state = await getState(env.server.url, id);
    assert.equal(state.status, 'aborted');
    assert.equal(state.deleted.white, true);
    await page.goto(`${env.server.url}/game/${id}`);
    await page.locator('#bar-bottom .name, #bar-top .name', { hasText: 'Deleted player' }).first().waitFor();
    // It cannot sign in; its name is free for a new account.
    await page.locator('#sign-in-btn').click();
    await fillSign(page, 'Del_Ann', PASSWORD);
    await page.locator('#sign-password-error', { hasText: 'wrong' }).waitFor();
    await page.locator('#sign-cancel').click();
    await signUp(page, 'Del_Ann', 'another password');
  } finally {
    await ctx.close();
  }
  assert.deepEqual(errors, []);
});
