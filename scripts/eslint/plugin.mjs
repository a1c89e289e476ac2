import { readFileSync } from 'node:fs';
import path from 'node:path';

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

/**
 * sql-in-repositories: SQL lives in the API's repositories (files named `*Repo.ts`, with shared SQL
 * fragments in `*Sql.ts`, beside the use cases of their feature in api/src/features/<feature>/), each
 * statement in a function named for what it does. Elsewhere in the API, lint refuses
 * - an import of the database modules (api/src/db/: the handle, opening, migrating, the engines, the
 *   generic insert) but `import type { Db }`: the use cases hand the handle (or their transaction) to
 *   the repositories and know nothing else of the database;
 * - a statement run on a database handle: `.query(`, `.one(` or `.exec(` on a parameter or variable typed `Db`,
 *   on the transaction a `.tx(` callback receives, or on `….db`;
 * - a string that reads as an SQL statement (select … from, insert into, update … set, delete from, …).
 * Option `allow`: names the file may import from the database modules (e.g. an error class).
 */
const DB_MODULE = /(^|\/)db\/[A-Za-z]+(\.ts)?$/;
const DB_TYPE = 'Db';
const SQL_TEXT =
  /^\s*(select\s[\s\S]*\bfrom\s|insert\s+into\s|update\s+([a-z_.]+|\$\{\})(\s+[a-z_]+)?\s+set\s|delete\s+from\s|with\s+[a-z_]+\s+as\s*\(|lock\s+table\s|truncate\s|analyze\s|alter\s+table\s|create\s+(unique\s+)?(table|index)\s)/i;
const RUNS = new Set(['query', 'one', 'exec']);

/** The declaration of an identifier in scope, if it is a parameter or a variable. */
function declarationOf(context, node) {
  let scope = context.sourceCode.getScope(node);
  for (; scope; scope = scope.upper) {
    const v = scope.set.get(node.name);
    if (v) return v.defs[0];
  }
  return undefined;
}
const typedDb = (id) => {
  const t = id?.typeAnnotation?.typeAnnotation;
  return t?.type === 'TSTypeReference' && t.typeName.type === 'Identifier' && t.typeName.name === 'Db';
};
/** A parameter of a function passed to `x.tx(…)`: the transaction's handle. */
const txParameter = (def) => {
  const fn = def.node;
  const call = fn?.parent;
  return (
    def.type === 'Parameter' &&
    call?.type === 'CallExpression' &&
    call.arguments.includes(fn) &&
    call.callee.type === 'MemberExpression' &&
    call.callee.property.type === 'Identifier' &&
    call.callee.property.name === 'tx'
  );
};
function isDbHandle(context, node) {
  if (node.type === 'MemberExpression') return node.property.type === 'Identifier' && node.property.name === 'db';
  if (node.type !== 'Identifier') return false;
  const def = declarationOf(context, node);
  if (!def) return false;
  if (txParameter(def)) return true;
  return typedDb(def.name) || (def.type === 'Variable' && typedDb(def.node.id));
}

const sqlInRepositories = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { allow: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
    messages: {
      import: "'{{name}}' from the database modules: outside the repositories (*Repo.ts) import only the type (`import type { Db }`).",
      run: 'A query run outside the repositories (*Repo.ts): move the statement into a repository function named for what it does.',
      text: 'SQL outside the repositories (*Repo.ts): move the statement into a repository function named for what it does.',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const sqlText = (node, text) => {
      if (SQL_TEXT.test(text)) context.report({ node, messageId: 'text' });
    };
    return {
      ImportDeclaration(node) {
        if (!DB_MODULE.test(node.source.value)) return;
        if (!node.specifiers.length) context.report({ node, messageId: 'import', data: { name: node.source.value } });
        for (const spec of node.specifiers) {
          const name = spec.type === 'ImportSpecifier' ? nameOf(spec.imported) : spec.local.name;
          const asType = node.importKind === 'type' || spec.importKind === 'type';
          if (!(asType && name === DB_TYPE) && !allow.has(name)) context.report({ node: spec, messageId: 'import', data: { name } });
        }
      },
      CallExpression(node) {
        const c = node.callee;
        if (c.type === 'MemberExpression' && c.property.type === 'Identifier' && RUNS.has(c.property.name) && isDbHandle(context, c.object))
          context.report({ node, messageId: 'run' });
      },
      Literal: (node) => typeof node.value === 'string' && sqlText(node, node.value),
      TemplateLiteral: (node) => sqlText(node, node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('${}')),
    };
  },
};

/**
 * feature-boundaries: inside a remote, a feature folder (`<remote>/src/<feature>/`) imports another
 * feature only through what that feature offers: its entry (`<feature>/index.ts`) or a module the
 * remote's config lists as public. The remote's shared folders (`shared`: the wizard frame, common
 * views, the test kit) may be imported by every feature. Files at `src/` itself (routes, mount,
 * bootstrap) compose the features and import any of them.
 * Options: `{ src: 'mf-documents/src', shared: ['common', 'testing'], public: { sale: ['saleKeys'] } }`.
 */
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          src: { type: 'string' },
          shared: { type: 'array', items: { type: 'string' } },
          public: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{target}}' is an internal module of the feature '{{feature}}': import what it offers (its index.ts, or a module eslint.config.mjs lists as public), or move the piece to a folder the remote shares.",
    },
  },
  create(context) {
    const { src, shared = [], public: offered = {} } = context.options[0];
    const srcDir = path.resolve(context.cwd, src);
    const featureOf = (file) => {
      const rel = path.relative(srcDir, file).split(path.sep);
      return rel.length > 1 && rel[0] !== '..' ? rel : null;
    };
    const from = featureOf(context.filename);
    if (!from || shared.includes(from[0])) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(context.filename), spec));
      if (!to || to[0] === from[0] || shared.includes(to[0])) return;
      const inner = to
        .slice(1)
        .join('/')
        .replace(/\.(tsx?|mjs|js)$/, '');
      if (inner === '' || inner === 'index' || (offered[to[0]] ?? []).includes(inner)) return;
      context.report({ node: node.source, messageId: 'internal', data: { target: `${to[0]}/${inner}`, feature: to[0] } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default {
  rules: {
    'shared-exports-listed': sharedExportsListed,
    'sql-in-repositories': sqlInRepositories,
    'feature-boundaries': featureBoundaries,
  },
};
