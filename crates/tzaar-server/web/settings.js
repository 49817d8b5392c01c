// The settings page (/settings): the signed-in account's language (applied at once), its
// e-mail address and whether it is confirmed, the notices it is mailed, this browser's
// notices, a new password, how the board is turned, the sound, the download of its data, and
// deleting it. Each setting is saved when changed (PUT /api/me/settings, through prefs.js); a
// guest is asked to sign in.
import { currentAccount, forgetAccount, initAccount, refusal } from './account.js';
import { accounts, mail, me } from './api.js';
import {
  askNotices, chime, noticesAllowed, noticesAskable, noticesSupported, pageTitle, setSound,
} from './attention.js';
import { confirmDialog, toast } from './dialogs.js';
import {
  forgetLanguageChoice, initI18n, onLanguageChange, setLanguage, siteLanguages, t,
} from './i18n.js';
import { currentSettings, saveSettings } from './prefs.js';
import { $ } from './util.js';

/** Whether this server sends mail (GET /api/mail), once known. */
let mailOn = true;
/** The account's address as GET /api/me said: {email, email_verified}. */
let address = { email: null, email_verified: false };

/** Saves `change`; says so, or why not. */
async function save(change) {
  try {
    await saveSettings(change);
    toast(t('settings-saved'));
  } catch (err) {
    toast(err.message, 'error');
    showSettings();
  }
}

/** The language list: the browser's own, then each language in its own name. */
function fillLanguages() {
  const select = $('settings-language');
  const browser = document.createElement('option');
  browser.value = '';
  browser.textContent = t('settings-language-browser');
  select.replaceChildren(browser, ...siteLanguages().map(({ code, name }) => {
    const o = document.createElement('option');
    o.value = code;
    o.lang = code;
    o.textContent = name;
    return o;
  }));
  select.value = currentSettings()?.language ?? '';
}

/** Shows the settings as the server last said. */
function showSettings() {
  const s = currentSettings();
  if (!s) return;
  $('settings-language').value = s.language ?? '';
  for (const box of document.querySelectorAll('[data-notice]')) box.checked = !!s.notices?.[box.dataset.notice];
  for (const radio of document.querySelectorAll('input[name="board"]')) radio.checked = radio.value === s.board;
  $('settings-sound').checked = s.sound !== false;
}

/** The address line: none, confirmed, or waiting for its link; and whether mail is off. */
function showAddress() {
  const { email, email_verified: verified } = address;
  let key = 'settings-email-none';
  if (email) key = verified ? 'settings-email-confirmed' : 'settings-email-unconfirmed';
  $('email-state').textContent = t(key, { email: email ?? '' });
  $('email-remove').hidden = !email;
  $('mail-off').hidden = mailOn;
}

/** What this browser does with notices, and the button asking for them while it may. */
function showBrowserNotices() {
  let key = 'settings-browser-none';
  if (noticesAllowed()) key = 'settings-browser-on';
  else if (noticesAskable()) key = 'settings-browser-ask';
  else if (noticesSupported()) key = 'settings-browser-blocked';
  $('browser-notices').textContent = t(key);
  $('settings-notify').hidden = !noticesAskable();
}

function bindLanguage() {
  $('settings-language').addEventListener('change', async (e) => {
    const code = e.target.value || null;
    // The page follows at once; the account keeps it for every page and device.
    if (code) await setLanguage(code);
    else await forgetLanguageChoice();
    await save({ language: code });
  });
}

function bindAddress() {
  $('email-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('email-error').textContent = '';
    const email = $('email-input').value.trim();
    if (!email) {
      $('email-error').textContent = t('settings-email-empty');
      return;
    }
    $('email-save').disabled = true;
    try {
      await me.setEmail(email);
      toast(t(mailOn ? 'settings-email-sent' : 'settings-email-kept'));
      $('email-input').value = '';
      await loadAddress();
    } catch (err) {
      $('email-error').textContent = err.message;
    } finally {
      $('email-save').disabled = false;
    }
  });
  $('email-remove').addEventListener('click', async () => {
    try {
      await me.setEmail(null);
      toast(t('settings-email-removed'));
      await loadAddress();
    } catch (err) {
      toast(err.message, 'error');
    }
  });
}

function bindNotices() {
  for (const box of document.querySelectorAll('[data-notice]')) {
    box.addEventListener('change', () => save({ notices: { [box.dataset.notice]: box.checked } }));
  }
  $('settings-notify').addEventListener('click', async () => {
    const answer = await askNotices();
    showBrowserNotices();
    if (answer === 'granted') toast(t('notify-on'));
    else if (answer === 'denied') toast(t('notify-blocked'), 'error');
  });
}

function bindPassword() {
  const form = $('password-form');
  const errors = ['old-password-error', 'new-password-error'];
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    for (const id of errors) $(id).textContent = '';
    $('password-submit').disabled = true;
    try {
      await accounts.changePassword($('old-password').value, $('new-password').value);
      form.reset();
      toast(t('password-changed'));
    } catch (err) {
      const field = err.code === 'bad-password' ? 'new-password' : 'old-password';
      $(`${field}-error`).textContent = refusal(err);
    } finally {
      $('password-submit').disabled = false;
    }
  });
}

function bindPlay() {
  for (const radio of document.querySelectorAll('input[name="board"]')) {
    radio.addEventListener('change', () => radio.checked && save({ board: radio.value }));
  }
  $('settings-sound').addEventListener('change', (e) => {
    setSound(e.target.checked);
    save({ sound: e.target.checked });
  });
  $('sound-try').addEventListener('click', () => {
    setSound(true);
    chime();
    setSound($('settings-sound').checked);
  });
}

function bindDeletion() {
  $('delete-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('delete-error').textContent = '';
    const password = $('delete-password').value;
    if (!password) {
      $('delete-error').textContent = t('settings-delete-need-password');
      return;
    }
    const ok = await confirmDialog(t('settings-delete-confirm', { name: currentAccount() }), t('settings-delete-yes'));
    if (!ok) return;
    $('delete-submit').disabled = true;
    try {
      await me.deleteAccount(password);
      $('settings-body').hidden = true;
      $('settings-deleted').hidden = false;
      forgetAccount();
    } catch (err) {
      $('delete-error').textContent = refusal(err);
    } finally {
      $('delete-submit').disabled = false;
    }
  });
}

/** Reads the account's address (GET /api/me). */
async function loadAddress() {
  try {
    const account = await accounts.me();
    address = { email: account.email ?? null, email_verified: !!account.email_verified };
  } catch {
    address = { email: null, email_verified: false };
  }
  showAddress();
}

/** Shows the page for whoever is signed in: the settings, or a line asking to sign in. */
function showFor() {
  const signedIn = !!currentAccount();
  const deleted = !$('settings-deleted').hidden;
  $('settings-body').hidden = !signedIn;
  $('settings-signed-out').hidden = signedIn || deleted;
  if (signedIn) {
    loadAddress();
    showSettings();
    showBrowserNotices();
  }
}

await initI18n();
const title = () => pageTitle(t('settings-title'));
title();
fillLanguages();
bindLanguage();
bindAddress();
bindNotices();
bindPassword();
bindPlay();
bindDeletion();
onLanguageChange(() => {
  title();
  fillLanguages();
  showAddress();
  showBrowserNotices();
});
window.addEventListener('account-change', showFor);
window.addEventListener('settings-change', showSettings);
mail.status().then((s) => {
  mailOn = !!s.enabled;
  showAddress();
}).catch(() => {});
initAccount();
