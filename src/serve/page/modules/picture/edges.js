// A graph of edges grown up from the ground, each edge cut by a click.

import { element, svgElement } from '../dom.js';
import { activate, decorateShape, onTarget, targetLabel } from '../marks.js';
import { targetsOf } from '../picture.js';

// A graph of edges grown up from the ground (vertex 0 at the bottom),
// each vertex one level above the nearest vertex below it; standing edges
// drawn green, fallen ones faint; a click on a standing edge cuts it.
export function drawEdges(container, scene, picture, moves, options) {
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
  const svg = svgElement('svg', { viewBox: '0 0 ' + width + ' ' + height, class: 'graph edges' + (width > 420 || levels > 8 ? ' large' : ''), role: 'img', 'aria-label': 'the graph, the ground at the bottom' });
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
    // Blue-red Hackenbush colours each edge by who may cut it.
    const colour = picture.colours ? ' ' + picture.colours[id] : '';
    const classes = 'edge stick' + colour + (standing.has(id) ? '' : ' fallen') + (move ? ' cuttable' : '');
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
    const title = 'edge ' + (id + 1) + colour + ' (' + scene.vertices[a] + '–' + scene.vertices[b] + ')' + (move ? ': ' + targetLabel(move) : standing.has(id) ? '' : ': fallen');
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
      svgElement('text', { x, y: y + 4, 'text-anchor': 'middle' }, String(scene.vertices[v]).split(' ')[0])));
  }
  container.append(svg);
  const ground = String(scene.vertices[0]).split(' ')[0];
  const which = picture.colours ? 'an edge of your colour (blue: Left\'s, red: Right\'s, green: anyone\'s)' : 'a green edge';
  container.append(element('p', { class: 'meta how', text: 'Click ' + which + ' to cut it; whatever no longer reaches the ground falls. Vertex ' + ground + ' stands on the ground.' }));
}
