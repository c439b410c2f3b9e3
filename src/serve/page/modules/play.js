// A play session: moves, undo and redo, hints, and the status.

import { api } from './api.js';
import { drawChart, review } from './chart.js';
import { instanceRequest } from './controls.js';
import { $, busy, element } from './dom.js';
import { big, decorate, legendText } from './marks.js';
import { approx, signed } from './numbers.js';
import { drawPosition, markLastMove, segmentCell, takenBetween } from './picture.js';
import { keepPlaces } from './picture/heaps.js';
import { writeLink } from './link.js';
import { view } from './state.js';
import { drawHeatmap, lineCells, loadTable } from './table.js';
import { valueText } from './words.js';

// ---- playing -----------------------------------------------------------------
export function resetPlay() {
  view.session = null;
  $('game-area').hidden = true;
  document.body.dataset.phase = 'ready';
}

// Starts a game; with `moves`, replays them from the start first (a link
// or a file of moves reopened), whoever played them.
export async function start(moves) {
  await busy(async () => {
    if (view.session) api('DELETE', '/api/sessions/' + view.session.id).catch(() => {});
    const request = Object.assign(instanceRequest(), {
      game: view.game.name,
      seat: $('seat').value,
      opponent: $('opponent').value,
    });
    if (Array.isArray(moves) && moves.length) request.moves = moves;
    if (request.opponent === 'skill') request.skill = Number($('skill').value);
    const state = await api('POST', '/api/sessions', request);
    view.scene = state.scene;
    view.owners = new Map();
    view.trail = [];
    view.table = null;
    view.line = null;
    view.turns = [];
    view.redo = [];
    $('log').replaceChildren();
    $('hints').hidden = true;
    $('review').hidden = true;
    delete document.body.dataset.reviewed;
    const table = await loadTable(instanceRequest());
    if (view.table) view.line = await api('POST', '/api/games/' + view.game.name + '/line', instanceRequest());
    view.tableNote = table.note;
    view.ownersAt = [new Map()];
    view.trailAt = [[]];
    // Heaps in the order they were given (an empty one drawn empty), not
    // sorted as the position holds them.
    const start = state.start_picture;
    const given = state.instance && Array.isArray(state.instance.as_given) ? state.instance.as_given : null;
    const heaps = start && start.kind === 'heaps' && start.unordered ? (given ? keepPlaces(given, start.sizes).slots : start.sizes.slice()) : null;
    view.placesAt = [{ slots: heaps, changed: [] }];
    view.startPicture = state.start_picture;
    recordTurns(state.turns, state.start_picture);
    await setState(state);
    // On a phone the board starts a screen below the editor: bring it up.
    const top = $('game-area').getBoundingClientRect().top;
    if (top > window.innerHeight * 0.6 || top < 0) $('game-area').scrollIntoView({ block: 'start' });
  });
}

// Keeps, after every move, who took which value (row games), where the
// token has been (boards), the turns and the log, so that undo can go back
// to them.
export function recordTurns(turns, before) {
  let picture = before;
  for (const turn of turns) {
    const after = turn.picture;
    takenBetween(picture, after, view.owners, turn.player);
    if (after && after.token) {
      const last = view.trail[view.trail.length - 1];
      if (!last || last[0] !== after.token[0] || last[1] !== after.token[1]) view.trail.push(after.token);
    }
    view.ownersAt[turn.number] = new Map(view.owners);
    view.trailAt[turn.number] = view.trail.slice();
    // Heaps keep their places, and the move's heap is marked.
    const placed = (view.placesAt[turn.number - 1] || {}).slots;
    view.placesAt[turn.number] = after && after.kind === 'heaps' && after.unordered && placed ? keepPlaces(placed, after.sizes) : { slots: null, changed: [] };
    view.turns[turn.number - 1] = turn;
    $('log').append(element('li', { class: 'p' + turn.player, text:
      (turn.by === 'you' ? 'you' : 'engine') + ' (' + seatName(turn.player) + '): ' + turn.move.description +
      (turn.points && approx(turn.points) !== 0 ? ' (' + signed(turn.points) + ')' : '') }));
    picture = after;
  }
}

export function seatName(player) {
  return (view.session ? view.session.seats : view.game.seats)[player - 1];
}

export const canUndo = () => view.turns.some((turn) => turn.by === 'you');

// A new position: its moves' values are forgotten (learn mode shows them
// again only when asked), and shown at once in analysis mode.
export async function setState(state) {
  view.session = state;
  view.values = null;
  view.choice = null;
  drawPlay();
  writeLink();
  if (view.mode === 'analysis' && state.to_move === 'you' && !state.over) await showValues(false);
  if (state.over) await review();
}

/** The status line at a game's end: who won (once the review has said),
 * and the totals. */
export function gameOver(state) {
  const verdict = state.verdict ? ': ' + state.verdict : '';
  return 'Game over' + verdict + '.' + (state.standing ? ' ' + capital(state.standing) + '.' : '');
}

export function drawPlay() {
  const state = view.session;
  $('game-area').hidden = false;
  // A partizan game's thermograph, on request, of the position it was
  // asked for: hidden once a move is made.
  $('thermograph-now').hidden = !view.game.formats.some((format) => format.name === 'thermograph');
  if ($('play-thermograph').dataset.movesMade !== String(state.moves_made)) $('play-thermograph').hidden = true;
  $('game-area').dataset.movesMade = state.moves_made;
  $('game-area').dataset.session = state.id;
  const seats = state.seats;
  const you = seats[state.seat - 1];
  let status;
  if (state.over) status = gameOver(state);
  else if (state.to_move === 'you') status = 'Your move, ' + you + '.' + (state.standing ? ' ' + capital(state.standing) + '.' : '');
  else status = 'The engine is thinking…';
  // What the engine just did, first.
  const last = state.last_move;
  const engineMoved = last && last.by === 'engine';
  $('status').textContent = (engineMoved ? capital(last.words) + '. ' : '') + status;
  const board = $('board');
  const places = view.placesAt && view.placesAt[state.moves_made];
  drawPosition(board, view.scene, state.picture, state.moves, {
    play: true, owners: view.owners, trail: view.trail, seats,
    onMove: (text) => play(text), onChoose: (moves) => { view.choice = moves; drawPlay(); },
    text: state.position_text,
    places: places && places.slots, changed: engineMoved && places ? places.changed : [],
  });
  if (engineMoved) markLastMove(board, last.target);
  if (view.choice) {
    board.append(element('div', { class: 'chooser', role: 'group', 'aria-label': 'Which move?' },
      element('span', { text: 'Which move? ' }),
      ...view.choice.map((move) => decorate(element('button', { type: 'button', 'data-move': move.text, onclick: () => play(move.text) }, move.description), [move])),
      element('button', { type: 'button', onclick: () => { view.choice = null; drawPlay(); } }, 'cancel')));
  }
  // Learn mode keeps the solution out of sight until the game is over or
  // reviewed.
  const showing = view.mode === 'analysis' || state.over || document.body.dataset.reviewed === 'yes';
  if (view.table && showing) {
    drawHeatmap($('play-heatmap'), view.table, lineCells(view.line), segmentCell(state.picture));
  } else {
    $('play-heatmap').hidden = true;
  }
  $('legend').hidden = !view.values;
  $('legend').textContent = view.values ? legendText(view.game.scoring) : '';
  drawChart(showing);
  const list = $('moves');
  list.replaceChildren(...state.moves.map((move) => decorate(element('button', {
    type: 'button', 'data-move': move.text, onclick: () => play(move.text),
  }, move.description), [move])));
  if (state.more_moves) list.append(element('span', { class: 'meta', text: 'and more: type any move below (' + state.move_syntax + ')' }));
  // The list stays open while some move can be made only from it.
  const everyMoveDrawn = state.moves.length > 0 && !state.more_moves && state.moves.every((m) => m.target) && board.querySelector('pre, .board-window') === null;
  if (view.listFor !== state) {
    $('move-list').open = !everyMoveDrawn;
    view.listFor = state;
  }
  $('move-list').hidden = state.over;
  $('move-text').placeholder = state.move_syntax;
  $('hint').disabled = state.over || state.to_move !== 'you';
  $('undo').disabled = !canUndo();
  $('redo').disabled = view.redo.length === 0 || state.over || state.to_move !== 'you';
  // Where the turn can stay yours (the wall game's Eel and Rabbit), the
  // moves that lose nothing can be played for you all at once.
  $('harmless').hidden = !state.moves_again;
  document.body.dataset.phase = state.over ? 'over' : 'playing';
}

export const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export async function play(text, redoing) {
  if (!view.session || view.session.over) return;
  await busy(async () => {
    const reply = await api('POST', '/api/sessions/' + view.session.id + '/move', { move: text });
    // A move of your own forgets what was taken back, unless it is the
    // same move again.
    if (!redoing) {
      if (view.redo.length && view.redo[view.redo.length - 1] === text) view.redo.pop();
      else view.redo = [];
    }
    $('hints').hidden = true;
    recordTurns(reply.turns, view.session.picture);
    await setState(reply.state);
  });
}

// Several moves of yours in a row (a drag across the picture): each played
// while it is still your move and still legal, then the position drawn.
export async function playMany(texts) {
  if (!view.session || view.session.over) return;
  await busy(async () => {
    for (const text of texts) {
      const state = view.session;
      if (state.over || state.to_move !== 'you' || !state.moves.some((m) => m.text === text)) break;
      const reply = await api('POST', '/api/sessions/' + state.id + '/move', { move: text });
      view.redo = [];
      recordTurns(reply.turns, state.picture);
      view.session = reply.state;
    }
    $('hints').hidden = true;
    await setState(view.session);
  });
}

// Plays for you every move that loses nothing and keeps the turn yours
// (for Eel: every harmless wall), then says how many.
export async function playHarmless() {
  const state = view.session;
  if (!state || state.over || !state.moves_again) return;
  await busy(async () => {
    const reply = await api('POST', '/api/sessions/' + state.id + '/harmless', {});
    view.redo = [];
    $('hints').hidden = true;
    recordTurns(reply.turns, state.picture);
    await setState(reply.state);
    const played = reply.turns.length;
    $('status').prepend(element('span', { class: 'harmless-played', text: (played === 1 ? 'One harmless move' : played + ' harmless moves') + ' played for you. ' }));
  });
}

export async function redo() {
  if (!view.redo.length || !view.session || view.session.over) return;
  await play(view.redo.pop(), true);
}

// Every legal move's value to you, on the board and in a table (the table
// shown when asked for, or in learn mode, where Hint is the only way in).
export async function showValues(asked) {
  const session = view.session;
  const reply = await api('GET', '/api/sessions/' + session.id + '/hint');
  if (view.session !== session) return;
  view.values = new Map(reply.moves.map((m, rank) => [m.move.text, Object.assign({ rank }, m)]));
  const margins = reply.moves.filter((m) => m.value.margin !== undefined).map((m) => big(m.value.margin));
  view.bestMargin = margins.length ? margins.reduce((a, b) => (a > b ? a : b)) : 0n;
  // A summary: the best moves (a few of them, and how many more are as
  // good), then the others folded away, best first: a wall board's first
  // turn has hundreds of legal walls.
  const row = (m) => element('tr', {},
    element('td', {}, element('button', { type: 'button', onclick: () => play(m.move.text) }, m.move.description)),
    element('td', { text: valueText(m.value, m.words) }),
    element('td', { class: m.optimal ? 'best' : '', text: m.optimal ? '✓ optimal' : '' }));
  const table = (moves) => element('table', {}, element('tbody', {}, ...moves.map(row)));
  const BEST_SHOWN = 5;
  const OTHERS_SHOWN = 200;
  const best = reply.moves.filter((m) => m.optimal);
  const others = reply.moves.filter((m) => !m.optimal);
  const parts = [
    element('p', { text: best.length === 1 ? 'The best move from here:' : 'The best moves from here: ' + best.length + ', all as good as each other.' }),
    table(best.slice(0, BEST_SHOWN)),
  ];
  if (best.length > BEST_SHOWN) parts.push(element('p', { class: 'meta', text: 'and ' + (best.length - BEST_SHOWN) + ' more as good.' }));
  const unlisted = (reply.in_all || reply.moves.length) - reply.moves.length;
  if (others.length) {
    const more = others.length - OTHERS_SHOWN + unlisted;
    parts.push(element('details', { class: 'other-moves' },
      element('summary', { text: 'The ' + (others.length + unlisted) + ' other move' + (others.length + unlisted === 1 ? '' : 's') + ', worth less, best first' }),
      table(others.slice(0, OTHERS_SHOWN)),
      more > 0 ? element('p', { class: 'meta', text: 'and ' + more + ' more.' }) : null));
  }
  $('hints').replaceChildren(...parts);
  $('hints').hidden = view.mode === 'analysis' && !asked;
  drawPlay();
}

export async function hint() {
  if (!view.session || view.session.over || view.session.to_move !== 'you') return;
  await busy(async () => {
    await showValues(true);
  });
}

// The thermograph of the position now, drawn by the server, under the
// board.
export async function showThermograph() {
  if (!view.session || $('thermograph-now').hidden) return;
  await busy(async () => {
    const reply = await api('GET', '/api/sessions/' + view.session.id + '/thermograph');
    const figure = $('play-thermograph');
    figure.replaceChildren(
      element('img', { src: 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(reply.svg))), alt: 'the thermograph of the position now', class: 'thermograph' }),
      element('figcaption', { text: 'The thermograph of the position now: the walls of its value as every move is taxed, the stops at t = 0, and the mast at the mean from the temperature up.' }));
    figure.dataset.movesMade = String(view.session.moves_made);
    figure.hidden = false;
  });
}

// Takes back your last move and the engine's replies after it.
export async function undoOnce() {
  const reply = await api('POST', '/api/sessions/' + view.session.id + '/undo');
  const state = reply.state;
  const m = state.moves_made;
  const mine = view.turns.slice(m).find((turn) => turn.by === 'you');
  if (mine) view.redo.push(mine.move.text);
  view.turns.length = m;
  view.owners = new Map(view.ownersAt[m] || []);
  view.trail = (view.trailAt[m] || []).slice();
  view.ownersAt.length = m + 1;
  view.trailAt.length = m + 1;
  view.placesAt.length = m + 1;
  const log = $('log');
  while (log.children.length > m) log.lastElementChild.remove();
  $('hints').hidden = true;
  $('review').hidden = true;
  delete document.body.dataset.reviewed;
  return state;
}

export async function undo() {
  if (!view.session || !canUndo()) return;
  await busy(async () => setState(await undoOnce()));
}

// Back to the position after move k, or the nearest before it where it is
// your move (undo takes back a move of yours and the engine's replies).
export async function goTo(k) {
  if (!view.session || view.session.moves_made <= k || !canUndo()) return;
  await busy(async () => {
    let state = view.session;
    while (state.moves_made > k && canUndo()) state = await undoOnce();
    await setState(state);
  });
}
