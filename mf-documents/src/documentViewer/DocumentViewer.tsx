import { Alert, Box, Checkbox, Link, Menu, MenuItem, Snackbar, Typography } from '@mui/material';
import type { ContractDocument } from '@offerdesk/shared/contract';
import { ErrorState, LoadingState, mainApi } from '@offerdesk/shared';
import {
  assignerUrl,
  filesSelectedLabel,
  getPartiesByOffer,
  isReadyInViewer,
  mayShareInViewer,
  viewerReadyLabel,
  shareDecision,
  type AssignerParty,
} from '@offerdesk/shared/features';
import { PdfPicker } from '@offerdesk/shared/forms';
import { IconButton, Tooltip } from '@offerdesk/shared/mui-extra';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { downloadContractDocument, getContractDocuments, getDocumentFields } from '../contractDocuments/api';
import { AddDocumentsDialog } from '../contractDocuments/dialogs/AddDocumentsDialog';
import { ConfirmDialog } from '../contractDocuments/dialogs/ConfirmDialog';
import { toggled } from '../contractDocuments/dialogs/PartyChecklist';
import { ShareForSignatureDialog } from '../contractDocuments/dialogs/ShareForSignatureDialog';
import { documentKeys } from '../contractDocuments/documentKeys';
import { saveFile } from '../contractDocuments/saveFile';
import { toActionDocument } from '../contractDocuments/toActionDocument';
import { useDocumentMutations } from '../contractDocuments/useDocumentMutations';
import { incompleteMessage, pagesText } from './viewerRules';
import { useAssignerMessages } from './useAssignerMessages';

interface Props {
  offerId: number;
  contractId: number;
  propertyTypeId: number | null;
  canEdit: boolean;
  isBuyerAgent: boolean;
  /** Where the back link goes: the offer's Documents/Signing tab ('Back to document list'), or the contracts list. */
  back: { to: string; label: string };
  /** The link that opens the templates: 'Add New Document From Template' (offer) or 'Add SmartDocs' (contract). */
  addLabel: string;
  /** The signed-in agent's own party, named to the assigner. */
  ownParty?: AssignerParty | null;
}

/** The viewer's left panel (documents chosen for preparation) and the framed assigner on the right. */
export function DocumentViewer({ offerId, contractId, propertyTypeId, canEdit, isBuyerAgent, back, addLabel, ownParty }: Props) {
  const api = mainApi();
  const [params] = useSearchParams();
  const chosenIds = useMemo(
    () =>
      (params.get('documents') ?? '')
        .split(',')
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0),
    [params],
  );
  const docs = useQuery({
    queryKey: documentKeys.ofContract(contractId),
    queryFn: ({ signal }) => getContractDocuments(api, contractId, signal),
  });
  const fields = useQuery({
    queryKey: documentKeys.fields(contractId),
    queryFn: ({ signal }) => getDocumentFields(api, contractId, signal),
  });
  const parties = useQuery({ queryKey: documentKeys.parties(offerId), queryFn: ({ signal }) => getPartiesByOffer(api, offerId, signal) });
  const [toast, setToast] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [unselected, setUnselected] = useState<Set<number>>(new Set());
  const [active, setActive] = useState<number | null>(null);
  const [incomplete, setIncomplete] = useState<ContractDocument[]>([]);
  const [sharing, setSharing] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; doc: ContractDocument } | null>(null);
  const m = useDocumentMutations(offerId, contractId, setToast, setNotice);
  const all = docs.data ?? [];
  const inViewer = chosenIds.length ? all.filter((d) => chosenIds.includes(d.id)) : all.filter((d) => d.status === 'Draft');
  const selected = inViewer.filter((d) => !unselected.has(d.id));
  const frame = useAssignerMessages(
    () => void fields.refetch(),
    contractId,
    selected.map((d) => d.id),
  );
  // Unknown (null) until the counts are read: a draft is never shown Ready on a guess.
  const requiredOf = (id: number) => fields.data?.find((f) => f.documentId === id)?.requiredFields ?? null;
  const required = selected.reduce((n, d) => n + (d.status === 'Draft' ? (requiredOf(d.id) ?? 0) : 0), 0);
  const current = active ?? selected[0]?.id ?? null;

  if (docs.isPending) return <LoadingState label="Loading documents…" />;
  if (docs.isError) return <ErrorState message="The documents could not be loaded." onRetry={() => void docs.refetch()} />;

  const share = () => {
    const decision = shareDecision(selected.map(toActionDocument));
    if (decision.kind !== 'shareForSignature') {
      setNotice(decision.kind === 'message' ? decision.message : 'Share completed documents from the Documents/Signing tab.');
      return;
    }
    const open = selected.filter((d) => !isReadyInViewer({ status: d.status, requiredFields: requiredOf(d.id) }));
    if (open.length) setIncomplete(open);
    else setSharing(selected.map((d) => d.id));
  };
  const toggle = (id: number) => setUnselected((s) => toggled(s, id));

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'stretch', minHeight: 600 }}>
      <Box component="section" aria-label="Documents to prepare" sx={{ width: 460, flexShrink: 0, minWidth: 0 }}>
        <Link component={RouterLink} to={back.to}>
          {`< ${back.label}`}
        </Link>
        <Box sx={{ my: 2 }}>
          <PdfPicker compact onFile={(file) => m.upload.mutate(file)} />
          {isBuyerAgent && (
            <Link component="button" sx={{ mt: 1 }} onClick={() => setAdding(true)}>
              {addLabel}
            </Link>
          )}
          {m.upload.isPending && <Typography role="status">Uploading...</Typography>}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography aria-live="polite">{filesSelectedLabel(selected.length)}</Typography>
          <Typography aria-live="polite" sx={{ flex: 1 }}>
            {required} Required Fields
          </Typography>
          {mayShareInViewer(selected, { canEdit, isBuyerAgent }) && (
            <Tooltip title="Share">
              <IconButton aria-label="Share" onClick={share}>
                <span aria-hidden>✉</span>
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Download">
            <IconButton
              aria-label="Download"
              onClick={() =>
                selected.forEach(
                  (d) => void downloadContractDocument(api, { contractId, documentId: d.id }).then((b) => saveFile(b, `${d.name}.pdf`)),
                )
              }
            >
              <span aria-hidden>⤓</span>
            </IconButton>
          </Tooltip>
        </Box>
        <Box
          component="table"
          sx={{
            width: '100%',
            tableLayout: 'fixed',
            borderCollapse: 'collapse',
            '& th, & td': { textAlign: 'left', p: 0.5, borderBottom: '1px solid', borderColor: 'divider', verticalAlign: 'top' },
          }}
        >
          {/* Fixed columns: the name takes what is left and wraps by word; nothing runs past the panel onto the frame. */}
          <colgroup>
            <col style={{ width: 44 }} />
            <col />
            <col style={{ width: 76 }} />
            <col style={{ width: 92 }} />
            <col style={{ width: 64 }} />
          </colgroup>
          <thead>
            <tr>
              <th aria-label="Selected" />
              <th>Document</th>
              <th>Type</th>
              <th>Ready</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {inViewer.map((d) => {
              const readiness = { status: d.status, requiredFields: requiredOf(d.id) };
              const ready = isReadyInViewer(readiness);
              return (
                <tr key={d.id} aria-current={d.id === current ? 'true' : undefined}>
                  <td>
                    <Checkbox
                      checked={!unselected.has(d.id)}
                      onChange={() => toggle(d.id)}
                      slotProps={{ input: { 'aria-label': `Select ${d.name}` } }}
                    />
                  </td>
                  <td>
                    <Link component="button" onClick={() => setActive(d.id)} sx={{ textAlign: 'left', overflowWrap: 'break-word' }}>
                      {d.name}
                    </Link>
                    <Typography variant="caption" component="div" color="text.secondary">
                      {pagesText(d.pageCount)}
                    </Typography>
                  </td>
                  <td>{d.documentType === 'PDF' ? 'PDF' : 'Template'}</td>
                  <td>
                    <Typography component="span" variant="body2" sx={{ color: ready ? 'success.main' : 'text.secondary' }}>
                      <span aria-hidden style={{ fontWeight: 700 }}>
                        {ready ? '✓ ' : ''}
                      </span>
                      {viewerReadyLabel(readiness)}
                    </Typography>
                  </td>
                  <td style={{ textAlign: 'right' }}>
                    {d.status === 'Draft' && (
                      <IconButton aria-label={`Actions for ${d.name}`} onClick={(e) => setMenu({ anchor: e.currentTarget, doc: d })}>
                        <span aria-hidden>⋮</span>
                      </IconButton>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Box>
        {inViewer.length === 0 && <Typography sx={{ mt: 2 }}>No documents chosen for preparation.</Typography>}
        {frame.handOffError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {frame.handOffError}
          </Alert>
        )}
      </Box>
      <Box
        component="iframe"
        ref={frame}
        title="Signing"
        src={frame.src(assignerUrl(contractId, current, ownParty))}
        sx={{ flex: 1, border: '1px solid', borderColor: 'divider', minHeight: 600 }}
      />
      <Menu anchorEl={menu?.anchor ?? null} open={!!menu} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            setActive(menu!.doc.id);
            setMenu(null);
          }}
        >
          Add Signatures
        </MenuItem>
        {menu?.doc.documentType === 'PDF' && (
          <MenuItem
            onClick={() => {
              m.markSigned.mutate(menu.doc.id);
              setMenu(null);
            }}
          >
            Mark as Signed
          </MenuItem>
        )}
      </Menu>
      <ConfirmDialog
        open={incomplete.length > 0}
        title="Incomplete Document(s)"
        onClose={() => setIncomplete([])}
        closeLabel="Go Back"
        confirm={{
          label: 'Ok',
          busyLabel: 'Ok',
          busy: false,
          color: 'primary',
          onConfirm: () => {
            // The assigner shows just the documents still to assign (it knows no other message).
            frame.post({ type: 'filter-documents', documentIds: incomplete.map((d) => d.id) });
            setIncomplete([]);
          },
        }}
      >
        {incompleteMessage(incomplete.map((d) => d.name))}
      </ConfirmDialog>
      {sharing.length > 0 && (
        <ShareForSignatureDialog
          contractId={contractId}
          documentIds={sharing}
          files={all.filter((d) => sharing.includes(d.id)).map((d) => d.name)}
          parties={parties.data ?? []}
          busy={m.shareForSignature.isPending}
          error={m.shareForSignature.error?.message ?? null}
          onCancel={() => setSharing([])}
          onSend={(partyIds) => m.shareForSignature.mutate({ documents: sharing, parties: partyIds }, { onSuccess: () => setSharing([]) })}
        />
      )}
      <AddDocumentsDialog
        open={adding}
        propertyTypeId={propertyTypeId}
        busy={m.addTemplates.isPending}
        onClose={() => setAdding(false)}
        onFile={(file) => m.upload.mutate(file, { onSuccess: () => setAdding(false) })}
        onAddTemplates={(ids) => m.addTemplates.mutate(ids, { onSuccess: () => setAdding(false) })}
      />
      <ConfirmDialog open={notice !== null} title="Share Documents" onClose={() => setNotice(null)}>
        {notice ?? ''}
      </ConfirmDialog>
      <Snackbar open={toast !== null} autoHideDuration={2000} onClose={() => setToast(null)}>
        <Alert severity="success">{toast}</Alert>
      </Snackbar>
    </Box>
  );
}
