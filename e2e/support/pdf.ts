/** A small real PDF with one line of text (what an agent uploads), made by hand. */
export function handMadePdf(line: string): Buffer {
  return handMadePdfWithHolders(line, []);
}

/**
 * The same, with signing holders: a form text field per name (`Signature.Buyer2`, `Date.Buyer2` …, what
 * a brokerage's own PDF carries for its signers), stacked down the page.
 */
export function handMadePdfWithHolders(line: string, holders: readonly string[]): Buffer {
  const text = `BT /F1 14 Tf 72 720 Td (${line}) Tj ET`;
  const fieldRefs = holders.map((_, i) => `${6 + i} 0 R`).join(' ');
  const appearance = `${6 + holders.length} 0 R`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R${holders.length ? ` /AcroForm << /Fields [${fieldRefs}] /DA (/Helv 0 Tf 0 g) >>` : ''} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R${
      holders.length ? ` /Annots [${fieldRefs}]` : ''
    } >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    ...holders.map(
      (name, i) =>
        `<< /Type /Annot /Subtype /Widget /FT /Tx /T (${name}) /Rect [72 ${600 - i * 60} 272 ${630 - i * 60}] /P 3 0 R /F 4 /AP << /N ${appearance} >> >>`,
    ),
    // The fields' one (empty) appearance.
    ...(holders.length ? ['<< /Type /XObject /Subtype /Form /BBox [0 0 200 30] /Length 0 >>\nstream\n\nendstream'] : []),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
