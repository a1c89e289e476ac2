import { Box, Typography } from '@mui/material';
import { ErrorState, LoadingState, mainApi, PARTY_LINK_PARAM, SIGN_TOKEN_PATTERN } from '@offerdesk/shared';
import { downloadOfferDocument, getOfferDocumentsByContract, printPortalOffer } from '@offerdesk/shared/features';
import { useSession, type CounterValues } from '@offerdesk/runtime';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { downloadReviewDocument, downloadSignSetDocumentByParty, getReviewDocuments, getSignSetDocumentsByParty } from '../api';
import { PdfPages } from '../pdf/PdfPages';
import { useViewerChannel } from '../useViewerChannel';
import { CounterValuesPanel } from './CounterValuesPanel';

export const PREVIEW_SIGN_IN_TEXT = 'Sign in to preview these documents, or open the link from your e-mail.';

interface PreviewDoc {
  documentId: number;
  name: string;
  load: (signal: AbortSignal) => Promise<Blob>;
}

const positiveId = (v: string | null | undefined) => (v && /^\d{1,10}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * /document-preview/{contractId}[/{signSetId}]: the documents read-only, each reader by its own
 * capability, never by a hand-off from the framing page. A signer adds ?signToken= and reads its
 * sign set's copies; a portal party adds its party link (?t=&offerId=&partyId=, the credential its
 * own portal page already carries) and reads the offer's documents as its Print; the reviewer adds
 * its reviewer link (?t=&offerId=, no party) and reads each document by name; an agent reads the
 * contract's documents with the session of this origin: a sign set's, or without one the documents as they stand
 * (Document Review's Preview Documents). The framing page's 'counter-offer' message
 * shows the counter values live over the documents.
 */
export function DocumentPreviewPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const contractId = Number(params.contractId);
  const signSetId = params.signSetId === undefined ? null : Number(params.signSetId);
  const token = search.get('signToken');
  const partyToken = token && signSetId && new RegExp(SIGN_TOKEN_PATTERN).test(token) ? token : null;
  const t = search.get(PARTY_LINK_PARAM);
  // A link token has the sign token's shape (contract portal.ts: LINK_TOKEN_PATTERN = SIGN_TOKEN_PATTERN).
  const link =
    t && new RegExp(SIGN_TOKEN_PATTERN).test(t)
      ? { t, offerId: positiveId(search.get('offerId')), partyId: positiveId(search.get('partyId')) }
      : null;
  const session = useSession((s) => s.session);
  const [counter, setCounter] = useState<CounterValues>({});
  useViewerChannel((m) => {
    if (m.type === 'counter-offer') setCounter(m.values);
  });
  const api = mainApi();
  const valid = Number.isInteger(contractId) && contractId > 0 && (signSetId === null || (Number.isInteger(signSetId) && signSetId > 0));
  const mode = !valid ? 'invalid' : partyToken ? 'party' : link?.offerId ? (link.partyId ? 'link' : 'review') : session ? 'agent' : 'none';

  const docs = useQuery({
    queryKey: ['document-preview', mode, contractId, signSetId, partyToken, link],
    enabled: mode !== 'invalid' && mode !== 'none',
    retry: false,
    queryFn: async ({ signal }): Promise<PreviewDoc[]> => {
      if (mode === 'link') {
        const body = { contractId, offerId: link!.offerId!, signSetId, externalPartyId: link!.partyId };
        return [{ documentId: contractId, name: 'Offer documents', load: (s) => printPortalOffer(api, body, link!.t, s) }];
      }
      if (mode === 'review') {
        const { offerId, t: reviewToken } = link!;
        return (await getReviewDocuments(api, offerId!, reviewToken, signal)).map((d) => ({
          documentId: d.id,
          name: d.name,
          load: (s) => downloadReviewDocument(api, offerId!, d.id, reviewToken, s),
        }));
      }
      if (mode === 'party') {
        const credentials = { signSetId: signSetId!, signToken: partyToken! };
        return (await getSignSetDocumentsByParty(api, credentials, signal)).map((d) => ({
          documentId: d.documentId,
          name: d.name,
          load: (s) => downloadSignSetDocumentByParty(api, { ...credentials, documentId: d.documentId }, s),
        }));
      }
      return (await getOfferDocumentsByContract(api, contractId, signSetId ?? undefined, signal)).map((d) => ({
        documentId: d.id,
        name: d.name,
        load: () => downloadOfferDocument(api, contractId, d.id),
      }));
    },
  });

  const body = useMemo(() => {
    if (mode === 'invalid') return <ErrorState message="Document not found." />;
    if (mode === 'none') return <Typography sx={{ px: 1 }}>{PREVIEW_SIGN_IN_TEXT}</Typography>;
    if (docs.isPending) return <LoadingState label="Loading documents…" />;
    if (docs.isError) return <ErrorState message={docs.error.message} onRetry={() => void docs.refetch()} />;
    if (!docs.data.length) return <Typography sx={{ px: 1 }}>There are no documents to show.</Typography>;
    return docs.data.map((d) => (
      <Box component="section" key={d.documentId} aria-label={d.name} sx={{ mb: 3 }}>
        <Typography component="h2" variant="h6" sx={{ px: 1, mb: 1, overflowWrap: 'anywhere' }}>
          {d.name}
        </Typography>
        <PdfPages label={d.name} load={d.load} />
      </Box>
    ));
  }, [mode, docs]);

  return (
    <Box sx={{ width: '100%', maxWidth: 980, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, boxSizing: 'border-box' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, px: 1 }}>
        Document preview
      </Typography>
      <CounterValuesPanel values={counter} />
      {body}
    </Box>
  );
}
