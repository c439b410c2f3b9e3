// Every move's value, marked where the move is made: one legend for every
// kind of picture, and dragging a move's text onto its place.

import { element, svgElement } from './dom.js';
import { show } from './numbers.js';
import { playMany } from './play.js';
import { view } from './state.js';
import { valueText } from './words.js';

// ---- every move's value, where it is made --------------------------------------
// One legend for every game. A move that wins is ✓W (with the moves it takes
// to win), one that draws =D, one that loses ✗L (with the moves the loss can
// be dragged out); in a game of points the best move is ✓ and any other
// shows how many points it falls short of the best, −k. Shape and text carry
// the meaning, colour only repeats it, so a colour-blind reader loses nothing.
export const big = (n) => BigInt(n);

export function markOf(moves) {
  if (!view.values) return null;
  let entry = null;
  for (const move of moves) {
    const found = view.values.get(move.text);
    if (found && (!entry || found.rank < entry.rank)) entry = found;
  }
  if (!entry) return null;
  const value = entry.value;
  const words = valueText(value, entry.words);
  if (value.margin !== undefined) {
    const short = big(view.bestMargin) - big(value.margin);
    if (short === 0n) return { kind: 'v-best', text: '✓', words: 'a best move: ' + words };
    return { kind: 'v-worse', text: '\u2212' + show(short), words: show(short) + ' points worse than the best: ' + words, short };
  }
  const lasting = value.moves === undefined ? '' : show(value.moves);
  if (value.outcome === 'win') return { kind: 'v-win', text: '✓W' + lasting, words: 'a winning move: ' + words };
  if (value.outcome === 'draw') return { kind: 'v-draw', text: '=D', words: 'a drawing move: ' + words };
  return { kind: 'v-loss', text: '✗L' + lasting, words: 'a losing move: ' + words };
}

// Puts a move's mark on the element where it is made.
export function decorate(node, moves) {
  const mark = markOf(moves);
  if (!mark) return node;
  node.classList.add('valued', mark.kind);
  node.append(element('span', { class: 'badge', 'aria-hidden': 'true' }, mark.text));
  const label = (node.getAttribute('aria-label') || node.textContent) + ' (' + mark.words + ')';
  node.setAttribute('aria-label', label);
  node.title = label;
  return node;
}

// The same on a shape of an SVG picture: its class, and the mark as text
// at x, y.
export function decorateShape(group, moves, x, y) {
  const mark = markOf(moves);
  if (!mark) return;
  group.classList.add('valued', mark.kind);
  group.append(svgElement('text', { x, y, 'text-anchor': 'middle', class: 'badge' }, mark.text));
  group.setAttribute('aria-label', group.getAttribute('aria-label') + ' (' + mark.words + ')');
}

export function legendText(scoring) {
  return scoring === 'points'
    ? 'On each move: ✓ a best move; −k a move k points worse than the best (the whole value is in its tooltip).'
    : 'On each move: ✓W5 wins, in 5 moves; =D draws; ✗L3 loses, in 3 moves at the longest.';
}

// A click where one move is made plays it; where several are (a heap taken
// down and split in different ways), it asks which.
export function onTarget(moves, options) {
  return () => (moves.length === 1 ? options.onMove(moves[0].text) : options.onChoose(moves));
}
// What a drag across the picture plays where it passes over this place: its
// move, when only one is made there.
export function dragText(moves) {
  return moves.length === 1 ? moves[0].text : undefined;
}

// A drag across several places of the picture (a board's gaps, one wall each)
// plays their moves in the order it passed them, while it stays your move
// and each is still legal: a set of walls in one gesture. A press and
// release on one place is an ordinary click.
export const drag = { texts: [], nodes: [], swallowClick: false };
export function dragStart(event) {
  const node = event.target.closest('[data-drag]');
  if (!node || event.button !== 0 || document.body.dataset.busy) return;
  drag.texts = [node.dataset.drag];
  drag.nodes = [node];
}
export function dragOver(event) {
  if (!drag.texts.length) return;
  const under = document.elementFromPoint(event.clientX, event.clientY);
  const node = under && under.closest('#board [data-drag]');
  if (!node || drag.nodes.includes(node)) return;
  drag.texts.push(node.dataset.drag);
  drag.nodes.push(node);
  for (const each of drag.nodes) each.classList.add('dragged');
}
export function dragEnd() {
  const texts = drag.texts;
  drag.texts = [];
  drag.nodes = [];
  if (texts.length < 2) return;
  drag.swallowClick = true;
  playMany(texts);
}
export function dragClick(event) {
  if (!drag.swallowClick) return;
  drag.swallowClick = false;
  event.stopPropagation();
  event.preventDefault();
}

// A shape of an SVG picture that acts as a button: a click, Enter or Space.
export function activate(shape, act) {
  shape.addEventListener('click', act);
  shape.addEventListener('keydown', (event) => { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); act(); } });
}
export function targetLabel(moves) {
  return moves.length === 1 ? moves[0].description : moves.length + ' moves: ' + moves.map((m) => m.description).join('; ');
}
