// Catching the player's attention when one of their games needs them (their turn, a game that
// starts): a short chime made by the Web Audio API (no sound file), a count in the tab's title
// until the tab is looked at again, and a browser notice while the tab is hidden. The chime
// follows the "sound" setting (this browser's choice until the account's settings say); the
// browser's permission for notices is asked only when the player clicks for it.

/** Where this browser keeps the sound setting ('on' or 'off'; on when unset). */
const SOUND = 'tzaar-sound';
const MARK = /^\(\d+\) /;

let audio = null;
/** The title the page gives itself, without the count. */
let base = document.title.replace(MARK, '');
/** How many times the page asked for attention since it was last looked at. */
let count = 0;

/** Whether the chime plays. */
export function soundOn() {
  try {
    return localStorage.getItem(SOUND) !== 'off';
  } catch {
    return true;
  }
}

/** Turns the chime on or off (kept in this browser). */
export function setSound(on) {
  try {
    localStorage.setItem(SOUND, on ? 'on' : 'off');
  } catch {
    // A browser that keeps nothing: the setting lasts as long as the page does.
  }
}

/** The page's audio, made at the first need (browsers let it sound after a click or a key). */
function audioContext() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return null;
  audio ??= new Context();
  if (audio.state === 'suspended') audio.resume().catch(() => {});
  return audio;
}

/** Plays the chime: two short rising tones. Nothing if the sound is off or there is no audio. */
export function chime() {
  if (!soundOn()) return;
  let ctx;
  try {
    ctx = audioContext();
  } catch {
    return;
  }
  if (!ctx) return;
  const now = ctx.currentTime;
  [[0, 660], [0.15, 880]].forEach(([at, hz]) => {
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.type = 'sine';
    tone.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, now + at);
    gain.gain.exponentialRampToValueAtTime(0.25, now + at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + at + 0.28);
    tone.connect(gain).connect(ctx.destination);
    tone.start(now + at);
    tone.stop(now + at + 0.3);
  });
}

function showTitle() {
  document.title = count ? `(${count}) ${base}` : base;
}

/** Sets the page's title; a count asking for attention stays in front of it. */
export function pageTitle(text) {
  base = text;
  showTitle();
}

/** The tab is looked at (shown, focused, touched): the count goes. */
function seen() {
  if (!count) return;
  count = 0;
  showTitle();
}

/** Whether this browser can show notices at all. */
export const noticesSupported = () => typeof window.Notification === 'function';

/** Whether this browser shows this site's notices (the player allowed them). */
export const noticesAllowed = () => noticesSupported() && Notification.permission === 'granted';

/** Whether asking for the permission makes sense: supported, and neither allowed nor refused. */
export const noticesAskable = () => noticesSupported() && Notification.permission === 'default';

/**
 * Asks the browser for the permission to show notices; call it only from a click. Resolves to
 * `granted`, `denied` or `default` (the question was dismissed).
 */
export async function askNotices() {
  if (!noticesSupported()) return 'denied';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** A browser notice, shown only while the tab is hidden; a click on it opens `url`. */
function notice(text, url, tag) {
  if (!document.hidden || !noticesAllowed()) return;
  try {
    const shown = new Notification('TZAAR', { body: text, tag });
    shown.addEventListener('click', () => {
      window.focus();
      if (url && location.pathname !== url) location.href = url;
      shown.close();
    });
  } catch {
    // Some browsers show notices only from a service worker: the chime and the title remain.
  }
}

/**
 * Asks for the player's attention: the chime, a count in the title until the tab is looked at,
 * and, while it is hidden, a notice saying `text` that opens `url` (its `tag` replaces an older
 * notice of the same game).
 */
export function callAttention({ text, url = null, tag = undefined }) {
  chime();
  count += 1;
  base = document.title.replace(MARK, '');
  showTitle();
  notice(text, url, tag);
}

/** Follows whether the tab is looked at, and lets the audio start at the first click or key. */
function bind() {
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) seen();
  });
  window.addEventListener('focus', seen);
  const touched = () => {
    seen();
    if (audio?.state === 'suspended') audio.resume().catch(() => {});
  };
  window.addEventListener('pointerdown', touched, true);
  window.addEventListener('keydown', touched, true);
}

bind();
