// The pages of the links mailed (/verify-email, /new-password, /unsubscribe) and the form asking for a new
// password by mail (/forgot-password): one page, mail.html, its words from the catalogue; this
// shows the part of the path and calls the server. A link's token is in its fragment
// (#token=…), which never reaches a server's log; it is taken off the address bar once read.
import { initAccount } from './account.js';
import { mail } from './api.js';
import { initI18n } from './i18n.js';

const $ = (id) => document.getElementById(id);
const show = (id) => { $(id).hidden = false; };
const failed = (err) => { $('mail-error').textContent = err.message; };

/** The token of the link, read once from the fragment. */
function token() {
  const found = new URLSearchParams(location.hash.slice(1)).get('token');
  if (found) history.replaceState(null, '', location.pathname);
  return found;
}

async function forgot() {
  // Without mail, say so rather than offer a form that cannot work.
  const status = await mail.status().catch(() => ({ enabled: true }));
  if (!status.enabled) {
    show('mail-off-note');
    return;
  }
  show('forgot-form');
  $('forgot-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('mail-error').textContent = '';
    try {
      await mail.requestReset($('forgot-email').value);
      $('forgot-form').hidden = true;
      show('forgot-sent');
    } catch (err) {
      failed(err);
    }
  });
}

function reset(link) {
  show('reset-form');
  $('reset-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    $('mail-error').textContent = '';
    const password = $('reset-password').value;
    $('reset-mismatch').hidden = password === $('reset-again').value;
    if (password !== $('reset-again').value) return;
    try {
      await mail.confirmReset(link, password);
      $('reset-form').hidden = true;
      show('reset-done');
    } catch (err) {
      failed(err);
    }
  });
}

/** Follows a link: shows `wait` while `request` runs, then `done`, or the server's refusal. */
async function follow(wait, done, request) {
  show(wait);
  try {
    await request();
    show(done);
  } catch (err) {
    failed(err);
  } finally {
    $(wait).hidden = true;
  }
}

const verify = (link) => follow('verify-wait', 'verify-done', () => mail.verify(link));

await initI18n();
/** Unsubscribes by the link's token, which is in its query (mail programs post it there). */
async function unsubscribe() {
  const link = new URLSearchParams(location.search).get('token');
  if (!link) {
    show('mail-no-token');
    return;
  }
  history.replaceState(null, '', location.pathname);
  await follow('unsubscribe-wait', 'unsubscribe-done', () => mail.unsubscribe(link));
}

initAccount();
if (location.pathname === '/forgot-password') {
  forgot();
} else if (location.pathname === '/unsubscribe') {
  unsubscribe();
} else {
  const link = token();
  if (!link) show('mail-no-token');
  else if (location.pathname === '/new-password') reset(link);
  else verify(link);
}
