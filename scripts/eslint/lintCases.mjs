import { ESLint } from 'eslint';

/**
 * Lints small in-memory sources as if they were the given files of this repository, with the
 * repository's own eslint.config.mjs, and prints each case's rule ids as JSON. Reads
 * `[{ filePath, code }]` as JSON on standard input (the boundary tests run it in a child process:
 * ESLint loads its config with a native dynamic import, which jest's module sandbox refuses).
 */
const input = await new Promise((resolve, reject) => {
  let text = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (c) => (text += c));
  process.stdin.on('end', () => resolve(text));
  process.stdin.on('error', reject);
});
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const out = [];
for (const { filePath, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath });
  out.push(result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(out));
