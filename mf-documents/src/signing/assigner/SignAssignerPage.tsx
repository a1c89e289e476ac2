import { Alert, Box, Button, Link, Typography } from '@mui/material';
import type { DocumentFields } from '@offerdesk/shared/contract';
import { ErrorState, inAppReturnPath, LoadingState } from '@offerdesk/shared';
import { downloadOfferDocument, getOfferDocumentFields } from '@offerdesk/shared/features';
import type { ParentToViewerMessage } from '@offerdesk/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { assignDocumentField, getPartiesByContract } from '../api';
import { PdfPages } from '../pdf/PdfPages';
import { useViewerChannel } from '../useViewerChannel';
import { SigningSessionGate } from '../session/SigningSessionGate';
import { useSigningApi } from '../session/signingApi';
import { AssignerHolder } from './AssignerHolder';
import { PartyLegend } from './PartyLegend';

export const fieldsLeftText = (n: number) =>
  n === 0 ? 'Every field is assigned.' : n === 1 ? '1 field to assign' : `${n} fields to assign`;

/**
 * /sign-assigner/{contractId}[/{documentId}]: the agent sees each document's signing holders in
 * its party's colour and re-assigns them (drag a holder onto a party, a party onto a holder, or
 * the holder's menu), or leaves them out. Review-tab mode (isReviewTab=true and
 * displayMultipleDocuments=true) shows every document (or those the parent includes). Opened full-page from an
 * in-app screen (`returnTo`, Document Review's 'Assign fields'), a '< Back' link returns there.
 */
export function SignAssignerPage() {
  const contractId = Number(useParams().contractId);
  return (
    <SigningSessionGate expect={{ purpose: 'assign', contractId: contractId > 0 ? contractId : null }}>
      <AssignerScreen />
    </SigningSessionGate>
  );
}

function AssignerScreen() {
  const params = useParams();
  const [search] = useSearchParams();
  const contractId = Number(params.contractId);
  const api = useSigningApi();
  const queryClient = useQueryClient();
  const reviewTab = search.get('isReviewTab') === 'true' && search.get('displayMultipleDocuments') === 'true';
  const branded = search.get('brand') !== 'no';
  const highlightPartyId = Number(search.get('partyId')) || null;
  const back = inAppReturnPath(search.get('returnTo'));
  const [activeId, setActiveId] = useState<number | null>(Number(params.documentId) || null);
  const [included, setIncluded] = useState<number[] | null>(null);

  const key = ['sign-assigner', contractId];
  const fields = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getOfferDocumentFields(api, contractId, signal),
    enabled: contractId > 0,
  });
  const parties = useQuery({
    queryKey: [...key, 'parties'],
    queryFn: ({ signal }) => getPartiesByContract(api, contractId, signal),
    enabled: contractId > 0,
  });

  const channel = useViewerChannel((m: ParentToViewerMessage) => {
    if (m.type === 'include-in-documents' || m.type === 'filter-documents') setIncluded(m.documentIds);
    if (m.type === 'change-document') setActiveId(m.documentId);
  });
  useEffect(() => {
    channel.post({ type: 'sign-assigner', contractId, documentId: Number(params.documentId) || null });
  }, [channel, contractId, params.documentId]);

  const docs = useMemo(() => (fields.data ?? []).filter((d) => !included || included.includes(d.documentId)), [fields.data, included]);
  const active = docs.find((d) => d.documentId === activeId) ?? docs[0];
  useEffect(() => {
    if (active) channel.post({ type: 'update-active-document', documentId: active.documentId });
  }, [channel, active?.documentId]); // eslint-disable-line react-hooks/exhaustive-deps

  const report = (doc: DocumentFields) => {
    channel.post({ type: 'unAssignCount', documentId: doc.documentId, count: doc.requiredFields });
    if (doc.requiredFields === 0) channel.post({ type: 'assignComplete', documentId: doc.documentId });
  };
  const assign = useMutation({
    mutationFn: (v: { documentId: number; fieldName: string; partyId: number | null }) => assignDocumentField(api, { contractId, ...v }),
    onSuccess: (doc) => {
      queryClient.setQueryData<DocumentFields[]>(key, (all) => all?.map((d) => (d.documentId === doc.documentId ? doc : d)));
      report(doc);
    },
  });
  useEffect(() => {
    fields.data?.forEach(report);
  }, [fields.data === undefined]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!(contractId > 0)) return <ErrorState message="Contract not found." />;
  if (fields.isPending || parties.isPending) return <LoadingState label="Loading documents…" />;
  if (fields.isError) return <ErrorState message={fields.error.message} onRetry={() => void fields.refetch()} />;
  if (parties.isError) return <ErrorState message={parties.error.message} onRetry={() => void parties.refetch()} />;
  const shown = reviewTab ? docs : active ? [active] : [];
  const totalLeft = docs.reduce((n, d) => n + d.requiredFields, 0);

  return (
    <Box sx={{ width: '100%', maxWidth: 1100, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, boxSizing: 'border-box' }}>
      {back && (
        <Link component={RouterLink} to={back} sx={{ display: 'inline-block', mb: 1 }}>
          {'< Back'}
        </Link>
      )}
      <Typography component="h1" variant={branded ? 'h5' : 'h6'} sx={{ mb: 1 }}>
        Assign signing fields
      </Typography>
      <Typography aria-live="polite" sx={{ mb: 2 }} data-testid="unassigned-count">
        {fieldsLeftText(totalLeft)}
      </Typography>
      <PartyLegend
        parties={parties.data}
        highlightPartyId={highlightPartyId}
        onDropField={(documentId, fieldName, partyId) => assign.mutate({ documentId, fieldName, partyId })}
      />
      {assign.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {assign.error.message}
        </Alert>
      )}
      {!reviewTab && docs.length > 1 && (
        <Box component="nav" aria-label="Documents" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          {docs.map((d) => (
            <Button
              key={d.documentId}
              variant={d.documentId === active?.documentId ? 'contained' : 'outlined'}
              aria-current={d.documentId === active?.documentId ? 'page' : undefined}
              onClick={() => {
                setActiveId(d.documentId);
                channel.post({ type: 'change-document', documentId: d.documentId });
              }}
            >
              {d.name} ({fieldsLeftText(d.requiredFields)})
            </Button>
          ))}
        </Box>
      )}
      {!shown.length && <Typography>There are no documents to show.</Typography>}
      {shown.map((doc) => (
        <AssignerDocument
          key={doc.documentId}
          contractId={contractId}
          doc={doc}
          parties={parties.data}
          onAssign={(fieldName, partyId) => assign.mutate({ documentId: doc.documentId, fieldName, partyId })}
        />
      ))}
    </Box>
  );
}

function AssignerDocument({
  contractId,
  doc,
  parties,
  onAssign,
}: {
  contractId: number;
  doc: DocumentFields;
  parties: NonNullable<Parameters<typeof PartyLegend>[0]['parties']>;
  onAssign: (fieldName: string, partyId: number | null) => void;
}) {
  const api = useSigningApi();
  const { documentId } = doc;
  const load = useMemo(() => () => downloadOfferDocument(api, contractId, documentId), [api, contractId, documentId]);
  return (
    <Box component="section" aria-label={doc.name} sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {doc.name} · {fieldsLeftText(doc.requiredFields)}
      </Typography>
      <PdfPages
        label={doc.name}
        load={load}
        overlay={(p) =>
          doc.fields
            .filter((f) => f.page === p.page)
            .map((f) => (
              <AssignerHolder
                key={f.name}
                field={f}
                documentId={doc.documentId}
                parties={parties}
                scale={p.scale}
                page={{ width: p.pageWidth, height: p.pageHeight }}
                onAssign={onAssign}
              />
            ))
        }
      />
    </Box>
  );
}
