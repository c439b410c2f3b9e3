// Heaps as stacks of things, a click taking from one.

import { element } from '../dom.js';
import { decorate, onTarget, targetLabel } from '../marks.js';
import { approx, show } from '../numbers.js';
import { targetsOf } from '../picture.js';

// Heaps as stacks of things. Where a move takes from a heap, its things are
// buttons: a click on the k-th from the top takes k (hovering one lights
// what it takes); a heap's size is a button for the moves that only split
// it. Past 30 things (8 on a phone, where each is a finger's size) a heap
// shows its top ones; a larger take is typed or chosen from the list.
export function drawHeaps(container, picture, moves, options) {
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
