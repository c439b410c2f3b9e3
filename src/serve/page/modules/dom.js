// The page's elements: finding them, making them (HTML and SVG), and the
// busy state and error box every action shares.

export const $ = (id) => document.getElementById(id);

export function fail(error) {
  const box = $('error');
  box.textContent = error.message || String(error);
  box.hidden = false;
}
export function clearError() { $('error').hidden = true; $('error').textContent = ''; }

export async function busy(work) {
  document.body.dataset.busy = 'yes';
  clearError();
  try { return await work(); } catch (error) { fail(error); return undefined; } finally {
    delete document.body.dataset.busy;
  }
}

export function element(tag, attributes, ...children) {
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

// SVG's namespace, as the HTML parser gives it (the page names no address).
export const SVG = (() => {
  const template = document.createElement('template');
  template.innerHTML = '<svg></svg>';
  return template.content.firstChild.namespaceURI;
})();

export function svgElement(tag, attributes, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === 'onclick') node.addEventListener('click', value);
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}
