/**
 * A quick, exact "cannot match" for CSS selectors in jsdom. getComputedStyle in jsdom tries every
 * rule of every style sheet on the element (MUI's emotion adds one or more per styled variant, and
 * they pile up through a test file), and a role query computes styles for every element it names:
 * most of a screen test's time went to selectors that could never match. A selector whose every
 * alternative names, in its last compound (the part that must match the element itself), a class
 * the element does not have cannot match it; anything this does not fully understand is left to
 * the real matcher. Linear in the selector's length; each selector is read once.
 */

/** @type {Map<string, string[][] | null>} */
const parsed = new Map();

/**
 * The classes each alternative of the selector list needs on the element itself, or null when some
 * alternative needs none or the selector holds what this does not read (escapes, strings).
 * @param {string} selector
 * @returns {string[][] | null}
 */
function requiredClasses(selector) {
  if (parsed.has(selector)) return parsed.get(selector);
  const result = readSelector(selector);
  if (parsed.size > 50_000) parsed.clear();
  parsed.set(selector, result);
  return result;
}

const NAME = /[A-Za-z0-9_\u00a0-\uffff-]/;

/** @param {string} selector */
function readSelector(selector) {
  if (selector.includes('\\') || selector.includes('"') || selector.includes("'")) return null;
  const alternatives = [];
  let classes = [];
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth > 0) continue;
    else if (c === ',') {
      if (!classes.length) return null;
      alternatives.push(classes);
      classes = [];
    } else if (c === ' ' || c === '>' || c === '+' || c === '~' || c === '\t' || c === '\n') {
      // A combinator: what came before is an ancestor's or a sibling's, not the element's own.
      classes = [];
    } else if (c === '.') {
      let j = i + 1;
      while (j < selector.length && NAME.test(selector[j])) j++;
      if (j === i + 1) return null;
      classes.push(selector.slice(i + 1, j));
      i = j - 1;
    }
    if (depth < 0) return null;
  }
  if (depth !== 0 || !classes.length) return null;
  alternatives.push(classes);
  return alternatives;
}

/**
 * Whether the selector surely does not match an element with these classes.
 * @param {string} selector
 * @param {string | null} classAttribute
 */
function cannotMatch(selector, classAttribute) {
  const required = requiredClasses(selector);
  if (!required) return false;
  const own = classesOf(classAttribute ?? '');
  return required.every((classes) => classes.some((c) => !own.has(c)));
}

/** The last element's classes: one element is tried against every rule in turn. */
let last = { attribute: '', classes: new Set() };
/** @param {string} attribute */
function classesOf(attribute) {
  if (attribute !== last.attribute) last = { attribute, classes: new Set(attribute.split(/[\t\n\f\r ]+/)) };
  return last.classes;
}

module.exports = { cannotMatch, requiredClasses };
