/** The certificate of completion of a sign set: its documents, its signers and every event, in DejaVu Sans (any name prints). */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { unicodeFont } from './fillPdf';
import { wrapText } from './templatePdf';

export interface CertificateFacts {
  signSetId: number;
  offerAddress: string;
  completedOn: string | null;
  documents: ReadonlyArray<{ name: string; sha256: string }>;
  signers: ReadonlyArray<{
    name: string;
    email: string | null;
    role: string;
    status: string;
    viewedOn: string | null;
    signedOn: string | null;
    /** When it agreed to do business electronically, the text version and from where; null: no consent in force. */
    consent: string | null;
  }>;
  events: ReadonlyArray<{ at: string; what: string; who: string; ip: string | null; userAgent: string | null }>;
}

const PAGE = { width: 612, height: 792, margin: 50 };

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Certificate of Completion - sign set ${facts.signSetId}`);
  pdf.setProducer('OfferDesk');
  pdf.setCreator('OfferDesk');
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(unicodeFont(), { subset: true });
  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const line = (text: string, size = 9, f: PDFFont = font, indent = 0) => {
    for (const part of wrapText(text, f, size, PAGE.width - 2 * PAGE.margin - indent)) {
      if (y - size < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      page.drawText(part, { x: PAGE.margin + indent, y: y - size, size, font: f, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 3;
    }
  };
  const gap = (h = 8) => {
    y -= h;
  };

  line('Certificate of Completion', 18);
  gap();
  line(`Sign set ${facts.signSetId} · ${facts.offerAddress}`, 10);
  line(`Completed: ${facts.completedOn ?? 'not completed'}`, 10);
  gap(12);
  line('Documents', 12);
  for (const d of facts.documents) line(`${d.name} · SHA-256 ${d.sha256}`, 8, font, 10);
  gap(12);
  line('Signers', 12);
  for (const s of facts.signers) {
    line(`${s.name} (${s.role})${s.email ? ` · ${s.email}` : ''} · ${s.status}`, 9, font, 10);
    line(`Viewed: ${s.viewedOn ?? '-'} · Signed: ${s.signedOn ?? '-'}`, 8, font, 20);
    line(`Consent: ${s.consent ?? '-'}`, 8, font, 20);
  }
  gap(12);
  line('Events', 12);
  for (const e of facts.events) {
    line(`${e.at} · ${e.what} · ${e.who}`, 9, font, 10);
    if (e.ip || e.userAgent) line(`IP ${e.ip ?? '-'} · ${e.userAgent ?? '-'}`, 8, font, 20);
  }
  return pdf.save();
}
