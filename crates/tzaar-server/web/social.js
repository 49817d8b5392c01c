// What players do around an online game on the game page: takeback and rematch offers (offer,
// accept, decline), following an agreed rematch to the new game with this browser's token, and
// the game's chat. Chat text is only ever put on the page as text (textContent), never as HTML.
import { server } from './api.js';
import { toast } from './dialogs.js';
import { formatDateTime, playerName, t } from './i18n.js';
import { G, isPlayer, mySides, names, rememberNewGame } from './state.js';
import { $, other } from './util.js';

/** The longest chat message the server takes. */
const CHAT_MAX = 500;
/** The chat's messages by number, as the server sent them. */
const messages = new Map();
/** The chat panel is on the screen (an IntersectionObserver says so). */
let chatInView = false;
/** Messages from others that arrived while the chat was off the screen. */
let unseen = 0;
/** This browser withdrew its own offer: its end is no news to tell. */
let withdrawing = false;
/** What became of this browser's last offer, shown on the offer line: {key, ply}, or null. */
let offerNote = null;

/** The seat that speaks for this browser in offers: its own, or White at a hot seat. */
function mySeat() {
  const mine = mySides();
  return mine.length === 1 ? mine[0] : mine.length ? 'white' : null;
}

/** Sends an offer's request; its State goes to `apply` (the game page's way to show a State). */
async function ask(call, apply) {
  try {
    await apply(await call(G.id, G.token || G.tokens.white || G.tokens.black));
  } catch (err) {
    toast(err.message, 'error');
  }
}

/** Wires the buttons and the chat form; `apply(state)` shows a State the server answered. */
export function bindSocial(apply) {
  $('takeback-btn').onclick = () => ask(server.takeback, apply);
  $('rematch-btn').onclick = () => ask(server.rematch, apply);
  $('offer-accept').onclick = () => ask(G.state.offer.kind === 'takeback' ? server.takeback : server.rematch, apply);
  $('offer-decline').onclick = () => {
    withdrawing = G.state.offer?.by === mySeat();
    ask((id, token) => server.decline(id, G.state.offer.kind, token), apply).then(() => {
      if (G.state.offer) withdrawing = false;
    });
  };
  $('rematch-go').onclick = () => followRematch(G.state.rematch);
  $('chat-input').maxLength = CHAT_MAX;
  $('chat-form').addEventListener('submit', async (e) => {
    e.preventDefault();
    const input = $('chat-input');
    const text = input.value.trim();
    if (!text) return;
    try {
      addChat(await server.chat(G.id, text, G.token), { own: true });
      input.value = '';
    } catch (err) {
      toast(err.message, 'error');
    }
  });
  bindChatAlert();
  loadChat();
}

/**
 * The chat may be far down the page (on a phone, below the board and the panels): a message that
 * arrives while it is off the screen shows a badge at the bottom of the screen, which goes away
 * once the chat is seen or the badge is clicked (it scrolls to the chat).
 */
function bindChatAlert() {
  const panel = $('chat-panel');
  const badge = $('chat-alert');
  badge.onclick = () => {
    panel.scrollIntoView({ behavior: 'smooth', block: 'end' });
    markChatSeen();
  };
  if (!('IntersectionObserver' in window)) return;
  new IntersectionObserver((entries) => {
    chatInView = entries.some((e) => e.isIntersecting);
    if (chatInView) markChatSeen();
  }, { threshold: 0.3 }).observe(panel);
}

/** The chat was seen: no badge. */
function markChatSeen() {
  unseen = 0;
  $('chat-alert').hidden = true;
}

/** Counts a message the person has not seen yet and shows the badge. */
function tellNewMessage(message) {
  if (chatInView || $('chat-panel').hidden) return;
  unseen++;
  const badge = $('chat-alert');
  badge.textContent = t('chat-new', { count: unseen, author: author(message) });
  badge.hidden = false;
}

/** Fetches the whole chat again (on opening the page and after the connection comes back). */
export async function loadChat() {
  try {
    const { messages: all } = await server.chatLog(G.id);
    for (const m of all) messages.set(m.seq, m);
    renderChat();
  } catch {
    // The chat is an extra: the game works without it.
  }
}

/**
 * Adds one message (from the socket, or the reply to this browser's own: `own`) and shows it; one
 * from someone else tells of itself while the chat is off the screen.
 */
export function addChat(message, { own = false } = {}) {
  if (!message || messages.has(message.seq)) return;
  messages.set(message.seq, message);
  renderChat();
  const mine = own || (isPlayer() && message.side === mySeat());
  if (!mine) tellNewMessage(message);
}

/** Who wrote `m`: "deleted player" for a seat whose account was deleted since. */
const author = (m) => playerName(m.author, G.state?.deleted?.[m.side]);

function renderChat() {
  const list = $('chat-list');
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  list.replaceChildren(...[...messages.values()].sort((a, b) => a.seq - b.seq).map((m) => {
    const li = document.createElement('li');
    const who = document.createElement('span');
    who.className = `who ${m.side === 'black' ? 'black' : 'white'}`;
    who.textContent = `${author(m)}:`;
    const text = document.createElement('span');
    text.className = 'text';
    text.textContent = m.text;
    li.title = formatDateTime(m.at);
    li.append(who, ' ', text);
    return li;
  }));
  if (atEnd) list.scrollTop = list.scrollHeight;
}

/** Goes to the agreed rematch, carrying this browser's tokens over to the swapped seats. */
export function followRematch(id) {
  if (!id) return;
  const tokens = {};
  if (G.tokens.white) tokens.black = G.tokens.white;
  if (G.tokens.black) tokens.white = G.tokens.black;
  if (isPlayer()) rememberNewGame(id, G.token, tokens, G.seat ? other(G.seat) : null);
  location.assign(`/game/${id}`);
}

/** A player follows a rematch the moment it is agreed (`prev` had none, `next` has one). */
export function maybeFollow(prev, next) {
  if (prev && !prev.rematch && next.rematch && isPlayer()) followRematch(next.rematch);
}

/**
 * What became of this browser's offer, when the State `next` no longer has it: accepted (a
 * takeback went back, a rematch was agreed), declined by the opponent, or ended by an action or
 * the end of the game. Without this the offer line just disappeared, and the player who asked was
 * left guessing. Its own withdrawal is no news.
 */
function offerOutcome(offer, prev, next) {
  if (offer.kind === 'rematch') return next.rematch ? null : 'rematch-declined';
  if (next.actions_played < prev.actions_played) return 'takeback-accepted';
  if (next.status !== 'playing') return 'takeback-ended-game';
  if (next.actions_played > prev.actions_played) return 'takeback-ended-action';
  return 'takeback-declined';
}

/** The outcomes that are a refusal, shown as an error. */
const DECLINED = ['rematch-declined', 'takeback-declined'];

/** Tells the player whose offer ended between `prev` and `next` what became of it. */
export function tellOfferEnd(prev, next) {
  if (offerNote && (next.offer || next.actions_played !== offerNote.ply || next.status !== prev?.status)) offerNote = null;
  const offer = prev?.offer;
  if (!offer || next.offer || offer.by !== mySeat() || !isPlayer()) return;
  if (withdrawing) {
    withdrawing = false;
    return;
  }
  const key = offerOutcome(offer, prev, next);
  if (!key) return;
  offerNote = { key, ply: next.actions_played };
  toast(t(key), DECLINED.includes(key) ? 'error' : 'info');
}

/** Shows the offer buttons, the pending offer and the chat for the State in G. */
export function renderSocial() {
  const s = G.state;
  const player = isPlayer();
  const online = s.mode === 'online';
  const me = mySeat();
  const offer = s.offer;
  const mine = offer && offer.by === me;
  const playing = s.status === 'playing';
  const tb = $('takeback-btn');
  tb.hidden = !online || !player || !playing || (offer && !mine);
  tb.disabled = !!mine || s.actions_played === 0 || G.busy;
  tb.textContent = t(mine ? 'takeback-offered' : 'takeback');
  const rm = $('rematch-btn');
  rm.hidden = !player || playing || s.mode === 'review' || !!s.rematch || (offer && !mine);
  rm.disabled = !!mine;
  rm.textContent = t(mine ? 'rematch-offered' : 'rematch');

  const line = $('offer-line');
  line.hidden = !offer && !s.rematch && !offerNote;
  $('rematch-go').hidden = !s.rematch;
  $('offer-accept').hidden = !offer || !player || mine;
  $('offer-decline').hidden = !offer || !player;
  $('offer-decline').textContent = t(mine ? 'withdraw' : 'decline');
  const takeback = offer?.kind === 'takeback';
  let text = '';
  if (s.rematch) text = t('rematch-agreed');
  else if (offer && mine) text = t(takeback ? 'offer-you-takeback' : 'offer-you-rematch');
  else if (offer) text = t(takeback ? 'offer-asks-takeback' : 'offer-asks-rematch', { name: names()[offer.by] });
  else if (offerNote) text = t(offerNote.key);
  $('offer-text').textContent = text;

  $('chat-panel').hidden = !online;
  $('chat-form').hidden = !online || !player;
}
