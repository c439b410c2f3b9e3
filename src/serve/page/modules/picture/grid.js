// A game of one's own's grid: rows of short cells, each not empty a piece
// with its sign, coloured by its kind (the first kind in reading order one
// colour, the second another), so that two players' pieces differ in
// colour and in sign.

import { element } from '../dom.js';
import { decorate, onTarget, targetLabel } from '../marks.js';
import { targetsOf } from '../picture.js';
import { view } from '../state.js';

// A cell that holds nothing.
const EMPTY = new Set(['', '.', '_', '0']);

// The grid: a click on the cell a move changes plays it.
export function drawGrid(container, picture, moves, options) {
  const rows = picture.rows;
  const cols = Math.max(0, ...rows.map((row) => row.length));
  // Left's and Right's signs first when the picture names them, so that
  // each side keeps its colour; else in the order first met.
  const kinds = picture.values && picture.values.pieces ? [...picture.values.pieces] : [];
  const cellMove = targetsOf(moves, 'cell', (t) => t.row + ',' + t.column);
  // A partizan board's regions (cells joined edge to edge, played side by
  // side), each outlined in a colour and lettered on its first cell.
  const regions = picture.values ? picture.values.regions : [];
  const regionOf = new Map();
  regions.forEach((region, at) => region.cells.forEach(([r, c], nth) => regionOf.set(r + ',' + c, { at, first: nth === 0 })));
  const letter = (at) => String.fromCharCode(65 + (at % 26)) + (at >= 26 ? String(Math.floor(at / 26)) : '');
  const grid = element('div', { class: 'grid pieces', role: 'grid', 'aria-label': 'the board' });
  grid.style.gridTemplateColumns = 'repeat(' + cols + ', auto)';
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < cols; c++) {
      const sign = (rows[r][c] || '').trim();
      const empty = EMPTY.has(sign);
      if (!empty && !kinds.includes(sign)) kinds.push(sign);
      const kind = empty ? -1 : kinds.indexOf(sign);
      const key = r + ',' + c;
      const region = regionOf.get(key);
      const classes = 'cell' + (empty ? '' : kind === 0 ? ' piece-first' : kind === 1 ? ' piece-second' : ' piece-other') +
        (region ? ' region region-' + (region.at % 4) : '');
      const title = 'row ' + (r + 1) + ', column ' + (c + 1) + (empty ? '' : ': ' + sign);
      const move = cellMove.get(key);
      grid.append(move
        ? decorate(element('button', { class: classes, type: 'button', 'data-cell': key, title: targetLabel(move), 'aria-label': targetLabel(move), onclick: onTarget(move, options) }, empty ? '' : sign), move)
        : element('span', { class: classes, 'data-cell': key, title }, empty ? '' : sign));
      if (region) {
        const cell = grid.lastChild;
        cell.dataset.region = letter(region.at);
        if (region.first) cell.prepend(element('span', { class: 'region-tag', 'aria-hidden': 'true', text: letter(region.at) }));
      }
    }
  }
  container.append(grid);
  if (picture.values) container.append(regionLegend(picture.values, letter));
  if (cellMove.size) {
    container.append(element('p', { class: 'meta how', text: 'Click a cell to play the move made there (hover for what it does).' }));
  }
}

// Below a partizan board: its regions by letter and, once values are shown
// (analysis mode, or after Hint), each region's value, the sum and who
// wins it; in learn mode before a hint, only that the regions add up.
function regionLegend(values, letter) {
  const shown = Boolean(view.values);
  const count = values.regions.length;
  if (count === 0) return element('p', { class: 'meta regions', text: 'No region is left: neither player has a move.' });
  const parts = values.regions.map((region, at) => letter(at) + (shown ? ' = ' + region.value : ''));
  const text = (count === 1 ? 'One region, ' : count + ' regions, played side by side: ') + parts.join(', ') +
    (shown ? '. The whole board is their sum, ' + values.sum + ': ' + values.outcome_words + ' (' + values.outcome + ').'
      : '. Hint (or analysis mode) shows each region\'s value and their sum.');
  return element('p', { class: 'meta regions', 'data-sum': shown ? values.sum : '', text });
}
