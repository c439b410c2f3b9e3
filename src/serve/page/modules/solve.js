// Solving an instance and stepping through its optimal line.

import { api } from './api.js';
import { instanceRequest } from './controls.js';
import { $, busy, element } from './dom.js';
import { show } from './numbers.js';
import { drawPosition, segmentCell, takenBetween } from './picture.js';
import { play } from './play.js';
import { view } from './state.js';
import { drawHeatmap, lineCells, loadTable } from './table.js';
import { valueText } from './words.js';

// ---- solving and the optimal line ---------------------------------------------
export function resetSolution() {
  view.line = null;
  $('solution').hidden = true;
}

export async function solve() {
  await busy(async () => {
    const request = instanceRequest();
    const name = view.game.name;
    const solved = await api('POST', '/api/games/' + name + '/solve', Object.assign({ format: 'json' }, request));
    const answers = [];
    // A partizan game's thermograph is a picture, drawn by the server.
    const thermograph = view.game.formats.some((format) => format.name === 'thermograph')
      ? await api('POST', '/api/games/' + name + '/solve', Object.assign({ format: 'thermograph' }, request)).catch(() => null)
      : null;
    $('thermograph-box').hidden = !thermograph;
    $('thermograph').replaceChildren(...(thermograph
      ? [element('img', { src: 'data:image/svg+xml;base64,' + btoa(unescape(encodeURIComponent(thermograph))), alt: 'the thermograph of the position', class: 'thermograph' })]
      : []));
    for (const format of view.game.formats) {
      if (format.name === 'json' || format.name === 'text' || format.name === 'thermograph') continue;
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
      (view.line ? ' (' + (view.line.steps.length ? view.line.steps[0].player_name : view.line.seats[0]) + ' moves first)' : '');
    $('solution').hidden = false;
    view.step = 0;
    view.lineScene = view.line ? view.line.scene : null;
    drawStep();
    document.body.dataset.solved = 'yes';
  });
}

export function drawStep() {
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
  // The whole path of the line at once (where its token goes, to the end
  // even past a line cut short), under the position: the slider goes
  // anywhere along the steps shown.
  const route = line.route || [];
  drawPosition($('line-board'), view.lineScene, picture, [], { play: false, owners, trail, route, seats: line.seats });
  const slider = $('step-slider');
  slider.max = String(steps.length);
  slider.value = String(k);
  slider.parentElement.hidden = steps.length < 2;
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
  $('line-board').dataset.route = String(new Set(route.map(String)).size);
}

export function stepTo(k) {
  if (!view.line) return;
  view.step = Math.max(0, Math.min(view.line.steps.length, k));
  drawStep();
}
