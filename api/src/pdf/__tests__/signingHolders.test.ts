import { PartyRole, Side } from '@offerdesk/shared/domain';
import { renderTemplatePdf } from '../templatePdf';
import { DOCUMENT_TEMPLATES } from '../templateLibrary';
import { partyForRole, readHolders } from '../signingHolders';

describe('signing holders', () => {
  it('reads every signature, date and initials holder of a template PDF with its page and box', async () => {
    const rpa = DOCUMENT_TEMPLATES.find((d) => d.code === 'residential-purchase-agreement')!;
    const holders = await readHolders(await renderTemplatePdf(rpa));
    const pages = rpa.pages.length;
    const names = holders.map((h) => h.name);
    for (let p = 1; p <= pages; p++) expect(names).toEqual(expect.arrayContaining([`Initials.Buyer1.P${p}`, `Initials.Seller2.P${p}`]));
    expect(names).toEqual(expect.arrayContaining(['Signature.Buyer1', 'Date.Buyer1', 'Signature.Seller1']));
    const sig = holders.find((h) => h.name === 'Signature.Buyer1')!;
    expect(sig).toMatchObject({ kind: 'Signature', role: 'Buyer1', width: 220, height: 18 });
    expect(holders.find((h) => h.name === 'Initials.Buyer1.P2')).toMatchObject({ kind: 'Initials', role: 'Buyer1', page: 2 });
  });

  it('names the parties by role: clients and agents of each side in the order they were added', () => {
    const parties = [
      { partyId: 7, roleId: PartyRole.Client, sideId: Side.buyer },
      { partyId: 3, roleId: PartyRole.Client, sideId: Side.buyer },
      { partyId: 9, roleId: PartyRole.Client, sideId: Side.seller },
      { partyId: 4, roleId: PartyRole.OutsideAgent, sideId: Side.seller },
      { partyId: 5, roleId: PartyRole.TitleEscrow, sideId: Side.buyer },
    ];
    expect(
      ['Buyer1', 'Buyer2', 'Buyer3', 'Seller1', 'Seller2', 'SellerAgent1', 'BuyerAgent1', 'Escrow1'].map((r) => partyForRole(r, parties)),
    ).toEqual([3, 7, null, 9, null, 4, null, null]);
  });
});
