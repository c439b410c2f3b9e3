// A game of one's own's grid: rows of short cells, each not empty a piece
// with its sign, coloured by its kind (the first kind in reading order one
// colour, the second another), so that two players' pieces differ in
// colour and in sign.

import { element } from '../dom.js';
import { decorate, onTarget, targetLabel } from '../marks.js';
import { targetsOf } from '../picture.js';

// A cell that holds nothing.
const EMPTY = new Set(['', '.', '_', '0']);

// The grid: a click on the cell a move changes plays it.
export function drawGrid(container, picture, moves, options) {
  const rows = picture.rows;
  const cols = Math.max(0, ...rows.map((row) => row.length));
  const kinds = [];
  const cellMove = targetsOf(moves, 'cell', (t) => t.row + ',' + t.column);
  const grid = element('div', { class: 'grid pieces', role: 'grid', 'aria-label': 'the board' });
  grid.style.gridTemplateColumns = 'repeat(' + cols + ', auto)';
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < cols; c++) {
      const sign = (rows[r][c] || '').trim();
      const empty = EMPTY.has(sign);
      if (!empty && !kinds.includes(sign)) kinds.push(sign);
      const kind = empty ? -1 : kinds.indexOf(sign);
      const classes = 'cell' + (empty ? '' : kind === 0 ? ' piece-first' : kind === 1 ? ' piece-second' : ' piece-other');
      const key = r + ',' + c;
      const title = 'row ' + (r + 1) + ', column ' + (c + 1) + (empty ? '' : ': ' + sign);
      const move = cellMove.get(key);
      grid.append(move
        ? decorate(element('button', { class: classes, type: 'button', 'data-cell': key, title: targetLabel(move), 'aria-label': targetLabel(move), onclick: onTarget(move, options) }, empty ? '' : sign), move)
        : element('span', { class: classes, 'data-cell': key, title }, empty ? '' : sign));
    }
  }
  container.append(grid);
  if (cellMove.size) {
    container.append(element('p', { class: 'meta how', text: 'Click a cell to play the move made there (hover for what it does).' }));
  }
}
