// A board of cells, whole or through a window that follows the token.

import { element } from '../dom.js';
import { decorate, dragText, onTarget, targetLabel } from '../marks.js';
import { targetsOf } from '../picture.js';
import { view } from '../state.js';

// On a screen a board is drawn at full size, every target at least 44 px
// and every digit at least 12 px: whole when it fits, else through a
// window as large as fits (a 30 × 30 board as Eel: about 7 rows of 24
// columns at 1280 × 900), which follows the token, with a map of the
// whole board beside it: arrows and a click on the map move the window.
// On a phone, where the board scrolls sideways in its frame, it is drawn
// whole up to 40 rows and 60 columns, through a window of 16 by 32 past
// that.
export const WHOLE_ROWS = 40;
export const WHOLE_COLUMNS = 60;
export const WINDOW_ROWS = 16;
export const WINDOW_COLUMNS = 32;
export const boardWindows = new WeakMap();
const PHONE = 600;
// What the window's controls, the status and the buttons take of the
// screen's height above and below the board (px).
const OTHER_HEIGHT = 140;

export function drawBoard(container, board, picture, moves, options) {
  const rows = board.length;
  const cols = rows ? board[0].length : 0;
  const frame = element('div', { class: 'board-frame' });
  container.append(frame);
  const token = picture.token;
  const phone = window.innerWidth < PHONE;
  let height = rows;
  let width = cols;
  if (phone && (rows > WHOLE_ROWS || cols > WHOLE_COLUMNS)) {
    height = Math.min(rows, WINDOW_ROWS);
    width = Math.min(cols, WINDOW_COLUMNS);
  } else if (!phone) {
    // A first guess from a cell's nominal size (44 px, a gap Eel can
    // build in as tall), measured and bettered once drawn.
    const gaps = moves.some((move) => move.target && move.target.kind === 'gap');
    const room = (container.closest('.board-and-table') || container).clientWidth - 40;
    const tall = window.innerHeight - OTHER_HEIGHT - 150;
    height = Math.max(Math.min(rows, 3), Math.min(rows, Math.floor(tall / (gaps ? 92 : 60))));
    width = Math.max(Math.min(cols, 4), Math.min(cols, Math.floor(room / 46)));
  }
  const clamp = (value, most) => Math.max(0, Math.min(most, value));
  const centred = (r, c) => ({ top: clamp(r - Math.floor(height / 2), rows - height), left: clamp(c - Math.floor(width / 2), cols - width) });
  const render = (at) => {
    boardWindows.set(board, at);
    frame.replaceChildren();
    if (rows > height || cols > width) frame.append(boardWindowControls(board, picture, at, height, width, render, centred, options.route));
    frame.append(boardGrid(board, picture, moves, options, at, height, width));
  };
  // The window to show: where it was, unless the token has neared an
  // edge of it that is not the board's; then centred on the token.
  const near = 3;
  const placed = () => {
    let shown = boardWindows.get(board) || (token ? centred(token[0], token[1]) : { top: 0, left: 0 });
    shown = { top: clamp(shown.top, rows - height), left: clamp(shown.left, cols - width) };
    if (token && (rows > height || cols > width)) {
      const [r, c] = token;
      const inside = (at, from, size, whole) => (at >= from + near || from === 0) && (at < from + size - near || from + size === whole) && at >= from && at < from + size;
      if (!inside(r, shown.top, height, rows) || !inside(c, shown.left, width, cols)) shown = centred(r, c);
    }
    return shown;
  };
  render(placed());
  if (!phone) {
    // Measured once drawn: as many rows and columns as the screen holds
    // at full size (at least 3 by 4), then drawn again at that size.
    const fitted = fittedWindow(container, frame, rows, cols, height, width);
    if (fitted.height !== height || fitted.width !== width) {
      height = fitted.height;
      width = fitted.width;
      render(placed());
    }
  }
  // How to play (left out of an exported picture), then what the marks mean.
  if (options.play) container.append(element('p', { class: 'meta how', text: 'Click a cell to move the token, a gap under a cell to build a wall there; drag across gaps to build a wall in each.' }));
  const routeWords = options.route && options.route.length ? ' outlined: the whole route of the line;' : '';
  container.append(element('p', { class: 'meta', text: '◆ the token; shaded: where it has been;' + routeWords + ' striped: walls. Rows and columns are numbered from 0, as the moves name them.' }));
}

// How many rows and columns of the board fit the screen at full size,
// from the grid as drawn with `height` rows and `width` columns: its row
// and column numbers, a cell's width and a row's height (with its gaps).
function fittedWindow(container, frame, rows, cols, height, width) {
  const grid = frame.querySelector('.grid');
  const cells = grid ? grid.querySelectorAll('.cell') : [];
  if (!cells.length) return { height, width };
  const first = cells[0].getBoundingClientRect();
  const last = cells[cells.length - 1].getBoundingClientRect();
  const box = grid.getBoundingClientRect();
  const column = (last.right - first.left) / width;
  const row = height > 1 ? (last.top - first.top) / (height - 1) : box.height;
  const numbers = first.left - box.left;
  const room = (container.closest('.board-and-table') || container).clientWidth - numbers - 4;
  const controls = rows > height || cols > width ? frame.firstElementChild.offsetHeight : 0;
  const tall = window.innerHeight - OTHER_HEIGHT - (box.height - (last.bottom - first.top)) - Math.max(controls, 110);
  const fitsWhole = box.width <= room + numbers && box.height + OTHER_HEIGHT <= window.innerHeight;
  if (height === rows && width === cols && fitsWhole) return { height, width };
  return {
    height: Math.max(Math.min(rows, 3), Math.min(rows, Math.floor(tall / row))),
    width: Math.max(Math.min(cols, 4), Math.min(cols, Math.floor(room / column))),
  };
}

// Above a windowed board: which rows and columns show, arrows that move the
// window by half its size, and the whole board in miniature (walls dark,
// the token in the players' colour, the window framed), where a click
// centres the window.
export function boardWindowControls(board, picture, at, height, width, render, centred, route) {
  const rows = board.length;
  const cols = board[0].length;
  const move = (dr, dc) => () => render({
    top: Math.max(0, Math.min(rows - height, at.top + dr * Math.max(1, Math.floor(height / 2)))),
    left: Math.max(0, Math.min(cols - width, at.left + dc * Math.max(1, Math.floor(width / 2)))),
  });
  const arrow = (label, text, dr, dc, off) => element('button', { type: 'button', class: 'pan', 'aria-label': label, title: label, disabled: off, onclick: move(dr, dc) }, text);
  const scale = Math.max(1, Math.floor(240 / Math.max(rows, cols)));
  const map = element('canvas', { class: 'board-map', width: cols * scale, height: rows * scale, role: 'img', 'aria-label': 'the whole board; click to show that part', title: 'the whole board: click to show that part' });
  const paint = map.getContext('2d');
  if (paint) {
    const styles = getComputedStyle(document.body);
    paint.fillStyle = '#fff';
    paint.fillRect(0, 0, cols * scale, rows * scale);
    // A cell's digit as a grey, darker for more; a blocked cell near black.
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const mark = board[r][c];
        const digit = mark >= '0' && mark <= '9' ? Number(mark) : null;
        if (digit === 0) continue;
        paint.fillStyle = digit === null ? '#444' : 'rgb(' + Array(3).fill(250 - 12 * digit).join(',') + ')';
        paint.fillRect(c * scale, r * scale, scale, scale);
      }
    }
    // A line's whole route, in the players' colour.
    paint.fillStyle = styles.getPropertyValue('--one').trim() || '#0072b2';
    for (const [r, c] of route || []) paint.fillRect(c * scale, r * scale, scale, scale);
    paint.fillStyle = '#d55e00';
    for (const [r, c] of picture.walls) paint.fillRect(c * scale, r * scale + scale - 1, scale, 1);
    if (picture.token) {
      paint.fillStyle = styles.getPropertyValue('--one').trim() || '#0072b2';
      paint.fillRect((picture.token[1] - 2) * scale, (picture.token[0] - 2) * scale, 5 * scale, 5 * scale);
    }
    paint.strokeStyle = '#d55e00';
    paint.lineWidth = 2;
    paint.strokeRect(at.left * scale + 1, at.top * scale + 1, width * scale - 2, height * scale - 2);
  }
  map.addEventListener('click', (event) => {
    const box = map.getBoundingClientRect();
    const r = Math.floor(((event.clientY - box.top) / box.height) * rows);
    const c = Math.floor(((event.clientX - box.left) / box.width) * cols);
    render(centred(r, c));
  });
  const token = picture.token;
  return element('div', { class: 'board-window' },
    map,
    element('div', {},
      element('p', { class: 'meta', 'aria-live': 'polite', text: 'Rows ' + at.top + '–' + (at.top + height - 1) + ' and columns ' + at.left + '–' + (at.left + width - 1) + ' of a ' + rows + ' × ' + cols + ' board.' }),
      element('div', { class: 'buttons' },
        arrow('show the rows above', '↑', -1, 0, at.top === 0),
        arrow('show the rows below', '↓', 1, 0, at.top + height >= rows),
        arrow('show the columns to the left', '←', 0, -1, at.left === 0),
        arrow('show the columns to the right', '→', 0, 1, at.left + width >= cols),
        token ? element('button', { type: 'button', class: 'pan', onclick: () => render(centred(token[0], token[1])) }, 'to the token') : null)));
}

// The cells and gaps of a board's rows `at.top`.. and columns `at.left`..
// (`height` by `width` of them), numbered as the moves name them.
export function boardGrid(board, picture, moves, options, at, height, width) {
  const walls = new Set(picture.walls.map(([r, c]) => r + ',' + c));
  const trail = new Set((options.trail || []).map(([r, c]) => r + ',' + c));
  const route = new Set((options.route || []).map(([r, c]) => r + ',' + c));
  const token = picture.token;
  const rows = board.length;
  const place = (t) => t.row + ',' + t.column;
  const wallMove = targetsOf(moves, 'gap', place);
  const cellMove = targetsOf(moves, 'cell', place);
  const grid = element('div', { class: 'grid numbered' + (view.values && options.play ? ' valued-board' : ''), role: 'grid', 'aria-label': 'the board' });
  // A column of row numbers, a row of column numbers: the moves name them.
  grid.style.gridTemplateColumns = 'auto repeat(' + width + ', auto)';
  grid.append(element('span', { class: 'axis corner', 'aria-hidden': 'true' }));
  const lastRow = at.top + height;
  const lastColumn = at.left + width;
  for (let c = at.left; c < lastColumn; c++) grid.append(element('span', { class: 'axis', 'aria-hidden': 'true', text: String(c) }));
  for (let r = at.top; r < lastRow; r++) {
    grid.append(element('span', { class: 'axis', 'aria-hidden': 'true', text: String(r) }));
    for (let c = at.left; c < lastColumn; c++) {
      const key = r + ',' + c;
      const digit = board[r][c];
      const here = token && token[0] === r && token[1] === c;
      const classes = 'cell' + (digit === 'x' ? ' blocked' : '') + (here ? ' token' : trail.has(key) ? ' path' : '') + (route.has(key) ? ' route' : '');
      const move = cellMove.get(key);
      grid.append(move
        ? decorate(element('button', { class: classes, type: 'button', 'data-cell': key, 'data-drag': dragText(move), title: targetLabel(move), 'aria-label': targetLabel(move), onclick: onTarget(move, options) }, digit), move)
        : element('span', { class: classes, 'data-cell': key, title: here ? 'the token, row ' + r + ', column ' + c : 'row ' + r + ', column ' + c }, digit));
    }
    if (r + 1 < rows && r + 1 < lastRow) {
      grid.append(element('span', { class: 'axis', 'aria-hidden': 'true' }));
      for (let c = at.left; c < lastColumn; c++) {
        const key = r + ',' + c;
        const move = wallMove.get(key);
        if (walls.has(key)) grid.append(element('span', { class: 'slot wall', title: 'a wall under row ' + r + ', column ' + c, 'aria-label': 'a wall' }));
        else if (move) grid.append(decorate(element('button', { class: 'slot', type: 'button', 'data-slot': key, 'data-drag': dragText(move), title: targetLabel(move), 'aria-label': targetLabel(move), onclick: onTarget(move, options) }), move));
        else grid.append(element('span', { class: 'slot' }));
      }
    }
  }
  return grid;
}
