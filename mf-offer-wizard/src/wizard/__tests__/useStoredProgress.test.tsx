import type { OfferDetail } from '@offerdesk/shared/contract';
import { createQueryClient, QueryClientProvider, WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { contract, exampleOfferDocument } from '@offerdesk/shared/testing';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { answer, sent, server, startApiServer } from '../../testing/api';
import { useStoredProgress } from '../useStoredProgress';

startApiServer(() => [answer(contract.documents.byExternalId, () => HttpResponse.json([]))]);

const party = (roleId: number, sideId: number) => ({
  partyId: roleId * 10 + sideId,
  personId: roleId * 10 + sideId,
  vendorId: null,
  roleId,
  sideId,
});
const offer = (parties: ReturnType<typeof party>[], more: Partial<OfferDetail> = {}) =>
  ({ id: 9, parties, ...more }) as unknown as OfferDetail;

function renderProgress(o: OfferDetail) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useStoredProgress(o), { wrapper });
}
const documentReads = () => sent(contract.documents.byExternalId).map((r) => new URL(r.url).pathname);

describe('progress of a reopened draft', () => {
  beforeEach(() => {
    localStorage.clear();
    wizardStore.getState().reset();
    wizardStore.getState().openOffer(9, WizardStep.OfferInformation);
  });

  it('shows the Parties step completed once the buyer client, both agents and a title/escrow party are stored', async () => {
    renderProgress(offer([party(1, 1), party(3, 1), party(4, 2), party(5, 2)]));
    expect(wizardStore.getState().completedSteps).toEqual([WizardStep.OfferInformation, WizardStep.Parties]);
    // No documents assigned: Add Documents stays open.
    await waitFor(() => expect(documentReads()).toEqual([expect.stringMatching(/\/9$/)]));
    expect(wizardStore.getState().completedSteps).not.toContain(WizardStep.AddDocuments);
  });

  it('leaves it open while one is missing, and ignores another offer', async () => {
    renderProgress(offer([party(1, 1), party(4, 1), party(4, 2)]));
    renderProgress({ ...offer([party(1, 1), party(3, 1), party(4, 2), party(5, 2)]), id: 10 });
    await waitFor(() => expect(documentReads()).toHaveLength(1));
    expect(documentReads()).toEqual([expect.stringMatching(/\/9$/)]);
    expect(wizardStore.getState().completedSteps).toEqual([WizardStep.OfferInformation]);
  });

  it('shows the Add Documents step completed once documents are assigned to an offer not built from MLS data', async () => {
    server.use(answer(contract.documents.byExternalId, () => HttpResponse.json([exampleOfferDocument()])));
    renderProgress(offer([]));
    await waitFor(() => expect(wizardStore.getState().completedSteps).toContain(WizardStep.AddDocuments));
    expect(wizardStore.getState().completedSteps).toEqual([WizardStep.OfferInformation, WizardStep.AddDocuments]);
  });

  it('an offer built from MLS data does not count its documents (they are not even read)', async () => {
    server.use(answer(contract.documents.byExternalId, () => HttpResponse.json([exampleOfferDocument()])));
    renderProgress(offer([], { fromMlsData: true }));
    renderProgress(offer([]));
    // The second offer proves the reads have happened by the time the first would have counted.
    await waitFor(() => expect(wizardStore.getState().completedSteps).toContain(WizardStep.AddDocuments));
    expect(documentReads()).toHaveLength(1);
  });
});
