// The account's settings on every page (GET and PUT /api/me/settings): its language (which wins
// over the browser's and applies at once), how the board is turned, and the sound. They are
// read when the page learns who is signed in, kept in this browser for the next page's first
// moment (the language, the board), and told to the page's parts by the window's
// `settings-change` event. A language chosen in the header's switcher while signed in becomes
// the account's.
import { me } from './api.js';
import { setSound } from './attention.js';
import { onLanguageChosen, useAccountLanguage } from './i18n.js';

/** Where this browser keeps the board setting of the account last signed in. */
const BOARD = 'tzaar-board';

/** The settings as the server last said, or null (a guest, or not known yet). */
let current = null;

/** The account's settings, or null. */
export const currentSettings = () => current;

/** Whether White is to be at the bottom of every board (the board setting `white`). */
export function whiteBelow() {
  if (current) return current.board === 'white';
  try {
    return localStorage.getItem(BOARD) === 'white';
  } catch {
    return false;
  }
}

/** Takes the server's settings: applies the language and the sound, keeps the board. */
async function apply(settings) {
  current = settings;
  setSound(settings.sound !== false);
  try {
    localStorage.setItem(BOARD, settings.board);
  } catch {
    // Nothing kept: the board follows the setting once it is read again.
  }
  window.dispatchEvent(new CustomEvent('settings-change', { detail: settings }));
  await useAccountLanguage(settings.language);
}

/** Reads the signed-in account's settings and applies them; forgets them for a guest. */
export async function loadSettings(signedIn) {
  if (!signedIn) {
    current = null;
    window.dispatchEvent(new CustomEvent('settings-change', { detail: null }));
    return;
  }
  try {
    await apply(await me.settings());
  } catch {
    // The page works with the browser's choices meanwhile.
  }
}

/** Changes some of the settings (`change`, fields of the API); the settings now, applied. */
export async function saveSettings(change) {
  const settings = await me.saveSettings(change);
  await apply(settings);
  return settings;
}

// The header's switcher, signed in: the choice is the account's.
onLanguageChosen((code) => {
  if (current && current.language !== code) saveSettings({ language: code }).catch(() => {});
});
