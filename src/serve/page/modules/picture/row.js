// A row of values, taken from its ends.

import { element } from '../dom.js';
import { decorate, onTarget, targetLabel } from '../marks.js';
import { show } from '../numbers.js';
import { targetsOf } from '../picture.js';

export function drawRow(container, values, picture, moves, options) {
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
  // A legend for the marks on taken values, once some are taken.
  const seats = options.seats;
  const marked = seats && [...owners.values()].length ? '; ● taken by ' + seats[0] + ', ■ by ' + seats[1] : '';
  const extra = marked + (picture.note ? '; ' + picture.note : '');
  container.append(element('p', { class: 'meta', text: (to - from).toLocaleString('en') + ' of ' + n.toLocaleString('en') + ' values left' + extra }));
}
