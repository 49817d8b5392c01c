// The puzzles page (/puzzles, /puzzles/{id} for a link): a position where the side to act wins
// in a few turns. The player clicks a stack and a target, as on the game page; a turn of two
// actions is collected whole (the position endpoints give each step's legal actions) and sent
// to the server, which judges it and plays the defence. Once over, the solution is shown step
// by step. The page decides nothing about the rules or the puzzle.
import { accountKnown, initAccount } from './account.js';
import { positions, puzzles } from './api.js';
import { parseAction } from './board.js';
import { toast } from './dialogs.js';
import { initI18n, onLanguageChange, t } from './i18n.js';
import { PositionBoard } from './picker.js';
import { $ } from './util.js';

/** The catalogue's key of each theme's word, in the server's order. */
const THEMES = {
  'last-tzaar': 'theme-last-tzaar',
  'last-tzarra': 'theme-last-tzarra',
  'last-tott': 'theme-last-tott',
  'no-capture': 'theme-no-capture',
  stack: 'theme-stack',
  'double-capture': 'theme-double-capture',
  pass: 'theme-pass',
};

/** The page's one state. */
const P = {
  /** The puzzle as the server shows it (GET /api/puzzles/next or /{id}). */
  card: null,
  /** The position where the player acts: {position, board, side, phase, actions, result}. */
  view: null,
  /** The position the turn being collected starts from. */
  turnStart: null,
  /** The first action of the turn being collected, when it has a second. */
  first: null,
  /** Arrows of the last turn shown. */
  last: [],
  /** A request is under way: clicks wait. */
  busy: false,
  /** The attempt is over. */
  over: false,
  /** The next turn begins the puzzle again from its start. */
  again: false,
  /** Once over: each step of the solution, {board, last}, and the one shown. */
  steps: null,
  step: 0,
  /** The player's turns left to win. */
  turnsLeft: 0,
  /** The status line's key and values, to say it again in another language. */
  status: null,
};

const canAct = () => !!P.view && !P.busy && !P.over && !P.view.result && P.view.side === P.card?.side;

const board = new PositionBoard($('puzzle-board'), { onAction: (action) => choose(action) });

/** The arrows of a turn's actions (texts). */
const arrows = (actions) => actions.map(parseAction).filter((a) => a.from && a.to);

/** Sets the status line. */
function say(key, args = {}) {
  P.status = { key, args };
  $('puzzle-status').textContent = t(key, args);
}

/** Draws the board and the buttons as the state says. */
function render() {
  if (P.steps) {
    const s = P.steps[P.step];
    board.enabled = false;
    board.board.render({ board: s.board, flipped: P.card.side === 'black', last: s.last, targets: [], selected: null });
    $('puzzle-step-where').textContent = P.step === 0
      ? t('puzzles-step-start')
      : t('puzzles-step', { step: P.step, steps: P.steps.length - 1 });
    $('puzzle-step-back').disabled = P.step === 0;
    $('puzzle-step-forward').disabled = P.step === P.steps.length - 1;
  } else if (P.view) {
    board.enabled = canAct();
    board.show(P.view, { flipped: P.card.side === 'black', last: P.last });
  }
  // Whether a click now acts: for the browser tests, which click as soon as it does.
  $('puzzle-board').dataset.ready = canAct() ? 'yes' : 'no';
  $('puzzle-steps').hidden = !P.steps;
  $('puzzle-pass').hidden = !(canAct() && P.view.actions.some((a) => a.kind === 'pass'));
  $('puzzle-cancel').hidden = !(canAct() && P.first);
  $('puzzle-again').hidden = !P.over;
}

/** Says what the puzzle is: the side, its length, its themes and the ratings. */
function describe() {
  const c = P.card;
  if (!c) return;
  $('puzzle-task').textContent = t('puzzles-task', { colour: c.side });
  $('puzzle-facts').textContent = t('puzzles-win-in', { turns: c.win_in });
  const themes = c.themes.filter((w) => THEMES[w]).map((w) => t(THEMES[w]));
  $('puzzle-themes').textContent = themes.length ? t('puzzles-themes', { themes: themes.join(', ') }) : '';
  // Ratings are written as they are, without a thousands separator.
  $('puzzle-ratings').textContent = c.player_rating === null
    ? t('puzzles-ratings-guest', { rating: String(c.rating) })
    : t('puzzles-ratings', { rating: String(c.rating), mine: String(c.player_rating) });
  if (P.status) $('puzzle-status').textContent = t(P.status.key, P.status.args);
}

/** Shows the position `text`, with `last` arrows. */
async function showPosition(text, last = []) {
  P.view = await positions.show(text);
  P.turnStart = text;
  P.first = null;
  P.last = last;
}

/** Opens the puzzle `card`: where its attempt stands, or its start. */
async function open(card, { push = false } = {}) {
  P.card = card;
  P.over = false;
  P.again = false;
  P.steps = null;
  P.status = null;
  const attempt = card.attempt;
  if (attempt && !attempt.over) {
    await showPosition(attempt.position, arrows(attempt.turns.at(-1)?.split(' ') ?? []));
    P.turnsLeft = attempt.turns_left;
    say('puzzles-your-turn', { turns: P.turnsLeft });
  } else {
    await showPosition(card.position);
    P.again = !!attempt;
    P.turnsLeft = card.win_in;
    say(attempt ? 'puzzles-tried' : 'puzzles-your-turn', { turns: P.turnsLeft });
  }
  const path = `/puzzles/${encodeURIComponent(card.id)}`;
  if (push && location.pathname !== path) history.pushState({ id: card.id }, '', path);
  describe();
  render();
}

/** Runs `work` with clicks held, telling a refusal; draws the page again after. */
async function busy(work) {
  P.busy = true;
  render();
  try {
    await work();
  } catch (err) {
    toast(err.message, 'error');
  } finally {
    P.busy = false;
    render();
  }
}

/** The next puzzle, by the chosen theme and length. */
const next = () => busy(async () => {
  const theme = $('puzzle-theme').value;
  const length = $('puzzle-length').value;
  await open(await puzzles.next(theme || null, length || null), { push: true });
});

/** Sends `turn` and shows the judgement: the reply, the win, or the solution. */
async function send(turn) {
  say('puzzles-checking');
  render();
  let answer;
  try {
    try {
      answer = await puzzles.attempt(P.card.id, turn, P.again);
    } catch (err) {
      // A puzzle tried before (all of a theme tried): this turn begins it again.
      if (err.code !== 'puzzle-over') throw err;
      answer = await puzzles.attempt(P.card.id, turn, true);
    }
  } catch (err) {
    // Refused: the turn is played again from where it began.
    await showPosition(P.turnStart);
    say('puzzles-your-turn', { turns: P.turnsLeft });
    throw err;
  }
  P.again = false;
  const rating = answer.rating !== undefined ? answer.rating : null;
  if (rating !== null) P.card.player_rating = rating;
  if (answer.correct && !answer.solved && answer.reply && !answer.solution) {
    // The board shows the player's turn a moment, then the defence's reply.
    render();
    await new Promise((resolve) => setTimeout(resolve, 350));
    await showPosition(answer.position, arrows(answer.reply.split(' ')));
    P.turnsLeft = answer.turns_left;
    say('puzzles-right', { reply: answer.reply, turns: P.turnsLeft });
    return;
  }
  P.over = true;
  const shown = { rating: String(rating) };
  if (answer.solved) say(rating !== null ? 'puzzles-solved-rated' : 'puzzles-solved', shown);
  else say(rating !== null ? 'puzzles-wrong-rated' : 'puzzles-wrong', shown);
  describe();
  await showSolution(answer.solution || []);
}

/** The player chose `action` (its text): the turn goes on to its second action, or is sent. */
const choose = (action) => busy(async () => {
  const before = P.view;
  const after = await positions.play(P.view.position, action);
  P.last = arrows([action]);
  P.view = after;
  if (!after.result && !P.first && after.side === before.side && after.phase === 'second') {
    P.first = action;
    say('puzzles-second');
    return;
  }
  await send(P.first ? `${P.first} ${action}` : action);
});

/** The solution's steps from the puzzle's start, shown at its last step. */
async function showSolution(solution) {
  const steps = [{ board: (await positions.show(P.card.position)).board, last: [] }];
  let position = P.card.position;
  for (const turn of solution) {
    const view = await positions.playTurn(position, turn);
    steps.push({ board: view.board, last: arrows(turn.split(' ')) });
    position = view.position;
  }
  P.steps = steps;
  P.step = steps.length - 1;
}


/** The filters' lists, in the page's language. */
function fillFilters() {
  const fill = (select, options) => {
    const chosen = select.value;
    select.replaceChildren(...options.map(([value, label]) => {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = label;
      return o;
    }));
    select.value = chosen;
  };
  const any = ['', t('puzzles-any')];
  fill($('puzzle-theme'), [any, ...Object.entries(THEMES).map(([w, key]) => [w, t(key)])]);
  fill($('puzzle-length'), [any, ...[1, 2, 3, 4].map((n) => [String(n), t('puzzles-win-in', { turns: n })])]);
}

/** The puzzle the address names, else the next one. */
async function load() {
  const m = /^\/puzzles\/([A-Za-z0-9]{1,16})$/.exec(location.pathname);
  try {
    if (m) await open(await puzzles.get(m[1]));
    else await next();
  } catch (err) {
    toast(err.message, 'error');
  }
}

$('puzzle-next').addEventListener('click', next);
$('puzzle-again').addEventListener('click', () => open({ ...P.card, attempt: { over: true } }));
$('puzzle-pass').addEventListener('click', () => {
  const pass = P.view.actions.find((a) => a.kind === 'pass');
  if (canAct() && pass) choose(pass.action);
});
$('puzzle-cancel').addEventListener('click', async () => {
  try {
    await showPosition(P.turnStart);
    say('puzzles-your-turn', { turns: P.turnsLeft });
  } catch (err) {
    toast(err.message, 'error');
  }
  render();
});
$('puzzle-step-back').addEventListener('click', () => {
  P.step = Math.max(0, P.step - 1);
  render();
});
$('puzzle-step-forward').addEventListener('click', () => {
  P.step = Math.min(P.steps.length - 1, P.step + 1);
  render();
});
window.addEventListener('popstate', load);

await initI18n();
initAccount();
fillFilters();
onLanguageChange(() => {
  fillFilters();
  describe();
  render();
});
await accountKnown;
await load();
// Signing in or out here changes whose rating the puzzle is played for.
window.addEventListener('account-change', async () => {
  if (!P.card) return;
  try {
    await open(await puzzles.get(P.card.id));
  } catch (err) {
    toast(err.message, 'error');
  }
});
