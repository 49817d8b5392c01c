// The lessons (/learn): each lesson's tasks on a board, checked as they are played; the
// solution on asking; progress kept in this browser. The tasks are data (lessons.js); what may
// be played and what it leads to are the server's (the position endpoints).
import { initAccount } from './account.js';
import { positions } from './api.js';
import { parseAction } from './board.js';
import { toast } from './dialogs.js';
import { initI18n, onLanguageChange, t } from './i18n.js';
import { LESSONS } from './lessons.js';
import { PositionBoard } from './picker.js';
import { $ } from './util.js';

/** Where this browser keeps the lessons finished. */
const PROGRESS = 'tzaar-lessons';

let board = null;
/** The lesson shown, its task, the position the task started from, the actions played in it. */
let lesson = null;
let taskIndex = 0;
let start = null;
let view = null;
let played = [];
/** Where each task ended, for a task that goes on from it. */
let ended = null;
/** While a solution is shown or a failed try is undone, clicks wait. */
let busy = false;

function finished() {
  try {
    return JSON.parse(localStorage.getItem(PROGRESS) || '{}') || {};
  } catch {
    return {};
  }
}

function markFinished(id) {
  const done = finished();
  done[id] = true;
  try {
    localStorage.setItem(PROGRESS, JSON.stringify(done));
  } catch {
    // Not kept: the lesson shows as finished until the page is left.
  }
}

const task = () => lesson.tasks[taskIndex];

/** Whether the task's goal is met by the actions `done`, the last one `info`, leading to `after`. */
function met(goal, done, info, after) {
  if (goal.actions && goal.actions.join(' ') !== done.join(' ')) return false;
  if (goal.kind && info?.kind !== goal.kind) return false;
  if (goal.piece && info?.piece !== goal.piece) return false;
  if ('result' in goal) {
    if (goal.result === null ? after.result : after.result?.reason !== goal.result) return false;
  }
  if (goal.top && after.board[goal.top.cell] !== goal.top.letters) return false;
  if (goal.tallTop) {
    const { letter, min } = goal.tallTop;
    if (!Object.values(after.board).some((s) => s.length >= min && s.endsWith(letter))) return false;
  }
  if (goal.safe) {
    const taken = after.actions.some((a) => a.kind === 'capture' && after.board[a.to]?.endsWith(goal.safe));
    if (taken) return false;
  }
  return true;
}

function renderList() {
  const done = finished();
  const list = $('lesson-list');
  list.replaceChildren();
  for (const l of LESSONS) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = `lesson-link${l === lesson ? ' current' : ''}`;
    b.dataset.lesson = l.id;
    b.textContent = t(l.title);
    if (done[l.id]) {
      b.classList.add('done');
      b.setAttribute('aria-label', t('learn-finished-label', { lesson: t(l.title) }));
    }
    b.onclick = () => openLesson(l);
    li.appendChild(b);
    list.appendChild(li);
  }
  const count = LESSONS.filter((l) => done[l.id]).length;
  $('learn-progress').textContent = t('learn-progress', { done: count, total: LESSONS.length });
}

async function openLesson(l) {
  lesson = l;
  taskIndex = 0;
  ended = null;
  history.replaceState(null, '', `/learn#${l.id}`);
  renderList();
  await openTask();
}

async function openTask() {
  const tk = task();
  const from = tk.position ?? ended;
  try {
    view = await positions.show(from);
  } catch (err) {
    toast(err.message, 'error');
    return;
  }
  start = view;
  played = [];
  $('lesson-next').hidden = true;
  $('lesson-feedback').textContent = '';
  $('lesson-feedback').className = 'lesson-feedback';
  renderLesson();
}

function renderLesson() {
  if (!lesson) return;
  const tk = task();
  $('lesson-title').textContent = t(lesson.title);
  $('lesson-intro').textContent = t(lesson.intro);
  $('lesson-step').textContent = t('learn-step', { step: taskIndex + 1, steps: lesson.tasks.length });
  $('lesson-task').textContent = t(tk.text);
  const last = played.length ? [parseAction(played[played.length - 1])].filter((a) => a?.from) : [];
  board.enabled = !busy && $('lesson-next').hidden;
  board.show(view, { last });
}

/** Shows a line under the board: `kind` is `good` or `bad`. */
function feedback(text, kind) {
  const box = $('lesson-feedback');
  box.textContent = text;
  box.className = `lesson-feedback ${kind}`;
}

async function onAction(action) {
  if (busy) return;
  const info = view.actions.find((a) => a.action === action);
  let after;
  try {
    after = await positions.play(view.position, action);
  } catch (err) {
    toast(err.message, 'error');
    return;
  }
  played.push(action);
  view = after;
  const tk = task();
  if (played.length < tk.solution.length && !after.result) {
    feedback(t('learn-go-on'), 'good');
    renderLesson();
    return;
  }
  if (met(tk.goal, played, info, after)) {
    ended = after.position;
    feedback(t('learn-right'), 'good');
    $('lesson-next').hidden = false;
    $('lesson-next').textContent = taskIndex + 1 < lesson.tasks.length ? t('learn-next') : t('learn-next-lesson');
    if (taskIndex + 1 >= lesson.tasks.length) {
      markFinished(lesson.id);
      feedback(t('learn-lesson-done'), 'good');
      renderList();
    }
    renderLesson();
    return;
  }
  feedback(t('learn-wrong'), 'bad');
  busy = true;
  renderLesson();
  setTimeout(() => {
    busy = false;
    view = start;
    played = [];
    renderLesson();
  }, 1500);
}

/** Plays the task's solution from its start, one action at a time. */
async function showSolution() {
  if (busy) return;
  busy = true;
  view = start;
  played = [];
  renderLesson();
  const tk = task();
  for (const a of tk.solution) {
    // eslint-disable-next-line no-await-in-loop
    await new Promise((r) => setTimeout(r, 500));
    busy = false;
    // eslint-disable-next-line no-await-in-loop
    await onAction(a);
    busy = true;
  }
  busy = false;
  renderLesson();
}

function next() {
  if (taskIndex + 1 < lesson.tasks.length) {
    taskIndex += 1;
    openTask();
    return;
  }
  const i = LESSONS.indexOf(lesson);
  openLesson(LESSONS[(i + 1) % LESSONS.length]);
}

await initI18n();
initAccount();
board = new PositionBoard($('lesson-board'), { onAction, placeBox: $('lesson-place') });
$('lesson-show').onclick = showSolution;
$('lesson-retry').onclick = () => openTask();
$('lesson-next').onclick = next;
$('learn-reset').onclick = () => {
  try {
    localStorage.removeItem(PROGRESS);
  } catch {
    // Nothing was kept.
  }
  renderList();
};
onLanguageChange(() => {
  renderList();
  renderLesson();
});
const wanted = LESSONS.find((l) => l.id === location.hash.slice(1));
const firstOpen = LESSONS.find((l) => !finished()[l.id]);
await openLesson(wanted ?? firstOpen ?? LESSONS[0]);
