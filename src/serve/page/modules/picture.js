// Drawing a position, by the kind of its picture: each kind is a module
// under picture/, and a kind this page does not know is drawn as text.

import { element } from './dom.js';
import { drawBoard } from './picture/board.js';
import { drawCount } from './picture/count.js';
import { drawEdges } from './picture/edges.js';
import { drawGrid } from './picture/grid.js';
import { DRAWN_EDGES, DRAWN_VERTICES, drawGraph, nearTokens } from './picture/graph.js';
import { drawHeaps } from './picture/heaps.js';
import { drawPieces } from './picture/pieces.js';
import { drawRow } from './picture/row.js';

// ---- drawing a position ----------------------------------------------------
// From the library's typed description alone (docs/api.md, "Pictures"): the
// scene is what stays fixed (a row of values, a board), the picture is the
// position over it, and a move's target is where a click plays it. A kind
// of picture this page does not know is drawn as the command line draws it.
export function drawPosition(container, scene, picture, moves, options) {
  container.replaceChildren();
  const clickable = options.play ? moves : [];
  const kind = picture ? picture.kind : 'text';
  const graph = scene && scene.kind === 'graph';
  const near = kind === 'tokens' && graph && scene.vertices.length > DRAWN_VERTICES ? nearTokens(scene, picture, clickable) : null;
  if (kind === 'row' && scene && scene.kind === 'row') {
    drawRow(container, scene.values, picture, clickable, options);
  } else if (kind === 'board' && scene && scene.kind === 'board') {
    drawBoard(container, scene.rows, picture, clickable, options);
  } else if (kind === 'pieces' && scene && scene.kind === 'board') {
    drawPieces(container, scene.rows, picture, clickable, options);
  } else if (kind === 'tokens' && graph && scene.vertices.length <= DRAWN_VERTICES) {
    drawGraph(container, scene, picture, clickable, options);
  } else if (near) {
    drawGraph(container, near.scene, near.picture, near.moves, options);
    container.append(element('p', { class: 'meta', text: 'Showing the ' + near.scene.vertices.length + ' vertices nearest the tokens, of ' + scene.vertices.length.toLocaleString('en') + ': every vertex a move reaches, and the edges between those shown.' }));
  } else if (kind === 'edges' && graph && scene.edges.length <= DRAWN_EDGES) {
    drawEdges(container, scene, picture, clickable, options);
  } else if (kind === 'heaps') {
    drawHeaps(container, picture, clickable, options);
  } else if (kind === 'grid') {
    drawGrid(container, picture, clickable, options);
  } else if (kind === 'count') {
    drawCount(container, picture.count, picture.noun);
  } else {
    container.append(element('pre', { text: options.text || '' }));
  }
  // A board of cells is drawn at full size, through a window when it is
  // larger than the screen (picture/board.js); other grids are shrunk.
  if (kind !== 'board') zoomToFit(container.querySelector('.grid'));
}

// A grid of pieces larger than the screen is shrunk to fit it, whole: as
// wide as its place on the page, and short enough to share the window with
// the status and the buttons above it. Not on a phone, where a tap needs
// 44 px: there the grid scrolls sideways in its frame.
export const NARROWEST_ZOOM = 0.3;
export function zoomToFit(grid) {
  if (!grid || !grid.isConnected || window.innerWidth < 600) return;
  grid.style.zoom = '';
  const width = grid.scrollWidth;
  const height = grid.scrollHeight;
  const room = grid.parentElement.clientWidth;
  // What is drawn above the grid in its frame (a window's arrows) shares
  // the screen with it.
  const above = grid.previousElementSibling ? grid.previousElementSibling.offsetHeight : 0;
  const tall = window.innerHeight - 140 - above;
  let zoom = Math.min(1, room / width, tall / height);
  // Borders and the smallest font do not shrink with the rest: shrink again
  // by what is still over, up to eight times.
  for (let tries = 0; zoom < 1 && tries < 8; tries++) {
    zoom = Math.max(NARROWEST_ZOOM, zoom);
    grid.style.zoom = String(zoom);
    grid.dataset.zoom = zoom.toFixed(2);
    const shown = grid.getBoundingClientRect();
    const over = Math.max(shown.width / room, shown.height / tall);
    if (over <= 1 || zoom === NARROWEST_ZOOM) break;
    zoom /= over * 1.05;
  }
}

// Outlines where the last move was made (the engine's reply), by its
// target on the picture: a value of the row, a cell, a gap, a vertex, an
// edge, a heap in order. Heaps whose order means nothing mark themselves
// (drawHeaps, which keeps their places); a
// place no longer drawn (an edge cut away) is left unmarked, and the status
// line says the move in words.
export function markLastMove(container, target) {
  if (!target) return;
  const selectors = {
    value: () => '[data-index="' + target.index + '"]',
    cell: () => '[data-cell="' + target.row + ',' + target.column + '"]',
    gap: () => '[data-slot="' + target.row + ',' + target.column + '"]',
    vertex: () => '[data-vertex="' + target.vertex + '"]',
    edge: () => '[data-edge="' + target.edge + '"]',
    // Heaps in order (stairs): the heap moved from.
    heap: () => '.heap[data-place="' + target.heap + '"]',
  };
  const selector = selectors[target.kind];
  if (!selector || container.querySelector('.last-move')) return;
  const marked = container.querySelectorAll(selector());
  for (const place of marked) place.classList.add('last-move');
  if (marked.length) container.append(element('p', { class: 'meta legend-last', text: 'Outlined: the engine’s last move.' }));
}

// The moves whose targets are of `kind`, grouped by the place they are made.
export function targetsOf(moves, kind, key) {
  const targets = new Map();
  for (const move of moves) {
    const target = move.target;
    if (target && target.kind === kind) targets.set(key(target), (targets.get(key(target)) || []).concat(move));
  }
  return targets;
}

// Which values of the row a move took: those left before and not after.
export function takenBetween(before, after, owners, player) {
  if (!before || !after || before.kind !== 'row' || after.kind !== 'row') return;
  for (let i = before.from; i < Math.min(after.from, before.to); i++) owners.set(i, player);
  for (let i = Math.max(after.to, before.from); i < before.to; i++) owners.set(i, player);
}

// The heatmap cell of a row picture: its segment, when values are left.
export function segmentCell(picture) {
  return picture && picture.kind === 'row' && picture.to > picture.from
    ? picture.from + ',' + (picture.to - 1) : null;
}
