// Messages to the person: toasts that go away by themselves, and a yes/no question.
import { t } from './i18n.js';
import { $ } from './util.js';

/** Shows `message` for `ms` milliseconds; `kind` 'error' makes it an alert. */
export function toast(message, kind = 'info', ms = 5000) {
  const t = document.createElement('div');
  t.className = `toast ${kind}`;
  t.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  t.textContent = message;
  $('toasts').appendChild(t);
  setTimeout(() => t.remove(), ms);
}

/**
 * Asks `text` in the page's dialog; resolves true for `yes` (the button's words, "Play it" when
 * none), false for Cancel or Escape.
 */
export function confirmDialog(text, yes = t('play-it')) {
  const d = $('confirm');
  $('confirm-text').textContent = text;
  $('confirm-yes').textContent = yes;
  return new Promise((resolve) => {
    const done = (v) => {
      d.close();
      $('confirm-yes').onclick = null;
      $('confirm-no').onclick = null;
      resolve(v);
    };
    $('confirm-yes').onclick = () => done(true);
    $('confirm-no').onclick = () => done(false);
    d.oncancel = () => done(false);
    d.showModal();
  });
}
