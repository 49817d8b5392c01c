// The tournaments page (/tournaments): those running, those open to join (by their start), and
// those finished, page by page, and the correspondence championships, kept up to date by the
// lobby socket's `tournament` messages; and the forms creating a tournament (signed in) and a
// championship (an admin's: the page does not know who is one, so every signed-in player sees
// the form and the server's refusal), each refusal said under its form. A tournament or a
// championship created opens its page.
import { currentAccount, initAccount } from './account.js';
import { championships, tournaments } from './api.js';
import { toast } from './dialogs.js';
import { initI18n, onLanguageChange, t, timeWords } from './i18n.js';
import { $, oneAtATime } from './util.js';
import {
  championshipUrl, kindWords, playersWords, tournamentUrl, whenWords, followLobbyAsAccount,
} from './tournament-shared.js';

/** How many finished tournaments a page shows; the running and open ones are all shown. */
const FINISHED_PER_PAGE = 20;
const ALL = 100;

/** The lists as last fetched, and the page of the finished ones shown. */
const L = { running: [], open: [], finished: [], finishedPage: 1, finishedTotal: 0, championships: [] };

/** Fills `body` (a table's body) with a row per tournament of `list`; `empty` is shown when none. */
function renderTable(body, empty, list) {
  body.replaceChildren(...list.map((s) => {
    const tr = document.createElement('tr');
    tr.dataset.tournament = s.id;
    const cell = (text, cls) => {
      const td = document.createElement('td');
      if (cls) td.className = cls;
      td.textContent = text;
      tr.appendChild(td);
      return td;
    };
    const name = cell('');
    const a = document.createElement('a');
    a.href = tournamentUrl(s.id);
    a.textContent = s.name;
    name.appendChild(a);
    if (s.rated === false) {
      const casual = document.createElement('span');
      casual.className = 'badge';
      casual.textContent = t('game-casual');
      name.append(' ', casual);
    }
    cell(kindWords(s.kind));
    cell(timeWords(s));
    cell(playersWords(s));
    cell(whenWords(s), 'hide-narrow');
    return tr;
  }));
  empty.hidden = list.length > 0;
}

/** The championships' table: each its name linking to its page, its season, entrants and days per turn. */
function renderChampionships() {
  const list = L.championships;
  $('championships-body').replaceChildren(...list.map((c) => {
    const tr = document.createElement('tr');
    tr.dataset.championship = c.id;
    const cell = (text) => {
      const td = document.createElement('td');
      td.textContent = text;
      tr.appendChild(td);
      return td;
    };
    const name = cell('');
    const a = document.createElement('a');
    a.href = championshipUrl(c.id);
    a.textContent = c.name;
    name.appendChild(a);
    if (c.rated === false) {
      const casual = document.createElement('span');
      casual.className = 'badge';
      casual.textContent = t('game-casual');
      name.append(' ', casual);
    }
    cell(c.season > 0 ? String(c.season) : t('championship-not-begun'));
    cell(String(c.entrants));
    cell(timeWords(c));
    return tr;
  }));
  $('championships-empty').hidden = list.length > 0;
}

function render() {
  renderChampionships();
  renderTable($('running-body'), $('running-empty'), L.running);
  renderTable($('open-body'), $('open-empty'), L.open);
  renderTable($('finished-body'), $('finished-empty'), L.finished);
  const pages = Math.max(1, Math.ceil(L.finishedTotal / FINISHED_PER_PAGE));
  $('finished-pager').hidden = pages <= 1;
  $('finished-info').textContent = t('page-of', { page: L.finishedPage, pages });
  $('finished-prev').disabled = L.finishedPage <= 1;
  $('finished-next').disabled = L.finishedPage >= pages;
}

/** Fetches the three lists (the finished at the page shown) and shows them. */
async function load() {
  try {
    const [running, open, finished, champs] = await Promise.all([
      tournaments.list('running', 1, ALL),
      tournaments.list('open', 1, ALL),
      tournaments.list('finished', L.finishedPage, FINISHED_PER_PAGE),
      championships.list(),
    ]);
    L.championships = champs.championships;
    L.running = running.tournaments;
    L.open = open.tournaments;
    L.finished = finished.tournaments;
    L.finishedTotal = finished.total;
    render();
  } catch (err) {
    toast(err.message, 'error');
  }
}

/** Fetches again; one fetch at a time (see `oneAtATime`). */
const refresh = oneAtATime(load);

// ---- The form

/** What each kind is, in a line under the choice. */
const KIND_NOTES = {
  arena: 'tournament-kind-note-arena',
  swiss: 'tournament-kind-note-swiss',
  'round-robin': 'tournament-kind-note-round-robin',
};

/** The form's parts shown for each choice: `data-for` names a kind, a time control or a start. */
function showChoices() {
  const form = $('create-form');
  const kind = form.elements.kind.value;
  // An arena is played in real time only: no days per turn.
  const days = form.elements.time.querySelector('option[value="days"]');
  days.disabled = kind === 'arena';
  if (kind === 'arena' && form.elements.time.value === 'days') form.elements.time.value = 'clock';
  $('t-real-time').hidden = kind !== 'arena';
  const shown = new Set([kind, form.elements.time.value, form.elements.begins.value]);
  for (const el of form.querySelectorAll('[data-for]')) el.hidden = !shown.has(el.dataset.for);
  $('t-kind-note').textContent = t(KIND_NOTES[kind]);
}

/** A whole number from the field `name`, or null when it is empty. */
function whole(form, name) {
  const v = form.elements[name].value.trim();
  return v === '' ? null : Number(v);
}

/** The request's body from the form, or a problem's key when something is missing. */
function requestBody(form) {
  const kind = form.elements.kind.value;
  const name = form.elements.name.value.trim();
  if (!name) return { problem: 'tournament-name-missing', field: 'name' };
  const body = {
    name,
    kind,
    setup: form.elements.setup.value,
    rated: form.elements.rated.checked,
    max_players: whole(form, 'max_players'),
    rating_min: whole(form, 'rating_min'),
    rating_max: whole(form, 'rating_max'),
    starts_at: null,
  };
  if (form.elements.time.value === 'days' && kind !== 'arena') {
    body.days_per_turn = whole(form, 'days');
  } else {
    body.clock = { initial_s: Math.round((whole(form, 'minutes') ?? 0) * 60), increment_s: whole(form, 'increment') ?? 0 };
  }
  if (form.elements.begins.value === 'at') {
    // The field is local time; the server is sent the moment in UTC.
    const local = form.elements.starts_at.value;
    const at = local ? new Date(local) : null;
    if (!at || Number.isNaN(at.getTime())) return { problem: 'tournament-begins-missing', field: 'starts_at' };
    body.starts_at = at.toISOString();
  }
  if (kind === 'arena') body.duration_min = whole(form, 'duration');
  if (kind === 'swiss') body.rounds = whole(form, 'rounds');
  if (kind === 'round-robin') body.cycles = Number(form.elements.cycles.value);
  return { body };
}

/** The problem said under the form: a key of the page's, or the server's own message. */
let problem = null;

function showProblem() {
  $('create-error').textContent = !problem ? '' : problem.key ? t(problem.key) : problem.message;
}

function bindForm() {
  const form = $('create-form');
  for (const name of ['kind', 'time', 'begins']) form.elements[name].addEventListener('change', showChoices);
  // A start an hour from now, on the hour, unless one is chosen.
  const soon = new Date(Date.now() + 60 * 60 * 1000);
  soon.setMinutes(0, 0, 0);
  const pad = (n) => String(n).padStart(2, '0');
  form.elements.starts_at.value = `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}T${pad(soon.getHours())}:00`;
  showChoices();
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const { body, problem: key, field } = requestBody(form);
    if (key) {
      problem = { key };
      showProblem();
      form.elements[field].focus();
      return;
    }
    problem = null;
    showProblem();
    const btn = $('create-submit');
    btn.disabled = true;
    try {
      const created = await tournaments.create(body);
      location.href = tournamentUrl(created.id);
    } catch (err) {
      problem = { message: err.message };
      showProblem();
      btn.disabled = false;
    }
  });
}

// ---- The championship's form

/** The championship's request body from its form, or a problem's key when something is missing. */
function championshipBody(form) {
  const name = form.elements.name.value.trim();
  if (!name) return { problem: 'championship-name-missing', field: 'name' };
  const body = {
    name,
    days_per_turn: whole(form, 'days'),
    group_size: whole(form, 'group_size'),
    promote: whole(form, 'promote'),
    growth: whole(form, 'growth'),
    rated: form.elements.rated.checked,
    first_season_at: null,
    season_gap_days: whole(form, 'gap'),
  };
  // The field is local time; the server is sent the moment in UTC.
  const local = form.elements.first_season_at.value;
  if (local) {
    const at = new Date(local);
    if (!Number.isNaN(at.getTime())) body.first_season_at = at.toISOString();
  }
  return { body };
}

/** The problem said under the championship's form: a key of the page's, or the server's own message. */
let championshipProblem = null;

function showChampionshipProblem() {
  const p = championshipProblem;
  $('championship-error').textContent = !p ? '' : p.key ? t(p.key) : p.message;
}

function bindChampionshipForm() {
  const form = $('championship-form');
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const { body, problem: key, field } = championshipBody(form);
    if (key) {
      championshipProblem = { key };
      showChampionshipProblem();
      form.elements[field].focus();
      return;
    }
    championshipProblem = null;
    showChampionshipProblem();
    const btn = $('championship-submit');
    btn.disabled = true;
    try {
      const created = await championships.create(body);
      location.href = championshipUrl(created.id);
    } catch (err) {
      championshipProblem = { message: err.message };
      showChampionshipProblem();
      btn.disabled = false;
    }
  });
}

// ---- Live

/** The lobby socket is down (and reconnecting). */
let down = false;

function showConnection() {
  $('tournaments-conn').textContent = down ? t('lobby-reconnecting') : '';
}

function onMessage(msg) {
  if (msg.type === 'tournament') refresh();
}

await initI18n();
initAccount();
bindForm();
bindChampionshipForm();
$('finished-prev').addEventListener('click', () => {
  L.finishedPage = Math.max(1, L.finishedPage - 1);
  refresh();
});
$('finished-next').addEventListener('click', () => {
  L.finishedPage += 1;
  refresh();
});
onLanguageChange(() => {
  render();
  showChoices();
  showProblem();
  showChampionshipProblem();
  showConnection();
});
followLobbyAsAccount({
  onMessage,
  onConnection: (up) => {
    down = !up;
    showConnection();
  },
  onAccount: () => {
    const you = currentAccount();
    $('create-form').hidden = !you;
    $('create-signin').hidden = !!you;
    $('championship-create').hidden = !you;
  },
  refresh,
});
refresh();
// A slow look as well, in case a message was missed.
setInterval(refresh, 30000);
