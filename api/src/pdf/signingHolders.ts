/**
 * The signing holders of a PDF (form fields `Signature.<Role>`, `Date.<Role>` and
 * `Initials.<Role>.P<page>`) and the party each role names on an offer: Buyer1, Buyer2 … the
 * buyer-side clients, Seller1 … the seller-side clients, BuyerAgent1 … and SellerAgent1 … the
 * agents of that side (in-house or outside), each list in the order the parties were added.
 */
import { PartyRole, Side } from '@offerdesk/shared/domain';
import { PDFDocument } from 'pdf-lib';

export type HolderKind = 'Signature' | 'Initials' | 'Date';
export interface SigningHolder {
  name: string;
  kind: HolderKind;
  role: string;
  /** 1-based page of the holder's first widget. */
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

const HOLDER = /^(Signature|Initials|Date)\.([A-Za-z]+[0-9]*)(?:\.P[0-9]+)?$/;

/** Reads the holders of a PDF in page order; a field without a widget on a page is left out. */
export async function readHolders(bytes: Uint8Array): Promise<SigningHolder[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = pdf.getPages();
  const pageOf = new Map(pages.map((p, i) => [p.ref.toString(), i + 1]));
  const out: SigningHolder[] = [];
  for (const field of pdf.getForm().getFields()) {
    const m = HOLDER.exec(field.getName());
    if (!m) continue;
    const widget = field.acroField.getWidgets()[0];
    const pageRef = widget?.P();
    let page = pageRef ? pageOf.get(pageRef.toString()) : undefined;
    if (!page && widget)
      page =
        pages.findIndex((p) => (p.node.Annots()?.asArray() ?? []).some((ref) => pdf.context.lookup(ref) === widget.dict)) + 1 || undefined;
    if (!page || !widget) continue;
    const r = widget.getRectangle();
    out.push({ name: field.getName(), kind: m[1] as HolderKind, role: m[2], page, x: r.x, y: r.y, width: r.width, height: r.height });
  }
  return out.sort((a, b) => a.page - b.page || b.y - a.y || a.x - b.x);
}

export interface RoleParty {
  partyId: number;
  roleId: number;
  sideId: number;
}

const ROLE = /^(Buyer|Seller)(Agent)?([0-9]+)$/;

/** The party a holder role names on the offer, or null when the offer has no such party. */
export function partyForRole(role: string, parties: readonly RoleParty[]): number | null {
  const m = ROLE.exec(role);
  if (!m) return null;
  const side = m[1] === 'Buyer' ? Side.buyer : Side.seller;
  const agents = m[2] === 'Agent';
  const list = [...parties]
    .filter(
      (p) =>
        p.sideId === side &&
        (agents ? p.roleId === PartyRole.InhouseAgent || p.roleId === PartyRole.OutsideAgent : p.roleId === PartyRole.Client),
    )
    .sort((a, b) => a.partyId - b.partyId);
  return list[Number(m[3]) - 1]?.partyId ?? null;
}
