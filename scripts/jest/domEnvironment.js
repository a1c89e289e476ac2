/**
 * The apps' jest environment: jsdom with Node's fetch and streams (jest-fixed-jsdom), whose style
 * matching first asks classSelectorFilter whether a rule can match the element at all (most of a
 * screen test's time went to trying MUI's class rules on elements without the class). The answer
 * is the same; only rules that might match reach jsdom's selector engine.
 */
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');
const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors');
const { implForWrapper } = require('jsdom/lib/jsdom/living/generated/utils');
const { cannotMatch } = require('./classSelectorFilter');

class DomEnvironment extends FixedJSDOMEnvironment {
  constructor(config, context) {
    super(config, context);
    const document = implForWrapper(this.global.document);
    // Class names match case-insensitively in quirks mode: leave such a document alone.
    if (document._parsingMode !== 'html' || document.compatMode !== 'CSS1Compat') return;
    // jsdom makes the matcher on first use; make it now and put the quick refusal in front of it.
    matchesDontThrow(document.documentElement, '*');
    const engine = document._nwsapiDontThrow;
    const match = engine.match.bind(engine);
    engine.match = (selector, element, callback) =>
      typeof selector === 'string' && cannotMatch(selector, element.getAttribute('class')) ? false : match(selector, element, callback);
  }
}

module.exports = DomEnvironment;
