// The table of values behind the optimal play, as a heatmap.

import { api } from './api.js';
import { element } from './dom.js';
import { approx, brief, show, signed } from './numbers.js';
import { segmentCell } from './picture.js';
import { view } from './state.js';

// ---- the margin table --------------------------------------------------------
export function drawHeatmap(figure, table, marked, here) {
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

export function lineCells(line) {
  const marked = new Set();
  if (!line) return marked;
  for (const step of line.steps) {
    const cell = segmentCell(step.picture);
    if (cell) marked.add(cell);
  }
  return marked;
}

// Only a game with the capability has a table to ask for.
export async function loadTable(request) {
  if (!view.game.capabilities || !view.game.capabilities.table) {
    view.table = null;
    return { table: null };
  }
  const reply = await api('POST', '/api/games/' + view.game.name + '/table', request);
  view.table = reply.table;
  return reply;
}
