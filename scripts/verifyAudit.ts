/**
 * `npm run verify-audit -- FILE`: checks an exported audit trail (the offer page's JSON export,
 * docs/domain/audit.md): recomputes every activity's SHA-256 from its canonical content and follows
 * the links from the first activity to the chain's head. Prints "Intact: …" and exits 0, or names
 * the first broken link and exits 1; a file it cannot read as an export exits 2.
 */
import fs from 'node:fs';
import { checkAuditTrailFile } from '../api/src/index';

function main(args: string[]): number {
  const file = args.find((a) => a !== '--');
  if (!file) {
    process.stderr.write('Usage: npm run verify-audit -- FILE (an audit trail exported as JSON)\n');
    return 2;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`);
    return 2;
  }
  const result = checkAuditTrailFile(text);
  (result.readable ? process.stdout : process.stderr).write(`${file}: ${result.message}\n`);
  return !result.readable ? 2 : result.intact ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
