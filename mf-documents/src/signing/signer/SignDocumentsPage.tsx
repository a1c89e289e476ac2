import { Box, Button, Typography } from '@mui/material';
import type { PartyCredentials, SignatureMark, SignerDocument, SignerHolder, SignerView } from '@offerdesk/shared/contract';
import { ApiError, ErrorState, LoadingState, SIGN_TOKEN_PATTERN, PartyRole } from '@offerdesk/shared';
import { useHost } from '@offerdesk/runtime';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  declineSignSetByParty,
  downloadSignSetDocumentByParty,
  getSignSetByToken,
  getSignSetDocumentsByParty,
  setViewedOnByParty,
  signDocumentsByParty,
  withdrawSigningConsentByParty,
} from '../api';
import { PdfPages, type PageOverlayProps } from '../pdf/PdfPages';
import { useViewerChannel } from '../useViewerChannel';
import { useSigningApi } from '../session/signingApi';
import { AdoptSignatureDialog, type AdoptedMarks } from './AdoptSignatureDialog';
import { DeclineDialog } from './DeclineDialog';
import { ConsentStep, WithdrawConsentDialog } from './ConsentStep';
import { loadSignaturePad } from './DrawPad';
import { HolderBox, holderKey } from './HolderBox';
import { readSignerQuery, redirectOrigins } from './redirects';
import { AccountLink, SignerNotice } from './SignerNotice';
import * as T from './signerState';

const TOKEN = new RegExp(SIGN_TOKEN_PATTERN);

/** The page may navigate the whole tab (a framing page gets the message instead when no address is given). */
export const navigateTo = (url: string) => window.location.assign(url);

function credentialsOf(signToken?: string, signSetId?: string): PartyCredentials | null {
  const id = Number(signSetId);
  return signToken && TOKEN.test(signToken) && Number.isInteger(id) && id > 0 ? { signToken, signSetId: id } : null;
}

const BUYER_SIDE = 1;

/** /sign-documents/{signToken}/{signSetId}: a party reads and signs its documents through its link. */
export function SignDocumentsPage() {
  const { signToken, signSetId } = useParams();
  const credentials = useMemo(() => credentialsOf(signToken, signSetId), [signToken, signSetId]);
  if (!credentials)
    return (
      <PageFrame>
        <SignerNotice severity="error" title={T.NOT_FOUND_TEXT}>
          {T.NOT_FOUND_DETAIL}
        </SignerNotice>
      </PageFrame>
    );
  return <SignerPage credentials={credentials} />;
}

export function PageFrame({ children, toolbar }: { children: React.ReactNode; toolbar?: React.ReactNode }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 980, mx: 'auto', px: { xs: 1, sm: 2 }, py: 2, boxSizing: 'border-box' }}>
      <Typography component="h1" variant="h5" sx={{ mb: 2, px: 1 }}>
        Sign documents
      </Typography>
      {toolbar}
      {children}
    </Box>
  );
}

/**
 * The guided signing page of one signer of one set: by its token (`/sign-documents`), or — in the
 * agent's workspace (`/sign-contract-documents`) — by its party id with the agent's own session.
 * `inWorkspaceFrame`: shown in the workspace's frame, whose page has its own way back (no 'close this page').
 */
export function SignerPage({ credentials, inWorkspaceFrame = false }: { credentials: PartyCredentials; inWorkspaceFrame?: boolean }) {
  const api = useSigningApi();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const parentOrigin = useHost((s) => s.config.parentOrigin);
  const query = useMemo(() => readSignerQuery(search, redirectOrigins(parentOrigin), window.location.href), [search, parentOrigin]);
  const channel = useViewerChannel();
  const key = ['signer', credentials.signSetId, credentials.signToken ?? `party:${credentials.partyId}`];

  const view = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getSignSetByToken(api, credentials, signal),
    retry: false,
    // Every party signed: the page shows the completion once the signatures are stamped and sealed.
    refetchInterval: (q) => (q.state.data && T.isCompleting(q.state.data) ? T.COMPLETING_REFRESH_MS : false),
  });
  const docs = useQuery({
    queryKey: [...key, 'documents'],
    queryFn: ({ signal }) => getSignSetDocumentsByParty(api, credentials, signal),
    retry: false,
    enabled: view.isSuccess,
  });

  // The first opening is recorded (the server keeps only the first).
  const viewed = useRef(false);
  useEffect(() => {
    if (!view.data || viewed.current) return;
    viewed.current = true;
    void setViewedOnByParty(api, credentials).catch(() => undefined);
  }, [view.data, api, credentials]);

  useEffect(() => {
    channel.post({ type: 'loading-documents', loading: true });
  }, [channel]);

  const setView = (v: SignerView) => queryClient.setQueryData(key, v);

  if (view.isPending)
    return (
      <PageFrame>
        <LoadingState label="Loading your documents…" />
      </PageFrame>
    );
  if (view.isError) {
    const notFound = view.error instanceof ApiError && (view.error.status === 404 || view.error.status === 400);
    return (
      <PageFrame>
        {notFound ? (
          <SignerNotice severity="error" title={T.NOT_FOUND_TEXT}>
            {T.NOT_FOUND_DETAIL}
          </SignerNotice>
        ) : (
          <ErrorState message={view.error.message} onRetry={() => void view.refetch()} />
        )}
      </PageFrame>
    );
  }
  const state = T.signerPageState(view.data);
  const isBuyerClient = () => {
    const me = view.data.signSet.parties.find((p) => p.partyId === view.data.party.partyId);
    return me?.roleId === PartyRole.Client && me.sideId === BUYER_SIDE;
  };
  const account = query.accountUrl && isBuyerClient() ? <AccountLink href={query.accountUrl} /> : undefined;
  const documentsView = docs.data ? (
    <DocumentsReadOnly credentials={credentials} documents={docs.data} />
  ) : docs.isError ? (
    <ErrorState message={docs.error.message} onRetry={() => void docs.refetch()} />
  ) : (
    <LoadingState label="Loading your documents…" />
  );

  const later = () => {
    channel.post({ type: 'cancel-sign-documents', signSetId: credentials.signSetId, declined: false });
    if (query.redirectUrl) navigateTo(query.redirectUrl);
  };
  if (state === 'sign' && !view.data.consent.given)
    return (
      <PageFrame>
        <ConsentStep credentials={credentials} view={view.data} onAgreed={setView} onLater={later} />
        {documentsView}
      </PageFrame>
    );
  if (state === 'sign') {
    if (!docs.data) return <PageFrame>{documentsView}</PageFrame>;
    return (
      <SigningFlow
        credentials={credentials}
        view={view.data}
        documents={docs.data}
        onSigned={(v) => {
          const completed = T.signerPageState(v) === 'completed';
          channel.post({ type: 'sign-documents-success', signSetId: credentials.signSetId, partyId: v.party.partyId, completed });
          const next = query.addSellerUrl ?? query.successUrl;
          if (next) navigateTo(next);
          setView(v);
        }}
        onDeclined={(v) => {
          channel.post({ type: 'cancel-sign-documents', signSetId: credentials.signSetId, declined: true });
          if (query.redirectUrl) navigateTo(query.redirectUrl);
          setView(v);
        }}
        onLater={later}
        onWithdrawn={setView}
      />
    );
  }
  const notices: Record<Exclude<T.SignerPageState, 'sign'>, React.ReactNode> = {
    voided: (
      <SignerNotice severity="warning" title={T.VOIDED_TEXT}>
        {view.data.signSet.voidReason && <Typography sx={{ mt: 1 }}>Reason: {view.data.signSet.voidReason}</Typography>}
      </SignerNotice>
    ),
    declined: <SignerNotice severity="info" title={T.DECLINED_TEXT} />,
    'other-declined': <SignerNotice severity="warning" title={T.OTHER_DECLINED_TEXT} />,
    completed: <SignerNotice severity="success" title={T.COMPLETED_TEXT} action={account} />,
    signed: (
      <SignerNotice severity="success" title={T.SIGNED_TEXT} action={account}>
        {T.signedDetail(view.data, inWorkspaceFrame)}
      </SignerNotice>
    ),
    'view-only': <SignerNotice severity="info" title={T.VIEW_ONLY_TEXT} />,
    'not-your-turn': (
      <SignerNotice severity="info" title={T.NOT_YOUR_TURN_TEXT}>
        {T.NOT_YOUR_TURN_DETAIL}
      </SignerNotice>
    ),
  };
  return (
    <PageFrame>
      {notices[state]}
      {state !== 'voided' && documentsView}
    </PageFrame>
  );
}

/** One document of the set drawn page by page (its PDF through the party-token route). */
function DocumentSection({
  credentials,
  doc,
  overlay,
  onReady,
}: {
  credentials: PartyCredentials;
  doc: SignerDocument;
  overlay?: (doc: SignerDocument, p: PageOverlayProps) => React.ReactNode;
  onReady: () => void;
}) {
  const api = useSigningApi();
  const { documentId } = doc;
  const load = useMemo(
    () => (signal: AbortSignal) => downloadSignSetDocumentByParty(api, { ...credentials, documentId }, signal),
    [api, credentials, documentId],
  );
  return (
    <Box component="section" aria-label={doc.name} sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ px: 1, mb: 1, overflowWrap: 'anywhere' }}>
        {doc.name}
      </Typography>
      <PdfPages label={doc.name} load={load} overlay={overlay ? (p) => overlay(doc, p) : undefined} onReady={onReady} />
    </Box>
  );
}

/** The set's documents in order, with an overlay per page. */
function DocumentList({
  credentials,
  documents,
  overlay,
}: {
  credentials: PartyCredentials;
  documents: SignerDocument[];
  overlay?: (doc: SignerDocument, p: PageOverlayProps) => React.ReactNode;
}) {
  const channel = useViewerChannel();
  const ready = useRef(new Set<number>());
  return (
    <>
      {documents.map((doc) => (
        <DocumentSection
          key={doc.documentId}
          credentials={credentials}
          doc={doc}
          overlay={overlay}
          onReady={() => {
            ready.current.add(doc.documentId);
            if (ready.current.size === documents.length) channel.post({ type: 'loading-documents', loading: false });
          }}
        />
      ))}
    </>
  );
}

function DocumentsReadOnly({ credentials, documents }: { credentials: PartyCredentials; documents: SignerDocument[] }) {
  return <DocumentList credentials={credentials} documents={documents.map((d) => ({ ...d, holders: [] }))} />;
}

interface FlowProps {
  credentials: PartyCredentials;
  view: SignerView;
  documents: SignerDocument[];
  onSigned: (v: SignerView) => void;
  onDeclined: (v: SignerView) => void;
  onLater: () => void;
  onWithdrawn: (v: SignerView) => void;
}

/** Guided signing: Next field, adopt once (draw or type) and apply, Finish or Decline. */
function SigningFlow({ credentials, view, documents, onSigned, onDeclined, onLater, onWithdrawn }: FlowProps) {
  const api = useSigningApi();
  const channel = useViewerChannel();
  const [marks, setMarks] = useState<AdoptedMarks | null>(null);
  const [applied, setApplied] = useState<Set<string>>(() => new Set());
  const [adopting, setAdopting] = useState<{ documentId: number; holder: SignerHolder } | 'finish' | null>(null);
  const [declining, setDeclining] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const [active, setActive] = useState<string | null>(null);

  const toFill = useMemo(
    () =>
      documents.flatMap((d) =>
        d.holders
          .filter((h) => h.kind !== 'Date')
          .map((h) => ({ documentId: d.documentId, holder: h, key: holderKey(d.documentId, h.name) })),
      ),
    [documents],
  );
  const remaining = toFill.filter((f) => !applied.has(f.key));
  // The drawing pad's code comes while the signer reads, not after the adopt dialog opens.
  useEffect(() => {
    void loadSignaturePad().catch(() => undefined);
  }, []);

  const sign = useMutation({ mutationFn: (m: AdoptedMarks) => signDocumentsByParty(api, credentials, m), onSuccess: onSigned });
  const decline = useMutation({ mutationFn: (reason: string) => declineSignSetByParty(api, credentials, reason), onSuccess: onDeclined });
  const withdraw = useMutation({ mutationFn: () => withdrawSigningConsentByParty(api, credentials), onSuccess: onWithdrawn });

  const apply = useCallback((documentId: number, holder: SignerHolder, m: AdoptedMarks | null) => {
    if (!m) return setAdopting({ documentId, holder });
    setApplied((s) => new Set(s).add(holderKey(documentId, holder.name)));
  }, []);

  const next = () => {
    const target = remaining[0];
    if (!target) return document.getElementById('finish-signing')?.focus();
    setActive(target.key);
    channel.post({ type: 'click-next-flag', documentId: target.documentId, fieldName: target.holder.name });
    const el = document.getElementById(`holder-${target.key}`);
    el?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    el?.focus({ preventScroll: true });
  };

  const finish = () => {
    if (remaining.length) {
      const first = remaining[0]!;
      channel.post({ type: 'incompleteFieldTooltip', documentId: first.documentId, fieldName: first.holder.name });
      return next();
    }
    if (!marks) return setAdopting('finish');
    sign.mutate(marks);
  };

  const markFor = (kind: SignerHolder['kind']): SignatureMark | null =>
    marks ? (kind === 'Initials' ? marks.initials : marks.signature) : null;
  const total = toFill.length;

  const toolbar = (
    <Box
      role="toolbar"
      aria-label="Signing"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        px: 1,
        py: 1,
        mb: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <Typography aria-live="polite" sx={{ flexGrow: 1, minWidth: 140 }}>
        {remaining.length ? `${remaining.length} of ${total} fields left to sign` : 'Every field is signed. Select Finish.'}
      </Typography>
      <Button variant="outlined" onClick={next} disabled={!remaining.length}>
        Next
      </Button>
      <Button id="finish-signing" variant="contained" onClick={finish} disabled={sign.isPending}>
        {sign.isPending ? 'Finishing…' : 'Finish'}
      </Button>
      <Button color="error" onClick={() => setDeclining(true)}>
        Decline
      </Button>
      <Button onClick={onLater}>Finish later</Button>
      <Button onClick={() => setWithdrawing(true)}>Withdraw consent</Button>
    </Box>
  );

  return (
    <PageFrame toolbar={toolbar}>
      <Typography sx={{ px: 1, mb: 2 }}>
        {view.party.name}, please review the documents below and sign where marked. Select Next to go to your next field.
      </Typography>
      {sign.isError && <ErrorState title="The documents could not be signed" message={sign.error.message} />}
      <DocumentList
        credentials={credentials}
        documents={documents}
        overlay={(doc, p) =>
          doc.holders
            .filter((h) => h.page === p.page)
            .map((h) => {
              const key = holderKey(doc.documentId, h.name);
              return (
                <HolderBox
                  key={h.name}
                  holder={h}
                  documentId={doc.documentId}
                  scale={p.scale}
                  page={{ width: p.pageWidth, height: p.pageHeight }}
                  active={active === key}
                  mark={applied.has(key) ? markFor(h.kind) : null}
                  onApply={() => {
                    setActive(key);
                    apply(doc.documentId, h, marks);
                  }}
                />
              );
            })
        }
      />
      <AdoptSignatureDialog
        open={adopting !== null}
        name={view.party.name}
        onClose={() => setAdopting(null)}
        onAdopt={(m) => {
          setMarks(m);
          const pending = adopting;
          setAdopting(null);
          if (pending === 'finish') sign.mutate(m);
          else if (pending) apply(pending.documentId, pending.holder, m);
        }}
      />
      <WithdrawConsentDialog
        open={withdrawing}
        busy={withdraw.isPending}
        error={withdraw.isError ? withdraw.error.message : null}
        onClose={() => setWithdrawing(false)}
        onWithdraw={() => withdraw.mutate()}
      />
      <DeclineDialog
        open={declining}
        busy={decline.isPending}
        error={decline.isError ? decline.error.message : null}
        onClose={() => setDeclining(false)}
        onDecline={(r) => decline.mutate(r)}
      />
    </PageFrame>
  );
}
