/**
 * Stamping benchmark: `npm run bench -- stamping` (scripts/bench.ts).
 * A 20-page package (the purchase agreement's pages repeated, an initials holder per client on
 * every page and the four clients' signature and date holders on the last) is signed by its four
 * signers, one after the other, as the signing service does it — `stampSignatures` per signer
 * (each signature is stored, so each one loads and saves the file), then `sealPdf` over the
 * completed package — against plain pdf-lib doing the same stamping: load, draw the marks into
 * the same boxes, remove the fields, save, four times. Prints the median times and their ratio
 * against the 1.3 target.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { unicodeFont, widgetPages } from '../src/pdf/fillPdf';
import { generateSealKey, sealPdf } from '../src/pdf/sealPdf';
import { stampSignatures, type SignerMarks } from '../src/pdf/stampSignatures';
import { CLIENT_SIGNERS, DOCUMENT_TEMPLATES, type Block, type DocumentTemplateDef } from '../src/pdf/templateLibrary';
import { renderTemplatePdf } from '../src/pdf/templatePdf';

const PAGES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_RATIO = 1.3;
const NAMES: Record<string, string> = { Buyer1: 'Łukasz Żółć', Buyer2: 'Maria Buyer', Seller1: 'Sam Seller', Seller2: 'Zoë Seller' };

/** The 20-page package: the purchase agreement's pages cycled, the four clients' signature blocks on the last page. */
async function packagePdf(): Promise<Uint8Array> {
  const rpa = DOCUMENT_TEMPLATES.find((d) => d.code === 'residential-purchase-agreement')!;
  const body: Block[][] = rpa.pages.map((blocks) => blocks.filter((b) => b.kind !== 'signatures'));
  const pages: Block[][] = Array.from({ length: PAGES }, (_v, i) => body[i % body.length]);
  pages[PAGES - 1] = [{ kind: 'signatures', roles: [...CLIENT_SIGNERS] }];
  const def: DocumentTemplateDef = { ...rpa, pages };
  return renderTemplatePdf(def);
}

const holdersOf = (names: string[], role: string) => names.filter((n) => n.split('.')[1] === role);
const marksOf = (role: string): SignerMarks => {
  const name = NAMES[role];
  return {
    signature: { type: 'typed', text: name },
    initials: {
      type: 'typed',
      text: name
        .split(' ')
        .map((w) => w[0])
        .join(''),
    },
    date: '11/25/2026',
  };
};

/** The product: each signer stamped and stored in turn, then the package sealed. */
async function product(pdf: Uint8Array, names: string[], key: ReturnType<typeof generateSealKey>) {
  let bytes = pdf;
  for (const role of CLIENT_SIGNERS) bytes = await stampSignatures(bytes, holdersOf(names, role), marksOf(role));
  return sealPdf(bytes, key);
}

let italic: Buffer | undefined;
/** Plain pdf-lib: per signer load, draw each mark into its widget's box, remove the fields, save. */
async function baseline(pdf: Uint8Array, names: string[]) {
  let bytes = pdf;
  for (const role of CLIENT_SIGNERS) {
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    doc.registerFontkit(fontkit);
    const plain = await doc.embedFont(unicodeFont(), { subset: true });
    const oblique = await doc.embedFont((italic ??= readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Oblique.ttf'))), {
      subset: true,
    });
    const pageOf = widgetPages(doc);
    const marks = marksOf(role);
    const form = doc.getForm();
    for (const name of holdersOf(names, role)) {
      const field = form.getField(name);
      const kind = name.split('.')[0];
      const text =
        kind === 'Date'
          ? marks.date
          : kind === 'Initials'
            ? (marks.initials as { text: string }).text
            : (marks.signature as { text: string }).text;
      for (const widget of field.acroField.getWidgets()) {
        const page = pageOf.get(widget.dict)!;
        const r = widget.getRectangle();
        page.drawText(text, {
          x: r.x + 2,
          y: r.y + 2,
          size: Math.min(r.height - 2, 12),
          font: kind === 'Date' ? plain : oblique,
          color: rgb(0.05, 0.1, 0.45),
        });
      }
      form.removeField(field);
    }
    bytes = await doc.save();
  }
  return bytes;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median times of the two, run alternately (after a warm-up of each) so that a busy machine weighs on both alike. */
async function timedPair(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  await a();
  await b();
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    for (const [k, run] of [a, b].entries()) {
      const start = performance.now();
      await run();
      times[k].push(performance.now() - start);
    }
  }
  return [median(times[0]), median(times[1])];
}

export async function runStampingBench() {
  const pdf = await packagePdf();
  const names = (await PDFDocument.load(pdf))
    .getForm()
    .getFields()
    .map((f) => f.getName());
  const key = generateSealKey();
  const [plain, ours] = await timedPair(
    () => baseline(pdf, names),
    () => product(pdf, names, key),
  );
  const ratio = ours / plain;
  console.log(`Stamping: ${PAGES}-page package, ${CLIENT_SIGNERS.length} signers (${names.length} holders), median of ${RUNS}`);
  console.log(`  pdf-lib load + stamp + save   ${plain.toFixed(1).padStart(8)} ms`);
  console.log(`  stampSignatures + sealPdf     ${ours.toFixed(1).padStart(8)} ms`);
  console.log(`  ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}) ${ratio <= TARGET_RATIO ? 'ok' : 'OVER'}`);
  return { plain, ours, ratio };
}
