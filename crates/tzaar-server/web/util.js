// Small helpers of every page module: elements by id, SVG elements, words for the sides.

/** The element with this id. */
export const $ = (id) => document.getElementById(id);

/** The other side: 'white' <-> 'black'. */
export const other = (side) => (side === 'white' ? 'black' : 'white');

const SVGNS = 'http://www.w3.org/2000/svg';

/** A new SVG element `name` with attributes `attrs`, appended to `parent` when given. */
export function svgEl(name, attrs = {}, parent = null) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

/** The actions of one turn as the server writes it ("D4xC3 A4+B4"), one text each. */
export const actionsOf = (turn) => turn.split(/\s+/).filter(Boolean);

/**
 * `load` (an async function) wrapped so that a call while one is on its way runs it once more
 * after it, not alongside it: however many changes are told meanwhile, one fetch follows.
 */
export function oneAtATime(load) {
  let loading = null;
  let again = false;
  const run = () => {
    if (loading) {
      again = true;
      return;
    }
    loading = load().finally(() => {
      loading = null;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return run;
}
