// The entry of a PDF worker thread (./pdfPool.ts). The API runs from TypeScript: under
// `node -r @swc-node/register` the worker inherits the loader through execArgv; anywhere else
// (jest, a plain `node` embedding the API) it registers it here before loading the tasks.
'use strict';
if (!require.extensions['.ts']) require('@swc-node/register');
const { pdfTasks } = require('./pdfTasks.ts');

module.exports = ({ name, args }) => pdfTasks[name](...args);
