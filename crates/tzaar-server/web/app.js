// The TZAAR web app's entry: the lobby at / (home.js), one game at /game/{id} (game.js), a
// player at /player/{name} and the leaderboard at /players (players.js); the header's account
// part on every page (account.js).
import { initAccount } from './account.js';
import { initGame } from './game.js';
import { initHome } from './home.js';
import { initLeaderboard, initPlayer } from './players.js';

initAccount();
const m = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
const player = /^\/player\/([^/]+)\/?$/.exec(location.pathname);
if (m) initGame(m[1]);
else if (player) initPlayer(decodeURIComponent(player[1]));
else if (/^\/players\/?$/.test(location.pathname)) initLeaderboard();
else initHome();
