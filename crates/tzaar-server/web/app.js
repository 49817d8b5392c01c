// The TZAAR web app's entry: the lobby at / (home.js), one game at /game/{id} (game.js).
import { initGame } from './game.js';
import { initHome } from './home.js';

const m = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(location.pathname);
if (m) initGame(m[1]);
else initHome();
