// The value chart of a game played, and its review.

import { api } from './api.js';
import { $, busy, element, svgElement } from './dom.js';
import { activate, big } from './marks.js';
import { approx, show, signed, stringifyExact } from './numbers.js';
import { capital, drawPlay, gameOver, goTo, seatName, start } from './play.js';
import { view } from './state.js';
import { valueText } from './words.js';

// ---- the value chart ------------------------------------------------------------
// The game's value to you after every move, with both sides playing
// perfectly from there: your margin at the end in a game of points, a win,
// draw or loss (with the moves it lasts) otherwise. A move worse than the
// best is marked ✗: that is where the value changed. A click on a point
// goes back there.
export function yourValue(value, mover, you, totalsBefore) {
  if (value.margin !== undefined) {
    const lead = big(totalsBefore[mover - 1]) - big(totalsBefore[2 - mover]);
    const whole = lead + big(value.margin);
    return { y: mover === you ? whole : -whole, scoring: 'points' };
  }
  // The value to the mover counts the move itself; after it, one move less.
  const left = value.moves === undefined ? undefined : Math.max(0, approx(value.moves) - 1);
  let outcome = value.outcome;
  if (mover !== you && outcome !== 'draw') outcome = outcome === 'win' ? 'loss' : 'win';
  return { outcome, moves: left };
}

export function chartPoints() {
  const state = view.session;
  const you = state.seat;
  const points = [];
  const first = view.turns[0];
  if (!first) return points;
  const start = yourValue(first.best_value, first.player, you, [0, 0]);
  if (start.outcome && first.best_value.moves !== undefined) start.moves = approx(first.best_value.moves);
  points.push(Object.assign({ move: 0 }, start));
  view.turns.forEach((turn, i) => {
    const before = turn.totals.slice();
    before[turn.player - 1] = big(before[turn.player - 1]) - big(turn.points);
    const slip = stringifyExact(turn.value) !== stringifyExact(turn.best_value);
    points.push(Object.assign({ move: i + 1, turn, slip }, yourValue(turn.value, turn.player, you, before)));
  });
  return points;
}

export function pointWords(point) {
  if (point.y !== undefined) return signed(point.y);
  const word = point.outcome === 'win' ? 'W' : point.outcome === 'loss' ? 'L' : 'D';
  return word + (point.outcome !== 'draw' && point.moves !== undefined ? point.moves : '');
}

export function drawChart(showing) {
  const figure = $('chart');
  const points = showing ? chartPoints() : [];
  if (points.length < 2) { figure.hidden = true; figure.replaceChildren(); return; }
  figure.hidden = false;
  const level = (p) => (p.y !== undefined ? approx(p.y) : p.outcome === 'win' ? 1 : p.outcome === 'loss' ? -1 : 0);
  const levels = points.map(level);
  // Win and loss at the top and the bottom; margins between their own
  // extremes (the zero line drawn only when it is among them).
  const margins = points[0].y !== undefined;
  let top = margins ? Math.max(...levels) : 1;
  let bottom = margins ? Math.min(...levels) : -1;
  if (top === bottom) { top += 1; bottom -= 1; }
  const span = top - bottom;
  const step = Math.max(12, Math.min(56, 900 / points.length));
  const width = 48 + step * (points.length - 1) + 24;
  const height = 120;
  const yOf = (v) => 22 + (height - 44) * (top - v) / span;
  const xOf = (k) => 48 + step * k;
  const svg = svgElement('svg', { viewBox: '0 0 ' + width + ' ' + height, class: 'chart-svg', role: 'group', 'aria-label': 'the value to you after every move' });
  svg.style.width = Math.min(width, 1100) + 'px';
  if (bottom <= 0 && top >= 0) {
    svg.append(svgElement('line', { x1: 40, x2: width - 10, y1: yOf(0), y2: yOf(0), class: 'zero' }));
    svg.append(svgElement('text', { x: 4, y: yOf(0) + 4, class: 'axis-label' }, margins ? '0' : 'draw'));
  }
  svg.append(svgElement('text', { x: 4, y: yOf(top) + 4, class: 'axis-label' }, margins ? signed(top) : 'win'));
  svg.append(svgElement('text', { x: 4, y: yOf(bottom) + 4, class: 'axis-label' }, margins ? signed(bottom) : 'loss'));
  svg.append(svgElement('polyline', { points: points.map((p, k) => xOf(k) + ',' + yOf(level(p))).join(' '), class: 'trace' }));
  const labelled = points.length <= 40;
  points.forEach((p, k) => {
    const x = xOf(k);
    const y = yOf(level(p));
    const who = p.turn ? (p.turn.by === 'you' ? 'you' : 'the engine') + ' (' + seatName(p.turn.player) + ') played ' + p.turn.move.description : 'the start';
    const words = (k === 0 ? 'The start' : 'After move ' + k + ', ' + who) + ': ' + pointWords(p) + ' for you' + (p.slip ? '; a slip, worse than the best move' : '');
    const attributes = { class: 'point' + (p.slip ? ' slip' : '') + (p.turn ? (p.turn.by === 'you' ? ' by-you' : ' by-engine') : ' start'), 'data-move': k, tabindex: '0', role: 'button', 'aria-label': words };
    if (p.turn) {
      attributes['data-value'] = stringifyExact(p.turn.value);
      attributes['data-mover'] = p.turn.player;
    }
    const group = svgElement('g', attributes, svgElement('title', {}, words),
      svgElement('circle', { cx: x, cy: y, r: p.slip ? 7 : 5 }));
    if (p.slip) group.append(svgElement('text', { x, y: y + 4, 'text-anchor': 'middle', class: 'slip-mark' }, '✗'));
    if (labelled) group.append(svgElement('text', { x, y: y - 10, 'text-anchor': 'middle', class: 'point-label' }, pointWords(p)));
    const act = () => goTo(k);
    activate(group, act);
    svg.append(group);
  });
  figure.replaceChildren(svg, element('figcaption', {},
    (points[0].y !== undefined
      ? 'Your margin at the end if both sides play perfectly from there, after every move. '
      : 'Win (W) or loss (L) for you, with the moves it lasts, if both sides play perfectly from there, after every move. ') +
    '✗ marks a slip: a move worse than the best, where the value changed. Click a point to go back there.'));
}

// "Accuracy: you 80 % (4 of 5 moves best, 1 inaccuracy); the engine 100 %
// (…)": each side's share of best moves, and how the rest were graded
// (best, good, inaccuracy, mistake, blunder), as the terminal says it.
function accuracyText(review) {
  const grades = ['good', 'inaccuracy', 'mistake', 'blunder'];
  const side = (by, name) => {
    const percent = review.accuracy && review.accuracy[by];
    if (percent === null || percent === undefined) return null;
    const moves = review.scorecard.filter((s) => s.by === by);
    const best = moves.filter((s) => s.grade === 'best').length;
    let words = name + ' ' + percent + ' % (' + best + ' of ' + moves.length + ' best';
    for (const grade of grades) {
      const count = moves.filter((s) => s.grade === grade).length;
      if (count) words += ', ' + count + ' ' + grade + (count === 1 ? '' : 's');
    }
    return words + ')';
  };
  const sides = [side('you', 'you'), side('engine', 'the engine')].filter(Boolean);
  return sides.length ? 'Accuracy: ' + sides.join('; ') + '.' : null;
}

export async function showReview() {
  if (!view.session) return;
  await busy(review);
}

export async function review() {
  const id = view.session.id;
  {
    const review = await api('GET', '/api/sessions/' + id + '/review');
    const you = review.seats[review.seat - 1];
    const box = $('review');
    const items = [];
    // Who won, and by how much or how: the same words as the terminal's.
    if (review.finished) {
      items.push(element('p', { class: 'value verdict', text: capital(review.verdict) + '.' }));
      if (view.session.id === id) {
        view.session.verdict = review.verdict;
        $('status').textContent = gameOver(view.session);
      }
    } else if (review.best_words && view.session.standing) items.push(element('p', { class: 'value', text: 'You played ' + you + '. ' + capital(view.session.standing) + '.' }));
    else items.push(element('p', { class: 'value', text: 'You (' + you + ') ' + show(review.you) + ', engine ' + show(review.engine) + '.' }));
    items.push(element('p', { text: 'The best you could have reached against perfect play: ' + valueText(review.best, review.best_words) + '.' }));
    if (review.mistakes.length === 0) items.push(element('p', { class: 'best', text: '✓ No mistakes: every move of yours was optimal.' }));
    else {
      items.push(element('p', { text: 'Your mistakes:' }));
      items.push(element('ol', {}, ...review.mistakes.map((m) => element('li', {},
        'Move ' + m.number + ' (' + m.grade + '): you played “' + m.played.description + '”; “' + m.better.description + '” was better' +
        (m.regret !== null && m.regret !== undefined ? ' by ' + show(m.regret) + ' points' : '') +
        (m.handed_over_the_win ? ' (it handed over the win)' : '') +
        (m.gave_away_a_draw ? ' (it gave away a draw)' : '') + '.'))));
    }
    if (review.engine_gifts && approx(review.engine_gifts) > 0) items.push(element('p', { text: 'The engine gave away ' + show(review.engine_gifts) + ' points.' }));
    const accuracy = accuracyText(review);
    if (accuracy) items.push(element('p', { class: 'accuracy', id: 'accuracy', text: accuracy }));
    if (!review.finished) items.push(element('p', { class: 'meta', text: 'The game was stopped before its end.' }));
    box.replaceChildren(element('h2', { text: 'Review' }), ...items);
    box.hidden = false;
    document.body.dataset.reviewed = 'yes';
    drawPlay();
  }
}
