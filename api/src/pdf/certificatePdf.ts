/** The certificate of completion of a sign set: its documents, its signers and every event, in DejaVu Sans (any name prints). */
import { textPdf } from './textPdf';

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

export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const { line, gap, save } = await textPdf(`Certificate of Completion - sign set ${facts.signSetId}`);
  line('Certificate of Completion', 18);
  gap();
  line(`Sign set ${facts.signSetId} · ${facts.offerAddress}`, 10);
  line(`Completed: ${facts.completedOn ?? 'not completed'}`, 10);
  gap(12);
  line('Documents', 12);
  for (const d of facts.documents) line(`${d.name} · SHA-256 ${d.sha256}`, 8, 10);
  gap(12);
  line('Signers', 12);
  for (const s of facts.signers) {
    line(`${s.name} (${s.role})${s.email ? ` · ${s.email}` : ''} · ${s.status}`, 9, 10);
    line(`Viewed: ${s.viewedOn ?? '-'} · Signed: ${s.signedOn ?? '-'}`, 8, 20);
    line(`Consent: ${s.consent ?? '-'}`, 8, 20);
  }
  gap(12);
  line('Events', 12);
  for (const e of facts.events) {
    line(`${e.at} · ${e.what} · ${e.who}`, 9, 10);
    if (e.ip || e.userAgent) line(`IP ${e.ip ?? '-'} · ${e.userAgent ?? '-'}`, 8, 20);
  }
  return save();
}
