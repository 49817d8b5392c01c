// The rules page (/rules): its words come from the catalogue (data-i18n); this draws its
// pictures (the boards, targets and arrows are written out here; the rules are the server's)
// and draws them again when the language changes. The header's account part is every page's.
import { initAccount } from './account.js';
import { BoardView, CELLS, drawStack } from './board.js';
import { initI18n, onLanguageChange, t } from './i18n.js';

/** The catalogue's name of each kind of piece. */
const PIECES = { tzaar: 'piece-tzaar', tzarra: 'piece-tzarra', tott: 'piece-tott' };

/** The legend: each kind of piece of each side, and a stack. */
function drawLegend() {
  const legend = document.getElementById('legend');
  legend.replaceChildren();
  const kinds = [['z', 'white', 'tzaar'], ['r', 'white', 'tzarra'], ['t', 'white', 'tott'],
    ['Z', 'black', 'tzaar'], ['R', 'black', 'tzarra'], ['T', 'black', 'tott']];
  const names = kinds.map(([letters, colour, piece]) => [letters, t('side-piece', { colour, piece: t(PIECES[piece]) })]);
  names.push(['ttr', t('rules-legend-stack')]);
  for (const [letters, name] of names) {
    const div = document.createElement('div');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '-30 -30 60 64');
    drawStack(svg, letters);
    div.append(svg, document.createTextNode(name));
    legend.appendChild(div);
  }
}

const picture = (id, board, view = {}) => {
  const box = document.getElementById(id);
  box.replaceChildren();
  const b = new BoardView(box);
  b.render({ board, ...view });
};

function drawPictures() {
  // The standard start: one piece on each cell, the cells in order A1..A5, B1..B6, ...
  const start = 'TTTTttRRRrttrZZzrttrzTtzrttrztTZRTTRZTtZRTTRZzzRTTRrrrTTtttt';
  picture('pic-start', Object.fromEntries(CELLS.map((cell, i) => [cell, start[i]])));

  // A thinned-out middle game: what White's Tzarra on C4 can reach.
  const mid = {
    A2: 't', A5: 'T', B4: 'R', B6: 'tz', C3: 'ZZ', C4: 'r', C6: 'T', D4: 't', D7: 'TT', E6: 'Z',
    E2: 'ttr', F7: 'z', F3: 'R', G5: 'TTZ', G2: 't', H5: 'r', H3: 'T', I1: 'Z', I4: 't',
  };
  picture('pic-capture', mid, {
    selected: 'C4',
    targets: [{ cell: 'C6', kind: 'capture' }, { cell: 'E6', kind: 'capture' }, { cell: 'B4', kind: 'capture' }],
  });
  // The same board after C4xC6.
  const after = {
    A2: 't', A5: 'T', B4: 'R', B6: 'tz', C3: 'ZZ', C6: 'r', D4: 't', D7: 'TT', E6: 'Z',
    E2: 'ttr', F7: 'z', F3: 'R', G5: 'TTZ', G2: 't', H5: 'r', H3: 'T', I1: 'Z', I4: 't',
  };
  picture('pic-stack', after, {
    selected: 'C6',
    last: [{ from: 'C4', to: 'C6' }],
    targets: [{ cell: 'E6', kind: 'capture' }, { cell: 'B6', kind: 'stack' }],
  });
}

await initI18n();
initAccount();
drawLegend();
drawPictures();
onLanguageChange(() => {
  drawLegend();
  drawPictures();
});
