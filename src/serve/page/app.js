// The optimal-play playground. Everything here is written once against the
// JSON API (docs/api.md), and no game is named in it: every position is drawn
// from the library's typed picture (the `draw*` functions below, one for each
// kind of picture), so a game adds nothing here.
'use strict';

const $ = (id) => document.getElementById(id);

// ---- exact numbers ------------------------------------------------------
// JSON.parse rounds integers past 2^53. Integer literals longer than 15
// digits are quoted before parsing and come back as BigInt, so every total
// and margin is shown exactly.
function parseExact(text) {
  const parts = [];
  let last = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) { inString = true; continue; }
    if (c === 45 || (c >= 48 && c <= 57)) {
      const sign = c === 45 ? 1 : 0;
      let j = i + sign;
      while (j < text.length && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j++;
      const next = text[j];
      if (j - i - sign > 15 && next !== '.' && next !== 'e' && next !== 'E') {
        parts.push(text.slice(last, i), '"\\u0000', text.slice(i, j), '"');
        last = j;
      }
      i = j - 1;
    }
  }
  parts.push(text.slice(last));
  return JSON.parse(parts.join(''), (key, value) =>
    typeof value === 'string' && value.charCodeAt(0) === 0 ? BigInt(value.slice(1)) : value);
}

// JSON.stringify refuses BigInt: each is written back as the integer
// literal it was read from.
function stringifyExact(value) {
  return JSON.stringify(value, (key, v) => (typeof v === 'bigint' ? '\u0000' + v.toString() : v))
    .replace(/"\\u0000(-?\d+)"/g, '$1');
}

const show = (n) => String(n);
const approx = (n) => Number(n);
function signed(n) {
  const s = show(n);
  return s.startsWith('-') ? '\u2212' + s.slice(1) : (s === '0' ? '0' : '+' + s);
}
// Short form for a narrow cell; the exact value goes in its title.
function brief(n) {
  const s = show(n);
  const digits = s.replace('-', '');
  if (digits.length <= 5) return s;
  return (s.startsWith('-') ? '\u2212' : '') + digits[0] + '.' + digits[1] + 'e' + (digits.length - 1);
}

// ---- the API -------------------------------------------------------------
async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers['Content-Type'] = 'application/json';
    options.body = stringifyExact(body);
  }
  const response = await fetch(path, options);
  const text = await response.text();
  const type = response.headers.get('Content-Type') || '';
  const data = type.startsWith('application/json') ? parseExact(text) : text;
  if (!response.ok) {
    throw new Error(data && data.error ? data.error : 'the server answered ' + response.status);
  }
  return data;
}

const view = {
  games: [],
  game: null,
  session: null,       // the play session's state
  scene: null,         // what stays fixed through its game (a row, a board)
  owners: new Map(),   // row games: index -> the player who took it
  trail: [],           // board games: the token's cells so far
  trailAt: [],         // the trail after each number of moves, for undo
  ownersAt: [],        // the owners likewise
  table: null,         // the margin table, where the game has one
  line: null,          // the optimal line from the start
  step: 0,             // the step shown in the line
  mode: 'learn',       // learn: nothing of the solution until asked; analysis: all of it
  values: null,        // each legal move's value, by its text, once shown
  turns: [],           // every turn of the game so far
  redo: [],            // the moves of yours taken back, last first out
  choice: null,        // the place clicked where several moves are made
};

function fail(error) {
  const box = $('error');
  box.textContent = error.message || String(error);
  box.hidden = false;
}
function clearError() { $('error').hidden = true; $('error').textContent = ''; }

async function busy(work) {
  document.body.dataset.busy = 'yes';
  clearError();
  try { return await work(); } catch (error) { fail(error); return undefined; } finally {
    delete document.body.dataset.busy;
  }
}

function element(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? '' : value);
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// ---- values in words ------------------------------------------------------
function valueText(value, words) {
  if (words) return words;
  if (!value) return '';
  if (value.margin !== undefined) return signed(value.margin);
  if (value.outcome === 'draw') return 'a draw';
  if (value.outcome) {
    const result = value.outcome === 'win' ? 'a win' : 'a loss';
    if (value.moves === undefined) return result;
    return result + ' in ' + show(value.moves) + (Number(value.moves) === 1 ? ' move' : ' moves');
  }
  return stringifyExact(value);
}

// ---- choosing a game -------------------------------------------------------
function fillGames() {
  const select = $('game');
  select.replaceChildren(...view.games.map((g) => element('option', { value: g.name, text: g.title })));
  const wanted = new URLSearchParams(location.search).get('game');
  if (wanted && view.games.some((g) => g.name === wanted)) select.value = wanted;
  chooseGame();
}

const GENERATE_LABELS = { count: 'count', rows: 'rows', cols: 'columns', min: 'min', max: 'max', blocked: 'blocked %' };

function chooseGame() {
  const game = view.games.find((g) => g.name === $('game').value);
  view.game = game;
  $('rules').textContent = game.rules + (game.problems.length ? ' (' + game.problems.join('; ') + ')' : '');
  $('param-field').hidden = !game.param;
  if (game.param) {
    $('param').value = show(game.param.default);
    $('param').min = show(game.param.min);
    $('param').parentElement.firstChild.textContent = game.param.name + ' ';
  }
  // A game given by a rule (an octal code): typed as text, the game's
  // default to start with.
  $('rule-field').hidden = !game.rule;
  if (game.rule) {
    $('rule').value = game.rule.default;
    $('rule').title = game.rule.help;
    $('rule').parentElement.firstChild.textContent = game.rule.name + ' ';
  }
  $('generate-fields').replaceChildren(...game.generate.filter((c) => GENERATE_LABELS[c.name]).map((c) =>
    element('label', { title: c.help }, GENERATE_LABELS[c.name] + ' ',
      element('input', { type: 'number', id: 'gen-' + c.name, inputmode: 'numeric', placeholder: 'default' }))));
  $('seat').replaceChildren(
    element('option', { value: 'first', text: game.seats[0] + ' (moves first)' }),
    element('option', { value: 'second', text: game.seats[1] }));
  $('input').value = game.example || '';
  resetPlay();
  resetSolution();
  document.body.dataset.game = game.name;
  loadValues();
}

// ---- the values strip --------------------------------------------------------
// For a game given by a rule (an octal code, a subtraction set): one heap's
// Grundy values g(0), g(1), ..., the periodic part shaded period by period
// with a bar where each period starts, the zeros (the heaps the player to
// move loses alone) underlined, and the proof in words.
let valuesAsked = 0;
async function loadValues() {
  const strip = $('values-strip');
  const game = view.game;
  if (!game.rule) { strip.hidden = true; strip.replaceChildren(); strip.dataset.state = 'none'; valuesAsked++; return; }
  const asked = ++valuesAsked;
  const request = { to: 60 };
  if ($('rule').value.trim() !== '') request.rule = $('rule').value.trim();
  strip.dataset.state = 'loading';
  try {
    let reply = await api('POST', '/api/games/' + game.name + '/values', request);
    // Show the pre-period and two whole periods, when they are within
    // reach.
    const period = reply.period;
    const twice = period ? period.pre_period + 2 * period.period - 1 : 0;
    if (twice > request.to && twice <= 400) {
      reply = await api('POST', '/api/games/' + game.name + '/values', { ...request, to: twice });
    }
    if (asked !== valuesAsked) return;
    drawValues(strip, reply);
    strip.dataset.state = 'shown';
  } catch (error) {
    if (asked !== valuesAsked) return;
    strip.hidden = false;
    strip.replaceChildren(element('figcaption', { class: 'error', text: error.message }));
    strip.dataset.state = 'error';
  }
}

function drawValues(strip, reply) {
  const period = reply.period;
  const cells = reply.values.map((value, n) => {
    const classes = [];
    if (period && n >= period.pre_period) {
      const which = Math.floor((n - period.pre_period) / period.period);
      classes.push('periodic', which % 2 ? 'odd' : 'even');
      if ((n - period.pre_period) % period.period === 0) classes.push('period-start');
    }
    if (value === 0) classes.push('zero');
    return element('li', { class: classes.join(' '), title: 'g(' + n + ') = ' + value }, element('small', { text: String(n) }), String(value));
  });
  const summary = period
    ? 'period ' + period.period + ' from n0 = ' + period.pre_period + (period.pre_period > 0 ? ' (shaded from there, a bar where each period starts)' : ' (a bar where each period starts)')
    : 'no period';
  strip.replaceChildren(
    element('figcaption', {},
      element('strong', { text: 'Grundy values of ' + reply.game + ': ' + summary }),
      element('div', { class: 'proof', text: (period ? 'Proof: ' : '') + reply.proof + '. Underlined: g(n) = 0, a heap the player to move loses.' })),
    element('ol', { 'aria-label': 'g(0) to g(' + (reply.values.length - 1) + ')' }, ...cells));
  strip.hidden = false;
}

function instanceRequest() {
  const request = { input: $('input').value };
  if (view.game.param && $('param').value !== '') request.param = Number($('param').value);
  if (view.game.rule && $('rule').value.trim() !== '') request.rule = $('rule').value.trim();
  return request;
}

async function generate() {
  const request = {};
  for (const c of view.game.generate) {
    const field = $('gen-' + c.name);
    if (field && field.value !== '') request[c.name] = Number(field.value);
  }
  if (view.game.param && $('param').value !== '') request.param = Number($('param').value);
  if (view.game.rule && $('rule').value.trim() !== '') request.rule = $('rule').value.trim();
  if ($('seed').value !== '') request.seed = Number($('seed').value);
  await busy(async () => {
    const reply = await api('POST', '/api/games/' + view.game.name + '/generate', request);
    $('input').value = reply.input;
    resetPlay();
    resetSolution();
  });
}

// ---- every move's value, where it is made --------------------------------------
// One legend for every game. A move that wins is ✓W (with the moves it takes
// to win), one that draws =D, one that loses ✗L (with the moves the loss can
// be dragged out); in a game of points the best move is ✓ and any other
// shows how many points it falls short of the best, −k. Shape and text carry
// the meaning, colour only repeats it, so a colour-blind reader loses nothing.
const big = (n) => BigInt(n);

function markOf(moves) {
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
function decorate(node, moves) {
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
function decorateShape(group, moves, x, y) {
  const mark = markOf(moves);
  if (!mark) return;
  group.classList.add('valued', mark.kind);
  group.append(svgElement('text', { x, y, 'text-anchor': 'middle', class: 'badge' }, mark.text));
  group.setAttribute('aria-label', group.getAttribute('aria-label') + ' (' + mark.words + ')');
}

function legendText(scoring) {
  return scoring === 'points'
    ? 'On each move: ✓ a best move; −k a move k points worse than the best (the whole value is in its tooltip).'
    : 'On each move: ✓W5 wins, in 5 moves; =D draws; ✗L3 loses, in 3 moves at the longest.';
}

// A click where one move is made plays it; where several are (a heap taken
// down and split in different ways), it asks which.
function onTarget(moves, options) {
  return () => (moves.length === 1 ? options.onMove(moves[0].text) : options.onChoose(moves));
}
// What a drag across the picture plays where it passes over this place: its
// move, when only one is made there.
function dragText(moves) {
  return moves.length === 1 ? moves[0].text : undefined;
}

// A drag across several places of the picture (a board's gaps, one wall each)
// plays their moves in the order it passed them, while it stays your move
// and each is still legal: a set of walls in one gesture. A press and
// release on one place is an ordinary click.
const drag = { texts: [], nodes: [], swallowClick: false };
function dragStart(event) {
  const node = event.target.closest('[data-drag]');
  if (!node || event.button !== 0 || document.body.dataset.busy) return;
  drag.texts = [node.dataset.drag];
  drag.nodes = [node];
}
function dragOver(event) {
  if (!drag.texts.length) return;
  const under = document.elementFromPoint(event.clientX, event.clientY);
  const node = under && under.closest('#board [data-drag]');
  if (!node || drag.nodes.includes(node)) return;
  drag.texts.push(node.dataset.drag);
  drag.nodes.push(node);
  for (const each of drag.nodes) each.classList.add('dragged');
}
function dragEnd() {
  const texts = drag.texts;
  drag.texts = [];
  drag.nodes = [];
  if (texts.length < 2) return;
  drag.swallowClick = true;
  playMany(texts);
}
function dragClick(event) {
  if (!drag.swallowClick) return;
  drag.swallowClick = false;
  event.stopPropagation();
  event.preventDefault();
}

// A shape of an SVG picture that acts as a button: a click, Enter or Space.
function activate(shape, act) {
  shape.addEventListener('click', act);
  shape.addEventListener('keydown', (event) => { if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); act(); } });
}
function targetLabel(moves) {
  return moves.length === 1 ? moves[0].description : moves.length + ' moves: ' + moves.map((m) => m.description).join('; ');
}

// ---- drawing a position ----------------------------------------------------
// From the library's typed description alone (docs/api.md, "Pictures"): the
// scene is what stays fixed (a row of values, a board), the picture is the
// position over it, and a move's target is where a click plays it. A kind
// of picture this page does not know is drawn as the command line draws it.
function drawPosition(container, scene, picture, moves, options) {
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
    drawHackenbush(container, scene, picture, clickable, options);
  } else if (kind === 'heaps') {
    drawHeaps(container, picture, clickable, options);
  } else if (kind === 'count') {
    drawCount(container, picture.count, picture.noun);
  } else {
    container.append(element('pre', { text: options.text || '' }));
  }
  zoomToFit(container.querySelector('.grid'));
}

// A board larger than the screen is shrunk to fit it, whole: as wide as its
// place on the page, and short enough to share the window with the status
// and the buttons above it, so that a 30 × 30 board shows every cell and
// gap with its controls at 1280 × 900. Not on a phone, where a tap needs
// 44 px: there the board scrolls sideways in its frame.
const NARROWEST_ZOOM = 0.3;
function zoomToFit(grid) {
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

// The moves whose targets are of `kind`, grouped by the place they are made.
function targetsOf(moves, kind, key) {
  const targets = new Map();
  for (const move of moves) {
    const target = move.target;
    if (target && target.kind === kind) targets.set(key(target), (targets.get(key(target)) || []).concat(move));
  }
  return targets;
}

// Which values of the row a move took: those left before and not after.
function takenBetween(before, after, owners, player) {
  if (!before || !after || before.kind !== 'row' || after.kind !== 'row') return;
  for (let i = before.from; i < Math.min(after.from, before.to); i++) owners.set(i, player);
  for (let i = Math.max(after.to, before.from); i < before.to; i++) owners.set(i, player);
}

function drawRow(container, values, picture, moves, options) {
  const n = values.length;
  const from = picture.from;
  const to = picture.to;
  const owners = options.owners || new Map();
  const targets = targetsOf(moves, 'value', (t) => t.index);
  const cell = (i) => {
    const taken = i < from || i >= to;
    const owner = owners.get(i);
    const label = show(values[i]);
    const here = taken ? null : targets.get(i);
    if (here) {
      return decorate(element('button', {
        class: 'cell', type: 'button', 'data-index': i, title: targetLabel(here),
        'aria-label': targetLabel(here), onclick: onTarget(here, options),
      }, label), here);
    }
    return element('span', {
      class: 'cell' + (taken ? ' gone' : '') + (owner ? ' p' + owner : ''),
      'data-index': i,
      title: taken ? (owner ? 'taken by ' + options.seats[owner - 1] : 'taken') : 'value ' + label,
    }, label);
  };
  const row = element('div', { class: 'cells', role: 'list' });
  const span = (a, b) => { for (let i = a; i < b; i++) row.append(cell(i)); };
  // As many cells as fit the width, both ends of what is left always in
  // view (the moves are made there), the middle elided.
  const room = Math.max(8, Math.floor((container.clientWidth || 960) / 50) - 2);
  const context = room >= 16 ? 2 : 1;
  const left = Math.max(0, from - context);
  const right = Math.min(n, to + context);
  if (left > 0) row.append(element('span', { class: 'elided', text: '… ' + left + ' taken' }));
  const shown = room - (from - left) - (right - to);
  if (to - from <= shown) {
    span(left, right);
  } else {
    const half = Math.max(2, Math.floor((shown - 1) / 2));
    span(left, from + half);
    row.append(element('span', { class: 'elided', text: '… ' + (to - from - 2 * half).toLocaleString('en') + ' more …' }));
    span(to - half, right);
  }
  if (right < n) row.append(element('span', { class: 'elided', text: (n - right) + ' taken …' }));
  container.append(row);
  const extra = picture.note ? '; ' + picture.note : '';
  container.append(element('p', { class: 'meta', text: (to - from).toLocaleString('en') + ' of ' + n.toLocaleString('en') + ' values left' + extra }));
}

// A board is drawn whole up to 40 rows and 60 columns, which still fit a
// 1280 × 900 screen once zoomed; a larger one is drawn through a window of
// 16 rows and 32 columns, readable at that size, which follows the token,
// with a map of the whole board beside it: arrows and a click on the map
// move the window.
const WHOLE_ROWS = 40;
const WHOLE_COLUMNS = 60;
const WINDOW_ROWS = 16;
const WINDOW_COLUMNS = 32;
const boardWindows = new WeakMap();

function drawBoard(container, board, picture, moves, options) {
  const rows = board.length;
  const cols = rows ? board[0].length : 0;
  const frame = element('div', { class: 'board-frame' });
  container.append(frame);
  const token = picture.token;
  const whole = rows <= WHOLE_ROWS && cols <= WHOLE_COLUMNS;
  const height = whole ? rows : Math.min(rows, WINDOW_ROWS);
  const width = whole ? cols : Math.min(cols, WINDOW_COLUMNS);
  const clamp = (value, most) => Math.max(0, Math.min(most, value));
  const centred = (r, c) => ({ top: clamp(r - Math.floor(height / 2), rows - height), left: clamp(c - Math.floor(width / 2), cols - width) });
  let shown = boardWindows.get(board) || (token ? centred(token[0], token[1]) : { top: 0, left: 0 });
  // The window follows the token: when it nears an edge that is not the
  // board's, the window centres on it again.
  const near = 3;
  if (token && (rows > height || cols > width)) {
    const [r, c] = token;
    const inside = (at, from, size, whole) => (at >= from + near || from === 0) && (at < from + size - near || from + size === whole) && at >= from && at < from + size;
    if (!inside(r, shown.top, height, rows) || !inside(c, shown.left, width, cols)) shown = centred(r, c);
  }
  const render = (at) => {
    boardWindows.set(board, at);
    frame.replaceChildren();
    if (rows > height || cols > width) frame.append(boardWindowControls(board, picture, at, height, width, render, centred));
    frame.append(boardGrid(board, picture, moves, options, at, height, width));
    // The first drawing is zoomed by drawPosition, a window moved here.
    if (moved) zoomToFit(frame.querySelector('.grid'));
    moved = true;
  };
  let moved = false;
  render(shown);
  container.append(element('p', { class: 'meta', text: 'Click a cell to move the token, a gap under a cell to build a wall there; drag across gaps to build a wall in each. ◆ the token; shaded: where it has been; striped: walls. Rows and columns are numbered from 0, as the moves name them.' }));
}

// Above a windowed board: which rows and columns show, arrows that move the
// window by half its size, and the whole board in miniature (walls dark,
// the token in the players' colour, the window framed), where a click
// centres the window.
function boardWindowControls(board, picture, at, height, width, render, centred) {
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
function boardGrid(board, picture, moves, options, at, height, width) {
  const walls = new Set(picture.walls.map(([r, c]) => r + ',' + c));
  const trail = new Set((options.trail || []).map(([r, c]) => r + ',' + c));
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
      const classes = 'cell' + (digit === 'x' ? ' blocked' : '') + (here ? ' token' : trail.has(key) ? ' path' : '');
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

// Pieces drawn as a sign rather than their initial: Flip Game's flipped cells.
const PIECE_LABELS = { minus: '−', cross: 'X' };

// Named pieces on a board of cells (`#` a wall): a click on a cell that a
// move reaches plays it.
function drawPieces(container, board, picture, moves, options) {
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

// A graph is drawn whole up to 60 vertices; a larger one, around its
// tokens (see `nearTokens`). Hackenbush's grows from the ground in levels
// and is drawn whole up to 400 edges.
const DRAWN_VERTICES = 60;
const DRAWN_EDGES = 400;

// The part of a large graph around its tokens, as a graph of its own: the
// tokens' vertices, every vertex a move reaches, then the nearest others
// (by edges either way) up to DRAWN_VERTICES, with the edges between them
// and the tokens and moves renumbered to match. Null when the vertices a
// move reaches are too many to draw. The same part is the same object, so
// its layout is kept.
const nearby = new WeakMap();
function nearTokens(scene, picture, moves) {
  let known = nearby.get(scene);
  if (!known) {
    const next = Array.from({ length: scene.vertices.length }, () => []);
    for (const [a, b] of scene.edges) { next[a].push(b); next[b].push(a); }
    known = { next, parts: new Map() };
    nearby.set(scene, known);
  }
  const chosen = new Set();
  for (const token of picture.tokens) chosen.add(token.vertex);
  for (const move of moves) if (move.target && move.target.kind === 'vertex') chosen.add(move.target.vertex);
  if (chosen.size > DRAWN_VERTICES) return null;
  const queue = [...chosen];
  for (let i = 0; i < queue.length && chosen.size < DRAWN_VERTICES; i++) {
    for (const w of known.next[queue[i]]) {
      if (chosen.size >= DRAWN_VERTICES) break;
      if (!chosen.has(w)) { chosen.add(w); queue.push(w); }
    }
  }
  const kept = [...chosen].sort((a, b) => a - b);
  const key = kept.join(',');
  if (!known.parts.has(key)) {
    const index = new Map(kept.map((v, i) => [v, i]));
    known.parts.set(key, {
      index,
      scene: {
        kind: 'graph', directed: scene.directed,
        vertices: kept.map((v) => scene.vertices[v]),
        edges: scene.edges.filter(([a, b]) => index.has(a) && index.has(b)).map(([a, b]) => [index.get(a), index.get(b)]),
      },
    });
  }
  const part = known.parts.get(key);
  const renumber = (v) => part.index.get(v);
  return {
    scene: part.scene,
    picture: { ...picture, tokens: picture.tokens.map((t) => ({ ...t, vertex: renumber(t.vertex) })) },
    moves: moves.map((m) => (m.target && m.target.kind === 'vertex' ? { ...m, target: { ...m.target, vertex: renumber(m.target.vertex) } } : m)),
  };
}
// SVG's namespace, as the HTML parser gives it (the page names no address).
const SVG = (() => {
  const template = document.createElement('template');
  template.innerHTML = '<svg></svg>';
  return template.content.firstChild.namespaceURI;
})();

function svgElement(tag, attributes, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === 'onclick') node.addEventListener('click', value);
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}

// Where each vertex of a graph goes: a spring layout (edges pull, every
// pair pushes apart, all are drawn to the middle), started from a circle and run a fixed number of
// steps, so the same graph is always drawn the same way; then scaled into a
// square of `size` with room for the labels. Kept per scene: it is fixed.
const layouts = new WeakMap();
function springLayout(scene, size) {
  const known = layouts.get(scene);
  if (known && known.size === size) return known.at;
  const n = scene.vertices.length;
  const p = Array.from({ length: n }, (_, v) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * v) / n;
    return [Math.cos(angle), Math.sin(angle)];
  });
  const edges = scene.edges.filter(([a, b]) => a !== b);
  const ideal = 2 / Math.sqrt(Math.max(n, 1));
  let step = 0.1;
  for (let round = 0; n > 2 && round < 300; round++) {
    const push = p.map(() => [0, 0]);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const dx = p[a][0] - p[b][0];
        const dy = p[a][1] - p[b][1];
        const d2 = Math.max(dx * dx + dy * dy, 1e-6);
        const f = (ideal * ideal) / d2;
        push[a][0] += dx * f; push[a][1] += dy * f;
        push[b][0] -= dx * f; push[b][1] -= dy * f;
      }
    }
    for (const [a, b] of edges) {
      const dx = p[a][0] - p[b][0];
      const dy = p[a][1] - p[b][1];
      const d = Math.sqrt(dx * dx + dy * dy) || 1e-3;
      const f = d / ideal;
      push[a][0] -= dx * f; push[a][1] -= dy * f;
      push[b][0] += dx * f; push[b][1] += dy * f;
    }
    // A pull to the middle keeps a vertex with no edges (or a part of the
    // graph on its own) near the rest, not pushed off to a corner.
    for (let v = 0; v < n; v++) {
      push[v][0] -= 2 * p[v][0];
      push[v][1] -= 2 * p[v][1];
    }
    for (let v = 0; v < n; v++) {
      const length = Math.hypot(push[v][0], push[v][1]) || 1;
      const move = Math.min(length, step);
      p[v][0] += (push[v][0] / length) * move;
      p[v][1] += (push[v][1] / length) * move;
    }
    step *= 0.985;
  }
  const xs = p.map((q) => q[0]);
  const ys = p.map((q) => q[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const margin = 34;
  const scale = (size - 2 * margin) / Math.max(x1 - x0, y1 - y0, 1e-6);
  const at = p.map(([x, y]) => n === 1
    ? [size / 2, size / 2]
    : [margin + (x - x0) * scale + ((size - 2 * margin) - (x1 - x0) * scale) / 2,
      margin + (y - y0) * scale + ((size - 2 * margin) - (y1 - y0) * scale) / 2]);
  // No two circles on top of each other: pairs nearer than two radii and a
  // gap are pushed apart, within the square.
  const apart = 40;
  for (let round = 0; round < 60; round++) {
    let moved = false;
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const dx = at[b][0] - at[a][0];
        const dy = at[b][1] - at[a][1];
        const d = Math.hypot(dx, dy);
        if (d >= apart) continue;
        const [ux, uy] = d > 1e-6 ? [dx / d, dy / d] : [1, 0];
        const half = (apart - d) / 2;
        at[a][0] -= ux * half; at[a][1] -= uy * half;
        at[b][0] += ux * half; at[b][1] += uy * half;
        moved = true;
      }
    }
    for (const q of at) {
      q[0] = Math.min(size - margin, Math.max(margin, q[0]));
      q[1] = Math.min(size - margin, Math.max(margin, q[1]));
    }
    if (!moved) break;
  }
  layouts.set(scene, { size, at });
  return at;
}

// A graph laid out by springs: its edges (arrows when one-way), its
// vertices with their labels, the tokens on them, and a click on a vertex
// that a move reaches plays that move. More vertices get a larger square.
function drawGraph(container, scene, picture, moves, options) {
  const n = scene.vertices.length;
  const size = Math.round(360 * Math.max(1, Math.sqrt(n / 10)));
  const places = springLayout(scene, size);
  const at = (v) => places[v];
  const svg = svgElement('svg', { viewBox: '0 0 ' + size + ' ' + size, class: 'graph' + (n > 12 ? ' large' : ''), role: 'img', 'aria-label': 'the graph' });
  svg.append(svgElement('defs', {}, svgElement('marker', { id: 'arrow', viewBox: '0 0 10 10', refX: '24', refY: '5', markerWidth: '6', markerHeight: '6', orient: 'auto-start-reverse' },
    svgElement('path', { d: 'M 0 0 L 10 5 L 0 10 z', class: 'arrow' }))));
  for (const [from, to] of scene.edges) {
    const [x1, y1] = at(from);
    const [x2, y2] = at(to);
    if (from === to) {
      svg.append(svgElement('circle', { cx: x1, cy: y1 - 20, r: 12, class: 'edge loop' }));
      continue;
    }
    const line = svgElement('line', { x1, y1, x2, y2, class: 'edge' });
    if (scene.directed) line.setAttribute('marker-end', 'url(#arrow)');
    svg.append(line);
  }
  const tokens = new Map();
  for (const token of picture.tokens) tokens.set(token.vertex, (tokens.get(token.vertex) || []).concat(token.name));
  const targets = targetsOf(moves, 'vertex', (t) => t.vertex);
  for (let v = 0; v < n; v++) {
    const [x, y] = at(v);
    const move = targets.get(v);
    const here = tokens.get(v) || [];
    const classes = 'vertex' + (move ? ' reachable' : '') + here.map((name) => ' has-' + name).join('');
    const title = 'vertex ' + scene.vertices[v] + (here.length ? ': the ' + here.join(' and the ') : '') + (move ? ' (' + targetLabel(move) + ')' : '');
    const group = svgElement('g', { class: classes, 'data-vertex': v, tabindex: move ? '0' : '-1', role: move ? 'button' : 'img', 'aria-label': title },
      svgElement('title', {}, title),
      svgElement('circle', { cx: x, cy: y, r: 16 }),
      svgElement('text', { x, y: y + 5, 'text-anchor': 'middle' }, scene.vertices[v]));
    if (here.length) group.append(svgElement('text', { x, y: y - 22, 'text-anchor': 'middle', class: 'token-name' }, here.join(' + ')));
    if (move) {
      const act = onTarget(move, options);
      activate(group, act);
      decorateShape(group, move, x, y + 32);
    }
    svg.append(group);
  }
  container.append(svg);
  const names = [...new Set(picture.tokens.map((t) => t.name))];
  container.append(element('p', { class: 'meta', text: 'Click a highlighted vertex to move ' + (names.length === 1 ? 'the ' + names[0] : 'your piece') + ' there.' }));
}

// Hackenbush: the graph grown up from the ground (vertex 0 at the bottom),
// each vertex one level above the nearest vertex below it; standing edges
// drawn green, fallen ones faint; a click on a standing edge cuts it.
function drawHackenbush(container, scene, picture, moves, options) {
  const n = scene.vertices.length;
  const depth = new Array(n).fill(-1);
  depth[0] = 0;
  const queue = [0];
  const next = new Array(n).fill(null).map(() => []);
  for (const [a, b] of scene.edges) { next[a].push(b); next[b].push(a); }
  while (queue.length) {
    const v = queue.shift();
    for (const w of next[v]) if (depth[w] < 0) { depth[w] = depth[v] + 1; queue.push(w); }
  }
  const top = Math.max(0, ...depth);
  for (let v = 0; v < n; v++) if (depth[v] < 0) depth[v] = top + 1;
  const levels = Math.max(...depth) + 1;
  const byLevel = Array.from({ length: levels }, () => []);
  for (let v = 0; v < n; v++) byLevel[depth[v]].push(v);
  const widest = Math.max(...byLevel.map((list) => list.length));
  const width = Math.max(420, 30 * (widest + 1));
  const step = 64;
  const height = 40 + step * levels;
  // Level by level up from the ground, each vertex placed by the mean
  // place of its neighbours below, so that a branch stays over its stem
  // and edges seldom cross.
  const at = new Array(n);
  const order = new Array(n).fill(0);
  byLevel.forEach((list, level) => {
    if (level > 0) {
      for (const v of list) {
        const below = next[v].filter((w) => depth[w] === level - 1);
        order[v] = below.length ? below.reduce((sum, w) => sum + order[w], 0) / below.length : Infinity;
      }
      list.sort((a, b) => order[a] - order[b] || a - b);
    }
    list.forEach((v, i) => {
      order[v] = i / Math.max(1, list.length - 1);
      at[v] = [width * (i + 1) / (list.length + 1), height - 24 - step * level];
    });
  });
  const svg = svgElement('svg', { viewBox: '0 0 ' + width + ' ' + height, class: 'graph hackenbush' + (width > 420 || levels > 8 ? ' large' : ''), role: 'img', 'aria-label': 'the graph, the ground at the bottom' });
  svg.append(svgElement('line', { x1: 8, y1: height - 24, x2: width - 8, y2: height - 24, class: 'ground' }));
  const standing = new Set(picture.standing);
  const targets = targetsOf(moves, 'edge', (t) => t.edge);
  const seen = new Map();
  scene.edges.forEach(([a, b], id) => {
    const [x1, y1] = at[a];
    const [x2, y2] = at[b];
    const key = Math.min(a, b) + ',' + Math.max(a, b);
    const copy = seen.get(key) || 0;
    seen.set(key, copy + 1);
    const move = targets.get(id);
    const classes = 'edge stick' + (standing.has(id) ? '' : ' fallen') + (move ? ' cuttable' : '');
    let shape;
    if (a === b) {
      shape = svgElement('circle', { cx: x1, cy: y1 - 16 - 8 * copy, r: 12 + 4 * copy, class: classes });
    } else {
      // Repeated edges bow out to either side.
      const bend = copy === 0 ? 0 : (copy % 2 ? 1 : -1) * 18 * Math.ceil(copy / 2);
      const [mx, my] = [(x1 + x2) / 2, (y1 + y2) / 2];
      const length = Math.hypot(x2 - x1, y2 - y1) || 1;
      const [cx, cy] = [mx - bend * (y2 - y1) / length, my + bend * (x2 - x1) / length];
      shape = svgElement('path', { d: 'M ' + x1 + ' ' + y1 + ' Q ' + cx + ' ' + cy + ' ' + x2 + ' ' + y2, class: classes });
    }
    const title = 'edge ' + (id + 1) + ' (' + scene.vertices[a] + '–' + scene.vertices[b] + ')' + (move ? ': ' + targetLabel(move) : standing.has(id) ? '' : ': fallen');
    const group = svgElement('g', { 'data-edge': id, tabindex: move ? '0' : '-1', role: move ? 'button' : 'img', 'aria-label': title }, svgElement('title', {}, title), shape);
    if (move) {
      const act = onTarget(move, options);
      activate(group, act);
      decorateShape(group, move, (x1 + x2) / 2 + 14, (y1 + y2) / 2);
    }
    svg.append(group);
  });
  for (let v = 0; v < n; v++) {
    const [x, y] = at[v];
    svg.append(svgElement('g', { class: 'vertex' + (v === 0 ? ' root' : '') },
      svgElement('circle', { cx: x, cy: y, r: 11 }),
      svgElement('text', { x, y: y + 4, 'text-anchor': 'middle' }, String(v + 1))));
  }
  container.append(svg);
  container.append(element('p', { class: 'meta', text: 'Click a green edge to cut it; whatever no longer reaches the ground falls. Vertex 1 stands on the ground.' }));
}

// Heaps as stacks of things. Where a move takes from a heap, its things are
// buttons: a click on the k-th from the top takes k (hovering one lights
// what it takes); a heap's size is a button for the moves that only split
// it. Past 30 things (8 on a phone, where each is a finger's size) a heap
// shows its top ones; a larger take is typed or chosen from the list.
function drawHeaps(container, picture, moves, options) {
  const DRAWN_THINGS = window.matchMedia('(max-width: 40rem)').matches ? 8 : 30;
  const sizes = picture.sizes;
  const what = picture.noun;
  if (sizes.length === 0) {
    container.append(element('p', { class: 'meta', text: 'no ' + what + 's left' }));
    return;
  }
  const targets = targetsOf(moves, 'heap', (t) => t.heap + ',' + show(t.take));
  const heaps = element('div', { class: 'heaps' });
  sizes.forEach((size, at) => {
    const name = what + ' ' + (at + 1) + ' (' + show(size) + ')';
    const heap = element('div', { class: 'heap', role: 'group', 'aria-label': name });
    const splits = targets.get(at + ',0');
    heap.append(splits
      ? decorate(element('button', { class: 'size', type: 'button', 'data-heap': at, 'data-take': 0, 'aria-label': name + ': ' + targetLabel(splits), title: targetLabel(splits), onclick: onTarget(splits, options) }, show(size)), splits)
      : element('span', { class: 'size', title: name, text: show(size) }));
    const drawn = Math.min(approx(size), DRAWN_THINGS);
    if (approx(size) > DRAWN_THINGS) heap.append(element('span', { class: 'meta', text: '⋮' }));
    for (let k = drawn; k >= 1; k--) {
      const here = targets.get(at + ',' + k);
      heap.append(here
        ? decorate(element('button', { class: 'stick takeable', type: 'button', 'data-heap': at, 'data-take': k, 'aria-label': targetLabel(here), title: targetLabel(here), onclick: onTarget(here, options) }), here)
        : element('span', { class: 'stick' }));
    }
    heaps.append(heap);
  });
  container.append(heaps);
  const clickable = targets.size > 0 ? '; click a thing to take it and all above it' + ([...targets.keys()].some((k) => k.endsWith(',0')) ? ', a size to split that heap' : '') : '';
  container.append(element('p', { class: 'meta', text: sizes.length + ' ' + what + (sizes.length === 1 ? '' : 's') + clickable }));
}

function drawCount(container, count, noun) {
  const words = show(count) + ' ' + noun + (approx(count) === 1 ? '' : 's');
  const pile = element('div', { class: 'coins-count', 'aria-label': words });
  for (let i = 0; i < Math.min(approx(count), 60); i++) pile.append(element('span', { class: 'coin' }));
  container.append(pile, element('p', { class: 'meta', text: words + ' left' }));
}

// The heatmap cell of a row picture: its segment, when values are left.
function segmentCell(picture) {
  return picture && picture.kind === 'row' && picture.to > picture.from
    ? picture.from + ',' + (picture.to - 1) : null;
}

// ---- the margin table --------------------------------------------------------
function drawHeatmap(figure, table, marked, here) {
  if (!table) { figure.hidden = true; return; }
  figure.hidden = false;
  const n = table.values.length;
  let largest = 1;
  for (const row of table.margins) for (const m of row) largest = Math.max(largest, Math.abs(approx(m)));
  const head = element('tr', {}, element('th', { text: 'i \\ j' }));
  for (let j = 0; j < n; j++) head.append(element('th', { text: show(j) }));
  const body = element('tbody', {}, head);
  for (let i = 0; i < n; i++) {
    const tr = element('tr', {}, element('th', { text: show(i) }));
    for (let j = 0; j < n; j++) {
      if (j < i) { tr.append(element('td')); continue; }
      const m = table.margins[i][j - i];
      const t = Math.min(1, Math.abs(approx(m)) / largest);
      const key = i + ',' + j;
      const td = element('td', {
        class: (marked.has(key) ? 'on-line' : '') + (here === key ? ' here' : ''),
        title: 'values ' + i + '..' + j + ': the player to move secures ' + signed(m),
        'data-cell': key,
      }, brief(m));
      const [r, g, b] = approx(m) >= 0 ? [0, 114, 178] : [213, 94, 0];
      td.style.background = 'rgba(' + r + ',' + g + ',' + b + ',' + (0.08 + 0.6 * t).toFixed(3) + ')';
      if (t > 0.6) td.style.color = '#fff';
      tr.append(td);
    }
    body.append(tr);
  }
  const caption = element('figcaption', {},
    'Margin table: row i, column j is what the player to move secures over the other on values i..j (blue: ahead, orange: behind). ',
    'Framed cells (•) are the optimal line; the thick frame is the position now. Click a cell for its exact value.');
  const exact = element('div', { class: 'meta', 'aria-live': 'polite' });
  const grid = element('table', { onclick: (event) => {
    const td = event.target.closest('td[data-cell]');
    if (td) exact.textContent = td.title;
  } }, body);
  figure.replaceChildren(grid, caption, exact);
}

function lineCells(line) {
  const marked = new Set();
  if (!line) return marked;
  for (const step of line.steps) {
    const cell = segmentCell(step.picture);
    if (cell) marked.add(cell);
  }
  return marked;
}

// Only a game with the capability has a table to ask for.
async function loadTable(request) {
  if (!view.game.capabilities || !view.game.capabilities.table) {
    view.table = null;
    return { table: null };
  }
  const reply = await api('POST', '/api/games/' + view.game.name + '/table', request);
  view.table = reply.table;
  return reply;
}

// ---- playing -----------------------------------------------------------------
function resetPlay() {
  view.session = null;
  $('game-area').hidden = true;
  document.body.dataset.phase = 'ready';
}

async function start() {
  await busy(async () => {
    if (view.session) api('DELETE', '/api/sessions/' + view.session.id).catch(() => {});
    const request = Object.assign(instanceRequest(), {
      game: view.game.name,
      seat: $('seat').value,
      opponent: $('opponent').value,
    });
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
    view.startPicture = state.start_picture;
    recordTurns(state.turns, state.start_picture);
    await setState(state);
  });
}

// Keeps, after every move, who took which value (row games), where the
// token has been (boards), the turns and the log, so that undo can go back
// to them.
function recordTurns(turns, before) {
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
    view.turns[turn.number - 1] = turn;
    $('log').append(element('li', { class: 'p' + turn.player, text:
      (turn.by === 'you' ? 'you' : 'engine') + ' (' + seatName(turn.player) + '): ' + turn.move.description +
      (turn.points && approx(turn.points) !== 0 ? ' (' + signed(turn.points) + ')' : '') }));
    picture = after;
  }
}

function seatName(player) {
  return (view.session ? view.session.seats : view.game.seats)[player - 1];
}

const canUndo = () => view.turns.some((turn) => turn.by === 'you');

// A new position: its moves' values are forgotten (learn mode shows them
// again only when asked), and shown at once in analysis mode.
async function setState(state) {
  view.session = state;
  view.values = null;
  view.choice = null;
  drawPlay();
  if (view.mode === 'analysis' && state.to_move === 'you' && !state.over) await showValues(false);
  if (state.over) await review();
}

function drawPlay() {
  const state = view.session;
  $('game-area').hidden = false;
  $('game-area').dataset.movesMade = state.moves_made;
  $('game-area').dataset.session = state.id;
  const seats = state.seats;
  const you = seats[state.seat - 1];
  let status;
  if (state.over) status = 'Game over.' + (state.standing ? ' ' + capital(state.standing) + '.' : '');
  else if (state.to_move === 'you') status = 'Your move, ' + you + '.' + (state.standing ? ' ' + capital(state.standing) + '.' : '');
  else status = 'The engine is thinking…';
  $('status').textContent = status;
  const board = $('board');
  drawPosition(board, view.scene, state.picture, state.moves, {
    play: true, owners: view.owners, trail: view.trail, seats,
    onMove: (text) => play(text), onChoose: (moves) => { view.choice = moves; drawPlay(); },
    text: state.position_text,
  });
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
  document.body.dataset.phase = state.over ? 'over' : 'playing';
}

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

async function play(text, redoing) {
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
async function playMany(texts) {
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

async function redo() {
  if (!view.redo.length || !view.session || view.session.over) return;
  await play(view.redo.pop(), true);
}

// Every legal move's value to you, on the board and in a table (the table
// shown when asked for, or in learn mode, where Hint is the only way in).
async function showValues(asked) {
  const session = view.session;
  const reply = await api('GET', '/api/sessions/' + session.id + '/hint');
  if (view.session !== session) return;
  view.values = new Map(reply.moves.map((m, rank) => [m.move.text, Object.assign({ rank }, m)]));
  const margins = reply.moves.filter((m) => m.value.margin !== undefined).map((m) => big(m.value.margin));
  view.bestMargin = margins.length ? margins.reduce((a, b) => (a > b ? a : b)) : 0n;
  const rows = reply.moves.map((m) => element('tr', {},
    element('td', {}, element('button', { type: 'button', onclick: () => play(m.move.text) }, m.move.description)),
    element('td', { text: valueText(m.value, m.words) }),
    element('td', { class: m.optimal ? 'best' : '', text: m.optimal ? '✓ optimal' : '' })));
  $('hints').replaceChildren(
    element('p', { text: 'What each move is worth to you from here, best first:' }),
    element('table', {}, element('tbody', {}, ...rows)));
  $('hints').hidden = view.mode === 'analysis' && !asked;
  drawPlay();
}

async function hint() {
  if (!view.session || view.session.over || view.session.to_move !== 'you') return;
  await busy(async () => {
    await showValues(true);
  });
}

// Takes back your last move and the engine's replies after it.
async function undoOnce() {
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
  const log = $('log');
  while (log.children.length > m) log.lastElementChild.remove();
  $('hints').hidden = true;
  $('review').hidden = true;
  delete document.body.dataset.reviewed;
  return state;
}

async function undo() {
  if (!view.session || !canUndo()) return;
  await busy(async () => setState(await undoOnce()));
}

// Back to the position after move k, or the nearest before it where it is
// your move (undo takes back a move of yours and the engine's replies).
async function goTo(k) {
  if (!view.session || view.session.moves_made <= k || !canUndo()) return;
  await busy(async () => {
    let state = view.session;
    while (state.moves_made > k && canUndo()) state = await undoOnce();
    await setState(state);
  });
}

// ---- the value chart ------------------------------------------------------------
// The game's value to you after every move, with both sides playing
// perfectly from there: your margin at the end in a game of points, a win,
// draw or loss (with the moves it lasts) otherwise. A move worse than the
// best is marked ✗: that is where the value changed. A click on a point
// goes back there.
function yourValue(value, mover, you, totalsBefore) {
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

function chartPoints() {
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

function pointWords(point) {
  if (point.y !== undefined) return signed(point.y);
  const word = point.outcome === 'win' ? 'W' : point.outcome === 'loss' ? 'L' : 'D';
  return word + (point.outcome !== 'draw' && point.moves !== undefined ? point.moves : '');
}

function drawChart(showing) {
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

async function showReview() {
  if (!view.session) return;
  await busy(review);
}

async function review() {
  const id = view.session.id;
  {
    const review = await api('GET', '/api/sessions/' + id + '/review');
    const you = review.seats[review.seat - 1];
    const box = $('review');
    const items = [];
    if (review.drawn) items.push(element('p', { class: 'value', text: 'A draw: the position came back, and it would go round for ever.' }));
    else if (review.you_won !== null && review.you_won !== undefined) items.push(element('p', { class: 'value', text: review.you_won ? 'You won.' : 'The engine won.' }));
    else if (review.best_words && view.session.standing) items.push(element('p', { class: 'value', text: 'You played ' + you + '. ' + capital(view.session.standing) + '.' }));
    else items.push(element('p', { class: 'value', text: 'You (' + you + ') ' + show(review.you) + ', engine ' + show(review.engine) + '.' }));
    items.push(element('p', { text: 'The best you could have reached against perfect play: ' + valueText(review.best, review.best_words) + '.' }));
    if (review.mistakes.length === 0) items.push(element('p', { class: 'best', text: '✓ No mistakes: every move of yours was optimal.' }));
    else {
      items.push(element('p', { text: 'Your mistakes:' }));
      items.push(element('ol', {}, ...review.mistakes.map((m) => element('li', {},
        'Move ' + m.number + ': you played “' + m.played.description + '”; “' + m.better.description + '” was better' +
        (m.regret !== null && m.regret !== undefined ? ' by ' + show(m.regret) + ' points' : '') +
        (m.handed_over_the_win ? ' (it handed over the win)' : '') +
        (m.gave_away_a_draw ? ' (it gave away a draw)' : '') + '.'))));
    }
    if (review.engine_gifts && approx(review.engine_gifts) > 0) items.push(element('p', { text: 'The engine gave away ' + show(review.engine_gifts) + ' points.' }));
    if (!review.finished) items.push(element('p', { class: 'meta', text: 'The game was stopped before its end.' }));
    box.replaceChildren(element('h2', { text: 'Review' }), ...items);
    box.hidden = false;
    document.body.dataset.reviewed = 'yes';
    drawPlay();
  }
}

// ---- solving and the optimal line ---------------------------------------------
function resetSolution() {
  view.line = null;
  $('solution').hidden = true;
}

async function solve() {
  await busy(async () => {
    const request = instanceRequest();
    const name = view.game.name;
    const solved = await api('POST', '/api/games/' + name + '/solve', Object.assign({ format: 'json' }, request));
    const answers = [];
    for (const format of view.game.formats) {
      if (format.name === 'json' || format.name === 'text') continue;
      const text = await api('POST', '/api/games/' + name + '/solve', Object.assign({ format: format.name }, request)).catch((e) => 'refused: ' + e.message);
      answers.push(format.name + ' (' + format.help + '):\n' + text);
    }
    const text = await api('POST', '/api/games/' + name + '/solve', Object.assign({ format: 'text' }, request));
    $('answers').textContent = text + '\n' + answers.join('\n');
    const explanation = await api('POST', '/api/games/' + name + '/explain', Object.assign({ format: 'text' }, request)).catch((e) => 'No explanation: ' + e.message);
    $('explanation').textContent = explanation;
    // A line or table the server refuses is said, never hidden.
    const refused = [];
    view.line = await api('POST', '/api/games/' + name + '/line', request).catch((e) => { refused.push('The optimal line is not shown: ' + e.message); return null; });
    const table = await loadTable(request).catch((e) => { refused.push('The margin table is not shown: ' + e.message); return { table: null }; });
    $('line-refused').textContent = refused.join('\n');
    $('line-refused').hidden = refused.length === 0;
    view.table = table.table;
    const value = view.line && view.line.value ? valueText(view.line.value, view.line.value_words) : valueText(solved.value);
    $('value').textContent = 'Value from the start, with both sides playing perfectly: ' + value +
      (view.line ? ' (' + view.line.seats[0] + ' moves first)' : '');
    $('solution').hidden = false;
    view.step = 0;
    view.lineScene = view.line ? view.line.scene : null;
    drawStep();
    document.body.dataset.solved = 'yes';
  });
}

function drawStep() {
  const line = view.line;
  if (!line || !view.lineScene) { $('stepper').hidden = true; return; }
  $('stepper').hidden = false;
  const k = view.step;
  const steps = line.steps;
  const pictureAt = (i) => (i < steps.length ? steps[i].picture : line.end_picture);
  const picture = pictureAt(k);
  const owners = new Map();
  const trail = [];
  for (let i = 0; i < k; i++) takenBetween(pictureAt(i), pictureAt(i + 1), owners, steps[i].player);
  for (let i = 0; i <= k && i <= steps.length; i++) {
    const p = pictureAt(i);
    if (p.token) {
      const last = trail[trail.length - 1];
      if (!last || last[0] !== p.token[0] || last[1] !== p.token[1]) trail.push(p.token);
    }
  }
  drawPosition($('line-board'), view.lineScene, picture, [], { play: false, owners, trail, seats: line.seats });
  // The board shows the position after k moves; below it, the move made
  // from there (move k + 1) and why.
  const cut = line.complete ? '' : ' (the line is cut short here)';
  $('step-label').textContent = (k === 0 ? 'The start' : 'After move ' + k + ' of ' + steps.length) +
    (k < steps.length ? '; move ' + (k + 1) + ' is explained below' : '; the end') + cut;
  $('step-label').dataset.step = k;
  if (view.table) {
    drawHeatmap($('line-heatmap'), view.table, lineCells(line), segmentCell(picture));
  } else {
    $('line-heatmap').hidden = true;
  }
  const reason = $('reason');
  if (k < steps.length) {
    const s = steps[k];
    const rows = s.moves.map((m) => element('tr', { class: m.move.text === s.move.text ? 'best' : '' },
      element('td', { text: (m.move.text === s.move.text ? '▶ ' : '') + m.move.description }),
      element('td', { text: valueText(m.value, m.words) }),
      element('td', { text: m.optimal ? '✓ optimal' : '' })));
    const more = (s.moves_in_all || 0) - s.moves.length;
    if (more > 0) rows.push(element('tr', {}, element('td', { class: 'meta', colspan: '3', text: 'and ' + more + ' more moves, none worth more than those above' })));
    reason.replaceChildren(
      element('p', {}, element('strong', { text: s.player_name + ' to move: ' + s.move.description + '.' }),
        ' Every move and what it is worth to ' + s.player_name + ' (the rest of the game played perfectly):'),
      element('table', {}, element('tbody', {}, ...rows)));
  } else {
    // The end in the game's own words where it has them ("… pays 37"),
    // else the value from the start and, in a game of points, the totals.
    const result = line.value_words || (valueText(line.value) + ' for ' + line.seats[0] + ', who moved first');
    const totals = line.value && line.value.margin !== undefined && !line.value_words
      ? ' Totals: ' + line.seats[0] + ' ' + show(line.totals[0]) + ', ' + line.seats[1] + ' ' + show(line.totals[1]) + '.' : '';
    reason.replaceChildren(element('p', { text: (line.complete ? 'The end, both sides playing perfectly: ' : 'Where the line stops. From the start: ') + result + '.' + totals }));
  }
  $('step-back').disabled = k === 0;
  $('step-first').disabled = k === 0;
  $('step-forward').disabled = k >= steps.length;
  $('step-last').disabled = k >= steps.length;
}

function stepTo(k) {
  if (!view.line) return;
  view.step = Math.max(0, Math.min(view.line.steps.length, k));
  drawStep();
}

// ---- wiring ---------------------------------------------------------------------
function selectTab(which) {
  const play = which === 'play';
  $('tab-play').setAttribute('aria-selected', String(play));
  $('tab-solve').setAttribute('aria-selected', String(!play));
  $('play-panel').hidden = !play;
  $('solve-panel').hidden = play;
}

function typing(event) {
  const tag = event.target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

document.addEventListener('keydown', (event) => {
  if (typing(event) || event.ctrlKey || event.metaKey || event.altKey) return;
  const solving = !$('solve-panel').hidden;
  if (solving) {
    if (event.key === 'ArrowRight') stepTo(view.step + 1);
    else if (event.key === 'ArrowLeft') stepTo(view.step - 1);
    else return;
  } else if (view.session) {
    const moves = view.session.over ? [] : view.session.moves;
    const end = (side) => moves.find((m) => m.side === side && (m.count === undefined || approx(m.count) === 1));
    if (event.key === 'h') hint();
    else if (event.key === 'u') undo();
    else if (event.key === 'r') redo();
    else if (event.key === 'ArrowLeft' && end('left')) play(end('left').text);
    else if (event.key === 'ArrowRight' && end('right')) play(end('right').text);
    else return;
  } else return;
  event.preventDefault();
});

window.addEventListener('DOMContentLoaded', async () => {
  $('game').addEventListener('change', chooseGame);
  $('generate').addEventListener('click', generate);
  $('example').addEventListener('click', () => { $('input').value = view.game.example || ''; resetPlay(); resetSolution(); });
  $('input').addEventListener('input', () => { resetPlay(); resetSolution(); });
  $('rule').addEventListener('change', () => { loadValues(); resetPlay(); resetSolution(); });
  $('opponent').addEventListener('change', () => { $('skill-field').hidden = $('opponent').value !== 'skill'; });
  $('board').addEventListener('pointerdown', dragStart);
  document.addEventListener('pointermove', dragOver);
  document.addEventListener('pointerup', dragEnd);
  $('board').addEventListener('click', dragClick, true);
  $('start').addEventListener('click', start);
  $('hint').addEventListener('click', hint);
  $('undo').addEventListener('click', undo);
  $('redo').addEventListener('click', redo);
  for (const radio of document.querySelectorAll('input[name=mode]')) {
    radio.addEventListener('change', () => {
      view.mode = radio.value;
      document.body.dataset.mode = view.mode;
      if (!view.session) return;
      if (view.mode === 'analysis' && view.session.to_move === 'you' && !view.session.over) busy(() => showValues(false));
      else { view.values = null; $('hints').hidden = true; drawPlay(); }
    });
  }
  $('finish').addEventListener('click', showReview);
  $('typed-move').addEventListener('submit', (event) => {
    event.preventDefault();
    const text = $('move-text').value.trim();
    if (text) play(text).then(() => { $('move-text').value = ''; });
  });
  $('tab-play').addEventListener('click', () => selectTab('play'));
  $('tab-solve').addEventListener('click', () => selectTab('solve'));
  $('solve').addEventListener('click', solve);
  $('step-first').addEventListener('click', () => stepTo(0));
  $('step-back').addEventListener('click', () => stepTo(view.step - 1));
  $('step-forward').addEventListener('click', () => stepTo(view.step + 1));
  $('step-last').addEventListener('click', () => stepTo(Infinity));
  await busy(async () => {
    const reply = await api('GET', '/api/games');
    view.games = reply.games;
    fillGames();
  });
});
