// The page's words in the chosen language. The server sends a language's catalogue compiled
// from Fluent (GET /api/i18n/{code}): each message a string, or an array of parts (strings,
// {var}, {select, variants, default}) formatted here with the browser's Intl (plural rules,
// numbers, dates). Static HTML names its words by `data-i18n="key"` (the element's text, with
// `data-i18n-args` as JSON) and `data-i18n-attr="title:key;aria-label:key"`; the header's
// switcher changes the language at once, and each page redraws its own parts on
// `onLanguageChange`.

/** Where this browser keeps a language chosen on the page. */
const STORE = 'tzaar-lang';

let lang = 'en';
let messages = {};
/** The site's languages, [{code, name}], as the server lists them. */
let languages = [{ code: 'en', name: 'English' }];
let plurals = new Intl.PluralRules('en');
let numbers = new Intl.NumberFormat('en');
const listeners = [];
const chosen = [];

/** The code of the language shown. */
export const language = () => lang;

/** The site's languages, [{code, name}], each by its name in itself. */
export const siteLanguages = () => languages;

/** A value put into a message: numbers in the language's way, anything else as text. */
const show = (v) => (typeof v === 'number' ? numbers.format(v) : v == null ? '' : String(v));

/** The variant of a select for `value`: an exact key, then a number's plural category. */
function variant(part, value) {
  const v = part.variants;
  if (value != null && Object.hasOwn(v, String(value))) return v[String(value)];
  if (typeof value === 'number') {
    const category = plurals.select(value);
    if (Object.hasOwn(v, category)) return v[category];
  }
  return v[part.default];
}

function format(pattern, args) {
  if (typeof pattern === 'string') return pattern;
  let out = '';
  for (const part of pattern) {
    if (typeof part === 'string') out += part;
    else if (part.var !== undefined) out += show(args[part.var]);
    else if (part.select !== undefined) out += format(variant(part, args[part.select]), args);
  }
  return out;
}

/** Message `key` with `args` put in; a key the catalogue lacks shows as itself. */
export function t(key, args = {}) {
  const pattern = messages[key];
  return pattern === undefined ? key : format(pattern, args);
}

/** The server's default names of seats (no name given), by the catalogue's words for them. */
const DEFAULT_NAMES = [
  [/^White$/, () => t('colour-white')],
  [/^Black$/, () => t('colour-black')],
  [/^Player$/, () => t('seat-default-player')],
  [/^Engine \(level (\d+)\)$/, (m) => t('seat-default-engine', { level: Number(m[1]) })],
];

/**
 * A player's name as the page shows it: the catalogue's "deleted player" for an account since
 * deleted (`deleted`, the API's marker), a seat's default name (`White`, `Player`,
 * `Engine (level 5)`) in the page's language, else the name as it is.
 */
export function playerName(name, deleted = false) {
  if (deleted) return t('deleted-player');
  for (const [pattern, words] of DEFAULT_NAMES) {
    const m = typeof name === 'string' ? pattern.exec(name) : null;
    if (m) return words(m);
  }
  return name;
}

/**
 * A time control in words (a challenge's or a tournament's `clock` and `days_per_turn`): "5+3"
 * minutes and seconds, or "3 days per turn".
 */
export function timeWords(seek) {
  if (seek.days_per_turn) return t('days-per-turn', { days: seek.days_per_turn });
  if (!seek.clock) return t('seek-no-clock');
  const m = seek.clock.initial_s / 60;
  const minutes = Number.isInteger(m) ? `${m}` : `${seek.clock.initial_s}s`;
  return `${minutes}+${seek.clock.increment_s}`;
}

/** A moment (a Date or an ISO text) as date and time, in the language's way. */
export function formatDateTime(when) {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(when));
}

/** A moment (a Date or an ISO text) as a date, in the language's way. */
export function formatDate(when) {
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(when));
}

/**
 * The small "BOT" mark put after the name of an account a program plays (its words follow the
 * language when the page is translated again).
 */
export function botMark() {
  const mark = document.createElement('span');
  mark.className = 'bot-mark';
  mark.dataset.i18n = 'bot-mark';
  mark.textContent = t('bot-mark');
  return mark;
}

/** A number in the language's way. */
export const formatNumber = (n) => numbers.format(n);

/** Puts the words into the static HTML below `root`: texts, attributes, and `<html lang>`. */
export function translatePage(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) {
    let args = {};
    try {
      args = el.dataset.i18nArgs ? JSON.parse(el.dataset.i18nArgs) : {};
    } catch {
      args = {};
    }
    el.textContent = t(el.dataset.i18n, args);
  }
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(';')) {
      const [name, key] = pair.split(':').map((s) => s.trim());
      if (name && key) el.setAttribute(name, t(key));
    }
  }
  document.documentElement.lang = lang;
}

async function getJson(path) {
  const res = await fetch(path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** Loads the catalogue of `code` (English if it cannot be had) and makes it the page's. */
async function load(code) {
  let data;
  try {
    data = await getJson(`/api/i18n/${encodeURIComponent(code)}`);
  } catch {
    data = code === 'en' ? { lang: 'en', messages: {} } : await getJson('/api/i18n/en').catch(() => ({ lang: 'en', messages: {} }));
  }
  lang = data.lang;
  messages = data.messages;
  plurals = new Intl.PluralRules(lang);
  numbers = new Intl.NumberFormat(lang);
}

const known = (code) => (code && languages.some((l) => l.code === code) ? code : null);

/**
 * The language to show, in this order: the account's setting (`accountLanguage`; prefs.js
 * passes it with `useAccountLanguage` once the settings are read, and keeps it in this browser
 * for the next page), a choice made on this page before (kept in this browser), the browser's
 * languages (its Accept-Language), English.
 */
export function chooseLanguage(accountLanguage = null) {
  if (known(accountLanguage)) return accountLanguage;
  let stored = null;
  try {
    stored = localStorage.getItem(STORE);
  } catch {
    stored = null;
  }
  if (known(stored)) return stored;
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language]) {
    const code = known(String(tag ?? '').split(/[-_]/)[0].toLowerCase());
    if (code) return code;
  }
  return 'en';
}

/** Calls `fn` after each change of language, once the new words are on the page. */
export function onLanguageChange(fn) {
  listeners.push(fn);
}

/** Shows the page in `code`: loads its words, puts them in, and tells the page's parts. */
export async function setLanguage(code) {
  await load(code);
  translatePage();
  const select = document.getElementById('language-select');
  if (select) select.value = lang;
  for (const fn of listeners) fn(lang);
}

/** Keeps `code` as this browser's choice (null: none), for the next page's first moment. */
function keep(code) {
  try {
    if (code) localStorage.setItem(STORE, code);
    else localStorage.removeItem(STORE);
  } catch {
    // A browser that keeps nothing still switches, for this page.
  }
}

/**
 * The account's language (its settings'): it wins over the rest, applies at once and is kept
 * in this browser, so that the next page opens in it. Null leaves the language as it is.
 */
export async function useAccountLanguage(code) {
  if (!known(code)) return;
  keep(code);
  if (code !== lang) await setLanguage(code);
}

/** Forgets the language chosen in this browser: the browser's own languages decide again. */
export async function forgetLanguageChoice() {
  keep(null);
  await setLanguage(chooseLanguage());
}

/** Calls `fn(code)` when the person chooses a language in the header's switcher. */
export function onLanguageChosen(fn) {
  chosen.push(fn);
}

/** The header's switcher: the languages in their own names; a choice applies at once. */
function bindSwitcher() {
  const select = document.getElementById('language-select');
  if (!select) return;
  select.replaceChildren(...languages.map(({ code, name }) => {
    const o = document.createElement('option');
    o.value = code;
    o.lang = code;
    o.textContent = name;
    return o;
  }));
  select.value = lang;
  select.addEventListener('change', () => {
    keep(select.value);
    setLanguage(select.value);
    for (const fn of chosen) fn(select.value);
  });
}

/** Loads the languages and the chosen one's words, puts them into the page, binds the switcher. */
export async function initI18n() {
  try {
    languages = await getJson('/api/languages');
  } catch {
    // English only, then.
  }
  await load(chooseLanguage());
  translatePage();
  bindSwitcher();
}
