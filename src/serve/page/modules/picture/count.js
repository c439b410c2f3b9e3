// A count of things left.

import { element } from '../dom.js';
import { approx, show } from '../numbers.js';

export function drawCount(container, count, noun) {
  const words = show(count) + ' ' + noun + (approx(count) === 1 ? '' : 's');
  const pile = element('div', { class: 'coins-count', 'aria-label': words });
  for (let i = 0; i < Math.min(approx(count), 60); i++) pile.append(element('span', { class: 'coin' }));
  container.append(pile, element('p', { class: 'meta', text: words + ' left' }));
}
