/**
 * The text and form-field names of a PDF as a PDF reader extracts them, for the API tests and the e2e journeys (pdf.js, legacy build, run in a child Node process:
 * it is an ES module that jest's CommonJS sandbox cannot load).
 */
import { execFile } from 'node:child_process';

const SCRIPT = `
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
const chunks = [];
for await (const c of process.stdin) chunks.push(c);
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= doc.numPages; i++) {
  const content = await (await doc.getPage(i)).getTextContent();
  pages.push(content.items.map((it) => it.str).join(' '));
}
process.stdout.write(JSON.stringify({ pages, fields: Object.keys((await doc.getFieldObjects()) ?? {}) }));
`;

export function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; fields: string[] }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', SCRIPT],
      { cwd: __dirname, maxBuffer: 64 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) reject(new Error(`${err.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as { pages: string[]; fields: string[] });
      },
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}
