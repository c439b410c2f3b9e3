// Heaps as stacks of things, a click taking from one.

import { element } from '../dom.js';
import { decorate, onTarget, targetLabel } from '../marks.js';
import { approx, show } from '../numbers.js';
import { targetsOf } from '../picture.js';

// Heaps keep their places from one position to the next. The library gives
// a position's heaps sorted; `previous` is how they were laid out (an
// emptied heap stays, as 0), and `sizes` the heaps now. Every heap that is
// still there keeps its place; the places that changed take the new heaps
// (a heap taken from, where it was; the parts of a split beside it), or 0
// when used up. Returns the new layout and the places that changed.
export function keepPlaces(previous, sizes) {
  if (!previous) return { slots: sizes.slice(), changed: [] };
  const left = new Map();
  for (const size of sizes) left.set(String(size), (left.get(String(size)) || 0) + 1);
  const slots = previous.map((size) => {
    const key = String(size);
    if (approx(size) > 0 && left.get(key) > 0) {
      left.set(key, left.get(key) - 1);
      return size;
    }
    return approx(size) > 0 ? null : size;
  });
  const rest = [];
  for (const [key, count] of left) for (let i = 0; i < count; i++) rest.push(sizes.find((size) => String(size) === key));
  const changed = [];
  slots.forEach((size, at) => {
    if (size === null) {
      slots[at] = rest.length ? rest.shift() : 0;
      changed.push(at);
    }
  });
  // A heap back in a place that was empty (a move taken back).
  slots.forEach((size, at) => {
    if (rest.length && approx(size) === 0 && !changed.includes(at)) {
      slots[at] = rest.shift();
      changed.push(at);
    }
  });
  // The parts of a split, beside the heap split.
  let at = changed.length ? Math.max(...changed) + 1 : slots.length;
  while (rest.length) {
    slots.splice(at, 0, rest.shift());
    changed.push(at++);
  }
  return { slots, changed };
}

// Whether `slots` (a layout by keepPlaces, zeros for emptied heaps) holds
// just the heaps `sizes`.
function sameHeaps(slots, sizes) {
  const laid = slots.filter((size) => approx(size) > 0).map(String).sort();
  const given = sizes.map(String).sort();
  return laid.length === given.length && laid.every((size, at) => size === given[at]);
}

// Heaps as stacks of things. Where a move takes from a heap, its things are
// buttons: a click on the k-th from the top takes k (hovering one lights
// what it takes); a heap's size is a button for the moves that only split
// it. Past 30 things (8 on a phone, where each is a finger's size) a heap
// shows its top ones; a larger take is typed or chosen from the list.
// With `options.places` (a layout by keepPlaces, in play) the heaps stay
// where they were, an emptied one shown empty, and the heaps the last move
// changed (`options.changed`) are outlined.
export function drawHeaps(container, picture, moves, options) {
  const DRAWN_THINGS = window.matchMedia('(max-width: 40rem)').matches ? 8 : 30;
  const sorted = picture.sizes;
  const what = picture.noun;
  const placed = options.places && sameHeaps(options.places, sorted);
  const sizes = placed ? options.places : sorted;
  const changed = new Set(placed ? options.changed || [] : []);
  if (sorted.length === 0 && !placed) {
    container.append(element('p', { class: 'meta', text: 'no ' + what + 's left' }));
    return;
  }
  // A move's target names a heap by its place among the sorted heaps; of
  // equal heaps, every one plays the same move.
  const sortedPlace = (size) => sorted.findIndex((s) => String(s) === String(size));
  const targets = targetsOf(moves, 'heap', (t) => t.heap + ',' + show(t.take));
  const heaps = element('div', { class: 'heaps' });
  sizes.forEach((size, shownAt) => {
    const at = approx(size) > 0 ? sortedPlace(size) : -1;
    const name = what + ' ' + (shownAt + 1) + ' (' + show(size) + ')';
    const classes = 'heap' + (approx(size) === 0 ? ' empty' : '') + (changed.has(shownAt) ? ' last-move' : '');
    const heap = element('div', { class: classes, 'data-place': shownAt, role: 'group', 'aria-label': name + (changed.has(shownAt) ? ', changed by the last move' : '') });
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
  const outlined = changed.size ? '; outlined: the last move' : '';
  container.append(element('p', { class: 'meta', text: sorted.length + ' ' + what + (sorted.length === 1 ? '' : 's') + ' left' + clickable + outlined }));
}
