import { readFileSync } from 'node:fs';

/**
 * shared-exports-listed: every named import from a tree-shaken shared singleton must be in
 * shared/used-exports.json. The shell ships that list; an app using an export outside it would
 * crash at run time until the shell ships the longer list, so lint stops it first.
 */
const listUrl = new URL('../../shared/used-exports.json', import.meta.url);
const lists = JSON.parse(readFileSync(listUrl, 'utf8'));

const sharedExportsListed = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { missing: "'{{name}}' from '{{pkg}}' is not in shared/used-exports.json: add it there (and release the shell first)." },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        const pkg = node.source.value;
        const listed = lists[pkg];
        if (!listed) return;
        for (const spec of node.specifiers) {
          if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type' || node.importKind === 'type') continue;
          const name = spec.imported.name ?? spec.imported.value;
          if (!listed.includes(name)) context.report({ node: spec, messageId: 'missing', data: { name, pkg } });
        }
      },
    };
  },
};

export default { rules: { 'shared-exports-listed': sharedExportsListed } };
