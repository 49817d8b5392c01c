// The TZAAR web app's entry: the lobby at / (home.js), one game at /game/{id} (game.js), a
// player at /player/{name} and the leaderboard at /players (players.js); the header's account
// part on every page (account.js); for any other address (the server's 404) a line saying
// there is no page here. The page's words come first (i18n.js): every part shows them.
import { initAccount } from './account.js';
import { initGame } from './game.js';
import { initHome } from './home.js';
import { initI18n, onLanguageChange, t } from './i18n.js';
import { initLeaderboard, initPlayer } from './players.js';
import { $ } from './util.js';

/** Any other address: say so, with the way home. */
function showNotFound() {
  // The keys go on the elements too, so that the page's translation (run again whenever the
  // language is applied) says the same.
  $('missing-title').dataset.i18n = 'no-page';
  $('missing-text').dataset.i18n = 'no-page-text';
  const say = () => {
    document.title = t('no-page-title');
    $('missing-title').textContent = t('no-page');
    $('missing-text').textContent = t('no-page-text');
  };
  say();
  onLanguageChange(say);
  $('missing').hidden = false;
}

await initI18n();
initAccount();
const m = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
const player = /^\/player\/([^/]+)\/?$/.exec(location.pathname);
if (m) initGame(m[1]);
else if (player) initPlayer(decodeURIComponent(player[1]));
else if (/^\/players\/?$/.test(location.pathname)) initLeaderboard();
else if (location.pathname === '/' || location.pathname === '/index.html') initHome();
else showNotFound();
