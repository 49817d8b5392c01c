// The header's account part on every page: "Sign in" / "Sign up" (one dialog, errors shown by
// the field they concern), and once logged in the name (a link to the player's page),
// "Change password" and "Log out". Other modules read `currentAccount()` and listen for the
// window's `account-change` event.
import { accounts } from './api.js';
import { toast } from './dialogs.js';
import { language, onLanguageChange, t } from './i18n.js';
import { $ } from './util.js';

let current = null;
let known = null;

/** The logged-in account's name, or null. */
export const currentAccount = () => current;

/** Resolves once the page knows who is logged in (the first answer of the server, or none). */
export const accountKnown = new Promise((resolve) => {
  known = resolve;
});

/** Shows `name` as logged in (null: logged out) and tells the other modules. */
function setAccount(name) {
  current = name;
  $('signed-in').hidden = !name;
  $('signed-out').hidden = !!name;
  if (name) {
    $('me-link').textContent = name;
    $('me-link').href = `/player/${encodeURIComponent(name)}`;
  }
  known();
  window.dispatchEvent(new CustomEvent('account-change', { detail: { name } }));
}

/** Which field an error code concerns. */
const FIELD_OF = {
  'bad-name': 'name',
  'name-taken': 'name',
  'bad-password': 'password',
  'wrong-password': 'password',
  'bad-email': 'email',
};

/**
 * The page's own words for the server's refusals of a name or password it describes (the
 * server's message otherwise), in the page's language.
 */
const RULES = { 'bad-name': 'name-rule', 'bad-password': 'password-rule' };
const refusal = (err) => (RULES[err.code] ? t(RULES[err.code]) : err.message);

/**
 * What is wrong with a new account's name and password, each field's own message (the server's
 * rules: a name of 2-20 of A-Z, a-z, 0-9, _ or -; a password of 8-200 characters). The server
 * answers one refusal at a time; checked here first, both wrong fields are told at once.
 */
function signUpProblems(name, password) {
  const out = {};
  if (!/^[A-Za-z0-9_-]{2,20}$/.test(name)) out.name = t('name-rule');
  const n = [...password].length;
  if (n < 8 || n > 200) out.password = t('password-rule');
  return out;
}

function clearErrors(ids) {
  for (const id of ids) $(id).textContent = '';
}

function bindSignDialog() {
  const d = $('sign-dialog');
  const form = $('sign-form');
  let mode = 'in';
  /** The dialog's words for signing in or up. */
  const words = () => {
    const up = mode === 'up';
    $('sign-title').textContent = t(up ? 'sign-up' : 'sign-in');
    $('sign-submit').textContent = t(up ? 'sign-up' : 'sign-in');
    $('sign-hint').textContent = up ? t('sign-up-hint') : '';
  };
  onLanguageChange(words);
  const open = (m) => {
    mode = m;
    const up = m === 'up';
    words();
    $('sign-password').autocomplete = up ? 'new-password' : 'current-password';
    $('sign-email').hidden = !up;
    $('sign-email-label').hidden = !up;
    clearErrors(['sign-name-error', 'sign-password-error', 'sign-email-error']);
    form.reset();
    d.showModal();
    $('sign-name').focus();
  };
  $('sign-in-btn').addEventListener('click', () => open('in'));
  $('sign-up-btn').addEventListener('click', () => open('up'));
  $('sign-cancel').addEventListener('click', () => d.close());
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clearErrors(['sign-name-error', 'sign-password-error', 'sign-email-error']);
    const name = $('sign-name').value.trim();
    const email = $('sign-email').value.trim() || null;
    const password = $('sign-password').value;
    const problems = mode === 'up' ? signUpProblems(name, password) : {};
    for (const [field, message] of Object.entries(problems)) $(`sign-${field}-error`).textContent = message;
    if (problems.name || problems.password) {
      $(problems.name ? 'sign-name' : 'sign-password').focus();
      return;
    }
    $('sign-submit').disabled = true;
    try {
      const res = mode === 'up'
        ? await accounts.signUp(name, password, email, language())
        : await accounts.logIn(name, password);
      d.close();
      setAccount(res.name);
      toast(t(mode === 'up' ? 'welcome' : 'signed-in-as', { name: res.name }));
    } catch (err) {
      const field = FIELD_OF[err.code] || 'password';
      $(`sign-${field}-error`).textContent = refusal(err);
      $(`sign-${field}`).focus();
    } finally {
      $('sign-submit').disabled = false;
    }
  });
}

function bindPasswordDialog() {
  const d = $('password-dialog');
  const form = $('password-form');
  const errors = ['old-password-error', 'new-password-error'];
  $('password-btn').addEventListener('click', () => {
    clearErrors(errors);
    form.reset();
    d.showModal();
    $('old-password').focus();
  });
  $('password-cancel').addEventListener('click', () => d.close());
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    clearErrors(errors);
    $('password-submit').disabled = true;
    try {
      await accounts.changePassword($('old-password').value, $('new-password').value);
      d.close();
      toast(t('password-changed'));
    } catch (err) {
      if (err.code === 'not-logged-in') {
        d.close();
        setAccount(null);
        toast(err.message, 'error');
      } else {
        const field = err.code === 'bad-password' ? 'new-password' : 'old-password';
        $(`${field}-error`).textContent = refusal(err);
      }
    } finally {
      $('password-submit').disabled = false;
    }
  });
}

/** Binds the header's buttons and asks the server who is logged in. */
export async function initAccount() {
  bindSignDialog();
  bindPasswordDialog();
  $('log-out-btn').addEventListener('click', async () => {
    try {
      await accounts.logOut();
      setAccount(null);
      toast(t('logged-out'));
    } catch (err) {
      toast(err.message, 'error');
    }
  });
  // GET /api/session answers a guest too (GET /api/me would refuse it with a 401, an error in
  // the console of every guest's page).
  try {
    setAccount((await accounts.session()).account?.name ?? null);
  } catch (err) {
    setAccount(null);
    toast(err.message, 'error');
  }
}
