// The rules page's pictures: the boards, targets and arrows are written out here; the rules
// are the server's. The header's account part is the one every page has.
import { initAccount } from '/account.js';
import { BoardView, CELLS, drawStack } from '/board.js';

initAccount();

const legend = document.getElementById('legend');
const kinds = [['z', 'White Tzaar'], ['r', 'White Tzarra'], ['t', 'White Tott'],
  ['Z', 'Black Tzaar'], ['R', 'Black Tzarra'], ['T', 'Black Tott'], ['ttr', 'White stack of 3']];
for (const [letters, name] of kinds) {
  const div = document.createElement('div');
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '-30 -30 60 64');
  drawStack(svg, letters);
  div.append(svg, document.createTextNode(name));
  legend.appendChild(div);
}

const picture = (id, board, view = {}) => {
  const b = new BoardView(document.getElementById(id), { label: 'TZAAR board' });
  b.render({ board, ...view });
};
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
