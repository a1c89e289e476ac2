import { Box, Paper, Tab, Tabs } from '@mui/material';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { EmptyState, ErrorState, LoadingState, mainApi, OfferType } from '@offerdesk/shared';
import { getOfferById, isFormBuilderEnabled } from '@offerdesk/shared/features';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ContractDocumentsPanel } from '../contractDocuments/ContractDocumentsPanel';
import { ActivitiesTab } from './ActivitiesTab';
import { DetailsTab } from './DetailsTab';
import { OfferActions } from './OfferActions';
import { OfferHeader } from './OfferHeader';
import { offerPageKeys } from './offerPageKeys';
import { PartiesTab } from './PartiesTab';
import { SubmitToBroker } from './SubmitToBroker';
import { useMarkViewed } from './useMarkViewed';
import { WaitingMails } from './WaitingMails';

type TabKey = 'details' | 'parties' | 'documents' | 'activities';
const TAB_LABELS: Record<TabKey, string> = {
  details: 'Details',
  parties: 'Parties',
  documents: 'Documents/Signing',
  activities: 'Activities',
};

function TabBody({ tab, offer }: { tab: TabKey; offer: OfferDetail }) {
  switch (tab) {
    case 'details':
      return <DetailsTab offer={offer} />;
    case 'parties':
      return <PartiesTab offer={offer} />;
    case 'activities':
      return <ActivitiesTab offerId={offer.id} />;
    case 'documents':
      return offer.contractId ? (
        <>
          <SubmitToBroker offer={offer} />
          {/* A received offer's agent adds and acts on its own documents (docs/domain/documents.md). */}
          <ContractDocumentsPanel offerId={offer.id} contractId={offer.contractId} />
        </>
      ) : (
        <EmptyState>No documents to display</EmptyState>
      );
  }
}

function OfferScreen({ offerId }: { offerId: number }) {
  const offer = useQuery({ queryKey: offerPageKeys.offer(offerId), queryFn: ({ signal }) => getOfferById(mainApi(), offerId, signal) });
  const formBuilder = useQuery({
    queryKey: offerPageKeys.formBuilderEnabled(),
    queryFn: ({ signal }) => isFormBuilderEnabled(mainApi(), signal),
    staleTime: Infinity,
  });
  const [tab, setTab] = useState<TabKey>('documents');
  useMarkViewed(offer.data);
  if (offer.isPending) return <LoadingState label="Loading offer…" />;
  if (offer.isError) return <ErrorState message={offer.error.message} onRetry={() => void offer.refetch()} />;
  const tabs: TabKey[] = [...(formBuilder.data === true ? (['details'] as const) : []), 'parties', 'documents', 'activities'];
  const shown = tabs.includes(tab) ? tab : 'documents';
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <OfferHeader offer={offer.data} />
      <OfferActions offer={offer.data} />
      {offer.data.offerTypeId !== OfferType.received && <WaitingMails offerId={offer.data.id} />}
      <Paper variant="outlined">
        <Tabs value={shown} onChange={(_e, v: TabKey) => setTab(v)} aria-label="Offer sections" variant="scrollable">
          {tabs.map((k) => (
            <Tab key={k} value={k} label={TAB_LABELS[k]} id={`offer-tab-${k}`} aria-controls={`offer-tabpanel-${k}`} />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`offer-tabpanel-${shown}`} aria-labelledby={`offer-tab-${shown}`} sx={{ p: 2 }}>
          <TabBody tab={shown} offer={offer.data} />
        </Box>
      </Paper>
    </Box>
  );
}

/** '/offer-documents/:offerId': the agent's offer page. */
export function OfferPage() {
  const { offerId } = useParams();
  const id = Number(offerId);
  if (!Number.isInteger(id) || id <= 0) return <ErrorState message="Offer not found." />;
  return <OfferScreen key={id} offerId={id} />;
}
