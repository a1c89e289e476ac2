import { readFileSync } from 'node:fs';

/**
 * shared-exports-listed: every name taken from a tree-shaken shared singleton (MUI, the router,
 * react-query), by import or re-export, must be in shared/used-exports.json. The shell ships that
 * list; an app using an export outside it would crash at run time until the shell ships the longer
 * list, so lint stops it first. A namespace or default import would need every export: refused too.
 */
const listUrl = new URL('../../shared/used-exports.json', import.meta.url);
const lists = JSON.parse(readFileSync(listUrl, 'utf8'));

const nameOf = (n) => n.name ?? n.value;

const sharedExportsListed = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      missing: "'{{name}}' from '{{pkg}}' is not in shared/used-exports.json: add it there (and release the shell first).",
      whole: "'{{pkg}}' is shared tree-shaken: import the names listed in shared/used-exports.json, not the whole module.",
    },
  },
  create(context) {
    const check = (node, specifiers, nameKey) => {
      const pkg = node.source?.value;
      const listed = lists[pkg];
      if (!listed || node.importKind === 'type' || node.exportKind === 'type') return;
      for (const spec of specifiers) {
        if (spec.importKind === 'type' || spec.exportKind === 'type') continue;
        if (spec.type === 'ImportNamespaceSpecifier' || spec.type === 'ImportDefaultSpecifier') {
          context.report({ node: spec, messageId: 'whole', data: { pkg } });
          continue;
        }
        const name = nameOf(spec[nameKey]);
        if (!listed.includes(name)) context.report({ node: spec, messageId: 'missing', data: { name, pkg } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.specifiers, 'imported'),
      ExportNamedDeclaration: (node) => check(node, node.specifiers, 'local'),
      ExportAllDeclaration: (node) => {
        if (lists[node.source.value] && node.exportKind !== 'type')
          context.report({ node, messageId: 'whole', data: { pkg: node.source.value } });
      },
    };
  },
};

export default { rules: { 'shared-exports-listed': sharedExportsListed } };
