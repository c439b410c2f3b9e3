// Named pieces on a board of cells.

import { element } from '../dom.js';
import { decorate, onTarget, targetLabel } from '../marks.js';
import { targetsOf } from '../picture.js';

// Pieces drawn as a sign rather than their initial: Flip Game's flipped cells.
export const PIECE_LABELS = { minus: '−', cross: 'X' };

// Named pieces on a board of cells (`#` a wall): a click on a cell that a
// move reaches plays it.
export function drawPieces(container, board, picture, moves, options) {
  const rows = board.length;
  const cols = rows ? board[0].length : 0;
  const here = new Map();
  for (const piece of picture.pieces) {
    const key = piece.cell[0] + ',' + piece.cell[1];
    here.set(key, (here.get(key) || []).concat(piece.name));
  }
  const cellMove = targetsOf(moves, 'cell', (t) => t.row + ',' + t.column);
  const grid = element('div', { class: 'grid pieces', role: 'grid', 'aria-label': 'the board' });
  grid.style.gridTemplateColumns = 'repeat(' + cols + ', auto)';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const key = r + ',' + c;
      const names = here.get(key) || [];
      const mark = board[r][c];
      const label = names.length ? names.map((n) => PIECE_LABELS[n] || n[0].toUpperCase()).join('') : (mark === '.' ? '' : mark);
      const classes = 'cell' + (mark === '#' ? ' blocked' : '') + names.map((n) => ' piece-' + n).join('');
      const title = 'row ' + (r + 1) + ', column ' + (c + 1) + (names.length ? ': the ' + names.join(' and the ') : '');
      const move = cellMove.get(key);
      grid.append(move
        ? decorate(element('button', { class: classes, type: 'button', 'data-cell': key, title: targetLabel(move), 'aria-label': targetLabel(move), onclick: onTarget(move, options) }, label), move)
        : element('span', { class: classes, 'data-cell': key, title }, label));
    }
  }
  container.append(grid);
  const names = [...new Set(picture.pieces.map((p) => p.name))];
  container.append(element('p', { class: 'meta', text: 'Click a cell to play the move made there (hover for what it does); ' + names.map((name) => (PIECE_LABELS[name] || name[0].toUpperCase()) + ' the ' + name).join(', ') + '.' }));
}
