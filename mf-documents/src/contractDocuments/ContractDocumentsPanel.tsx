import { Alert, Box, Button, Checkbox, FormControlLabel, Snackbar, Typography } from '@mui/material';
import type { ContractDocument } from '@offerdesk/shared/contract';
import { ErrorState, isOfferAccepted, isPdfFile, LoadingState, mainApi, ONLY_PDF_MESSAGE as ONLY_PDF } from '@offerdesk/shared';
import {
  bulkActions,
  filesSelectedLabel,
  getOfferById,
  getPartiesByOffer,
  rowActions,
  shareDecision,
  type RowAction,
} from '@offerdesk/shared/features';
import { ShareByEmailDialog } from '@offerdesk/shared/forms';
import { sessionStore } from '@offerdesk/runtime';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type DragEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { downloadCertificate, downloadContractDocument, getContractDocuments } from './api';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { toggled } from './dialogs/PartyChecklist';
import { AddDocumentsDialog } from './dialogs/AddDocumentsDialog';
import { RemoveDocumentsDialog } from './dialogs/RemoveDocumentsDialog';
import { ShareCompletedDialog } from './dialogs/ShareCompletedDialog';
import { ShareForSignatureDialog } from './dialogs/ShareForSignatureDialog';
import { VoidDocumentsDialog } from './dialogs/VoidDocumentsDialog';
import { documentKeys } from './documentKeys';
import { DocumentGroup } from './DocumentGroup';
import { saveFile } from './saveFile';
import { toActionDocument } from './toActionDocument';
import { useDocumentMutations } from './useDocumentMutations';

export interface ContractDocumentsPanelProps {
  offerId: number;
  contractId: number;
  /** Download and Certificate only. A received offer is not read-only: its agent acts on the documents it added. */
  readOnly?: boolean;
}

const READ_ONLY_ACTIONS: readonly RowAction[] = ['Download', 'Certificate'];

/** The contract documents list of the offer page's Documents/Signing tab. */
export function ContractDocumentsPanel({ offerId, contractId, readOnly = false }: ContractDocumentsPanelProps) {
  const api = mainApi();
  const navigate = useNavigate();
  const docs = useQuery({
    queryKey: documentKeys.ofContract(contractId),
    queryFn: ({ signal }) => getContractDocuments(api, contractId, signal),
  });
  const offer = useQuery({ queryKey: documentKeys.offer(offerId), queryFn: ({ signal }) => getOfferById(api, offerId, signal) });
  const parties = useQuery({ queryKey: documentKeys.parties(offerId), queryFn: ({ signal }) => getPartiesByOffer(api, offerId, signal) });
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [toast, setToast] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ title: string; message: string } | null>(null);
  const alertOf = (message: string) => setNotice({ title: 'Documents', message });
  const [removing, setRemoving] = useState<number[]>([]);
  const [voiding, setVoiding] = useState<number[]>([]);
  const [emailing, setEmailing] = useState<number[]>([]);
  const [signing, setSigning] = useState<number[]>([]);
  const [signingError, setSigningError] = useState<string | null>(null);
  const [completed, setCompleted] = useState<ContractDocument[]>([]);
  const [adding, setAdding] = useState(false);
  const signedCopyFor = useRef<number | null>(null);
  const signedInput = useRef<HTMLInputElement>(null);
  const m = useDocumentMutations(offerId, contractId, setToast, alertOf);

  const list = useMemo(() => docs.data ?? [], [docs.data]);
  const byId = useMemo(() => new Map(list.map((d) => [d.id, d])), [list]);
  const chosen = list.filter((d) => selected.has(d.id));
  const ctx = {
    isBuyerAgent: !!offer.data?.isBuyerAgent,
    canEdit: !readOnly && !!offer.data?.canEdit,
    offerAccepted: !!offer.data && isOfferAccepted(offer.data),
  };
  const bulk = bulkActions(readOnly ? [] : chosen.map(toActionDocument), ctx);
  const actionsOf = (d: ContractDocument) => rowActions(toActionDocument(d), ctx).filter((a) => !readOnly || READ_ONLY_ACTIONS.includes(a));
  const names = (ids: number[]) => ids.map((id) => byId.get(id)?.name ?? '');
  const agentName = sessionStore.getState().session?.name ?? '';
  const plain = list.filter((d) => d.sharedSignSet === null);
  const inSessions = list.filter((d) => d.sharedSignSet !== null);
  const showReorder = !readOnly && list.some((d) => d.sharedSignSet !== null || d.status === 'Signed');

  const toggle = (id: number) => setSelected((s) => toggled(s, id));
  const prepare = (ids: number[]) => navigate(`/document-viewer/${offerId}?documents=${ids.join(',')}`);
  const download = async (d: ContractDocument) =>
    saveFile(await downloadContractDocument(api, { contractId, documentId: d.id }), `${d.name}.pdf`);
  const share = (targets: ContractDocument[]) => {
    const decision = shareDecision(targets.map(toActionDocument));
    if (decision.kind === 'message') setNotice({ title: 'Share Documents', message: decision.message });
    else if (decision.kind === 'shareCompleted') setCompleted(targets);
    else setSigning(targets.map((d) => d.id));
  };
  const onAction = (d: ContractDocument, action: RowAction) => {
    const run: Record<RowAction, () => void> = {
      View: () => prepare([d.id]),
      Share: () => share([d]),
      Download: () => void download(d),
      'Upload Signed Document': () => {
        signedCopyFor.current = d.id;
        signedInput.current?.click();
      },
      Delete: () => setRemoving([d.id]),
      'Void Document': () => setVoiding([d.id]),
      Certificate: () => void downloadCertificate(api, d.sharedSignSet!).then((b) => saveFile(b, `${d.name} certificate.pdf`)),
      'Mark as Signed': () => m.markSigned.mutate(d.id),
      'Add Signatures': () => prepare([d.id]),
    };
    run[action]();
  };
  const upload = (file: File | undefined) => {
    if (!file) return;
    if (!isPdfFile(file)) alertOf(ONLY_PDF);
    else m.upload.mutate(file, { onSuccess: () => setAdding(false) });
  };
  const onScreenDrop = (e: DragEvent) => {
    if (readOnly || !e.dataTransfer.files.length) return;
    e.preventDefault();
    upload(e.dataTransfer.files[0]);
  };

  if (docs.isPending) return <LoadingState label="Loading documents…" />;
  if (docs.isError) return <ErrorState message="The documents could not be loaded." onRetry={() => void docs.refetch()} />;

  const uploading = m.upload.isPending || m.uploadSigned.isPending;
  const group = (items: ContractDocument[], label: string) => (
    <DocumentGroup
      label={label}
      items={items}
      selected={selected}
      showReorder={showReorder}
      sortable={!readOnly}
      actionsOf={actionsOf}
      canPrepare={(d) => !readOnly && d.isOwner}
      onSelect={toggle}
      onAction={onAction}
      onPrepare={(d) => prepare([d.id])}
      onResend={(d, party) => m.resend.mutate({ signSetId: d.sharedSignSet!, party, category: d.sharedSignSetCategory ?? 'Session' })}
      onMove={(documentId, newOrder) => m.reorder.mutate({ documentId, newOrder })}
    />
  );
  return (
    <Box onDragOver={(e) => !readOnly && e.preventDefault()} onDrop={onScreenDrop} sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={list.length > 0 && selected.size === list.length}
              indeterminate={selected.size > 0 && selected.size < list.length}
              onChange={(e) => setSelected(e.target.checked ? new Set(list.map((d) => d.id)) : new Set())}
            />
          }
          label="Select all"
        />
        <Typography aria-live="polite">{filesSelectedLabel(selected.size)}</Typography>
        <Box sx={{ flex: 1 }} />
        {bulk.share.visible && (
          <Button variant="outlined" disabled={!bulk.share.enabled} onClick={() => share(chosen)}>
            Share
          </Button>
        )}
        {bulk.download.visible && (
          <Button variant="outlined" onClick={() => chosen.forEach((d) => void download(d))}>
            Download
          </Button>
        )}
        {bulk.prepare.visible && (
          <Button variant="outlined" onClick={() => prepare(chosen.map((d) => d.id))}>
            Prepare For Signing
          </Button>
        )}
        {bulk.void.visible && (
          <Button variant="outlined" color="warning" onClick={() => setVoiding(chosen.map((d) => d.id))}>
            Void Documents
          </Button>
        )}
        {bulk.delete.visible && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setRemoving(chosen.filter((d) => d.status === 'Draft' || d.status === 'Shared').map((d) => d.id))}
          >
            Delete
          </Button>
        )}
        {!readOnly && (
          <Button variant="contained" onClick={() => setAdding(true)}>
            Add Documents
          </Button>
        )}
      </Box>
      {list.length === 0 && <Typography sx={{ p: 2 }}>No documents yet. Drop a PDF here or choose Add Documents.</Typography>}
      {plain.length > 0 && group(plain, 'Documents')}
      {inSessions.length > 0 && group(inSessions, 'Documents in signing sessions')}
      <input
        ref={signedInput}
        type="file"
        accept="application/pdf"
        hidden
        aria-label="Upload Signed Document"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (!file || signedCopyFor.current === null) return;
          if (!isPdfFile(file)) alertOf(ONLY_PDF);
          else m.uploadSigned.mutate({ documentId: signedCopyFor.current, file });
        }}
      />
      {uploading && (
        <Box
          role="status"
          sx={{
            position: 'absolute',
            inset: 0,
            bgcolor: 'rgba(255,255,255,0.8)',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography variant="h6">Uploading...</Typography>
        </Box>
      )}
      <AddDocumentsDialog
        open={adding}
        propertyTypeId={offer.data?.propertyTypeId ?? null}
        busy={m.addTemplates.isPending}
        onClose={() => setAdding(false)}
        onFile={upload}
        onAddTemplates={ctx.isBuyerAgent ? (ids) => m.addTemplates.mutate(ids, { onSuccess: () => setAdding(false) }) : undefined}
      />
      <RemoveDocumentsDialog
        count={removing.length}
        busy={m.remove.isPending}
        onCancel={() => setRemoving([])}
        onConfirm={() =>
          m.remove.mutate(removing, {
            onSettled: () => {
              setRemoving([]);
              setSelected(new Set());
            },
          })
        }
      />
      <VoidDocumentsDialog
        names={names(voiding)}
        busy={m.void.isPending}
        onCancel={() => setVoiding([])}
        onVoid={(reason) => m.void.mutate({ ids: voiding, reason }, { onSettled: () => setVoiding([]) })}
      />
      {emailing.length > 0 && (
        <ShareByEmailDialog
          open
          files={emailing.map((id) => ({ id, name: byId.get(id)?.name ?? '' }))}
          busy={m.shareByEmail.isPending}
          onCancel={() => setEmailing([])}
          onSend={(v) => m.shareByEmail.mutate({ ...v, agentName }, { onSuccess: () => setEmailing([]) })}
        />
      )}
      {signing.length > 0 && (
        <ShareForSignatureDialog
          contractId={contractId}
          documentIds={signing}
          files={names(signing)}
          parties={parties.data ?? []}
          busy={m.shareForSignature.isPending}
          error={signingError}
          onCancel={() => {
            setSigning([]);
            setSigningError(null);
          }}
          onSend={(partyIds) =>
            m.shareForSignature.mutate(
              { documents: signing, parties: partyIds },
              { onSuccess: () => setSigning([]), onError: (e) => setSigningError(e.message) },
            )
          }
        />
      )}
      {completed.length > 0 && (
        <ShareCompletedDialog
          documents={completed}
          parties={parties.data ?? []}
          busy={m.shareCompleted.isPending}
          onCancel={() => setCompleted([])}
          onSend={(v) => m.shareCompleted.mutate({ ...v, agentName }, { onSuccess: () => setCompleted([]) })}
        />
      )}
      <ConfirmDialog open={notice !== null} title={notice?.title ?? ''} onClose={() => setNotice(null)}>
        {notice?.message ?? ''}
      </ConfirmDialog>
      {chosen.length > 0 && !readOnly && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setEmailing(chosen.map((d) => d.id))}>
          Share by e-mail
        </Button>
      )}
      <Snackbar open={toast !== null} autoHideDuration={2000} onClose={() => setToast(null)}>
        <Alert severity="success" onClose={() => setToast(null)}>
          {toast}
        </Alert>
      </Snackbar>
    </Box>
  );
}
export default ContractDocumentsPanel;
