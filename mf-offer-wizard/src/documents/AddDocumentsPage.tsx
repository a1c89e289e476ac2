import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import type { AvailableDocument, FormTemplate, MlsDocumentRef, OfferDetail, OfferDocument } from '@offerdesk/shared/contract';
import { ErrorState, LoadingState, mainApi, OFFERS_QUERY_ROOT } from '@offerdesk/shared';
import {
  downloadOfferDocument,
  DEFAULT_DOCUMENT_SORT,
  DOCUMENT_SORT_KEYS,
  sortDocuments,
  type DocumentSortKey,
} from '@offerdesk/shared/features';
import { sessionStore, WizardStep } from '@offerdesk/runtime';
import { PdfPicker, useWizard, wizardStore } from '@offerdesk/shared/forms';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Dialog,
  DialogContent,
  DialogTitle,
  LinearProgress,
} from '@offerdesk/shared/mui-extra';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../wizard/ConfirmDialog';
import { StepLayout } from '../wizard/StepLayout';
import { useWizardStep } from '../wizard/useWizardStep';
import { wizardKeys } from '../wizard/wizardKeys';
import { wizardStepPage } from '../wizard/wizardStepPage';
import { DocumentList } from './DocumentList';
import {
  assignedProblem,
  buildSections,
  CHANGE_TEMPLATE_TEXT,
  offerDocumentItem,
  saveChanges,
  templateItem,
  type DocItem,
} from './documentItems';
import { FormTemplateSelect } from './FormTemplateSelect';
import {
  addDocuments,
  changeFormTemplate,
  readOfferDocuments,
  readTemplateDocuments,
  removeOfferDocuments,
  updateFormTemplates,
  uploadOfferDocument,
  useAddDocumentsData,
  useTemplateDocuments,
} from './api';
import { documentsStepCompleted } from '../wizard/documentsStep';

export const MLS_PROGRESS_TEXT = 'Downloading from MLS and uploading document(s)';
const SORT_LABELS: Record<DocumentSortKey, string> = {
  'name-asc': 'Name (A-Z)',
  'name-desc': 'Name (Z-A)',
  'type-asc': 'Type (ascending)',
  'type-desc': 'Type (descending)',
};

/** /assign-documents: the Add Documents step. */
export const AddDocumentsPage = wizardStepPage(WizardStep.AddDocuments, AddDocumentsScreen);

function AddDocumentsScreen() {
  const offerId = useWizard((s) => s.offerId)!;
  const data = useAddDocumentsData(offerId);
  if (data.status === 'error') return <ErrorState message={data.message} onRetry={data.retry} />;
  if (data.status === 'loading') return <LoadingState label="Loading documents…" />;
  return (
    <AddDocumentsEditor
      key={offerId}
      offer={data.offer}
      templates={data.templates}
      propertyDocs={data.propertyDocs.documents}
      mlsDocs={data.propertyDocs.mlsDocuments}
      serverDocs={data.assigned}
    />
  );
}

interface EditorProps {
  offer: OfferDetail;
  templates: FormTemplate[];
  propertyDocs: AvailableDocument[];
  mlsDocs: MlsDocumentRef[];
  serverDocs: OfferDocument[];
}

function AddDocumentsEditor({ offer, templates, propertyDocs, mlsDocs, serverDocs }: EditorProps) {
  const client = useQueryClient();
  const completed = useWizard((s) => s.completedSteps.includes(WizardStep.AddDocuments));
  const [templateIds, setTemplateIds] = useState<number[]>(offer.formTemplateIds ?? []);
  const [assigned, setAssigned] = useState<DocItem[]>(() => serverDocs.map(offerDocumentItem));
  const onServer = useRef<DocItem[]>(serverDocs.map(offerDocumentItem));
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<DocumentSortKey>(DEFAULT_DOCUMENT_SORT);
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [pendingTemplates, setPendingTemplates] = useState<number[] | null>(null);
  const [mlsBusy, setMlsBusy] = useState(false);
  const templateDocs = useTemplateDocuments(templateIds);
  const docsOfTemplates = useMemo(() => (templateDocs.status === 'ready' ? templateDocs.data : []), [templateDocs]);
  const sections = buildSections(docsOfTemplates, propertyDocs, mlsDocs, assigned, search, sort);
  const offerId = offer.id;
  const contractId = offer.contractId;
  const step = useWizardStep({ step: WizardStep.AddDocuments, offerId, back: WizardStep.OfferInformation, save });
  const { setMessage } = step;
  const busy = step.busy !== null;
  useEffect(() => {
    if (documentsStepCompleted(offer, serverDocs.length)) wizardStore.getState().completeStep(WizardStep.AddDocuments);
  }, [serverDocs.length, offer]);

  function change(next: DocItem[]) {
    setAssigned(next);
    setMessage(null);
    wizardStore.getState().markUnsaved();
  }
  const toggle = (id: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const available = [...sections.required, ...sections.mls, ...sections.additional];
  function addChecked() {
    const picked = available.filter((d) => checked.has(d.id));
    if (picked.length) change([...assigned, ...picked]);
    setChecked(new Set());
  }
  function removeChecked() {
    if (assigned.some((d) => checked.has(d.id))) change(assigned.filter((d) => !checked.has(d.id)));
    setChecked(new Set());
  }
  /** A drop into the assigned list (from a section) or out of it (back to a section). */
  const dropAssigned = (next: DocItem[]) => {
    const ids = new Set(assigned.map((d) => d.id));
    if (next.length !== assigned.length || next.some((d) => !ids.has(d.id))) change(next.map((d) => ({ ...d })));
  };
  const dropSection = (next: DocItem[], section: DocItem[]) => {
    const gone = new Set(section.map((d) => d.id));
    next.forEach((d) => gone.delete(d.id));
    const comingBack = new Set(next.map((d) => d.id).filter((id) => !section.some((s) => s.id === id)));
    if (comingBack.size) change(assigned.filter((d) => !comingBack.has(d.id)));
  };

  async function reloadServerDocs() {
    const docs = await readOfferDocuments(client, offerId);
    onServer.current = docs.map(offerDocumentItem);
    return onServer.current;
  }

  async function applyTemplates(next: number[], replace: boolean) {
    step.setBusy('saving');
    setMessage(null);
    try {
      const removed = templateIds.filter((id) => !next.includes(id));
      const added = next.filter((id) => !templateIds.includes(id));
      if (replace && added.length) {
        await changeFormTemplate(mainApi(), offerId, added[added.length - 1]);
        if (next.length > 1) await updateFormTemplates(mainApi(), offerId, next);
        setAssigned(await reloadServerDocs());
      } else {
        await updateFormTemplates(mainApi(), offerId, next);
        const drop = (d: DocItem) => d.formTemplateId != null && removed.includes(d.formTemplateId);
        onServer.current = onServer.current.filter((d) => !drop(d));
        setAssigned((prev) => prev.filter((d) => !drop(d)));
      }
      setTemplateIds(next);
      for (const id of added.filter(() => !replace || next.length > 1)) {
        const docs = await readTemplateDocuments(client, id);
        setAssigned((prev) => {
          const have = new Set(prev.map((d) => d.id));
          const required = docs
            .filter((d) => d.isRequired)
            .map((d) => templateItem(d, 'Required', id))
            .filter((d) => !have.has(d.id));
          return [...prev, ...required];
        });
      }
      void client.invalidateQueries({ queryKey: wizardKeys.offer(offerId), refetchType: 'none' });
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The form templates could not be changed.');
    } finally {
      step.setBusy(null);
    }
  }

  function onTemplatesChange(next: number[]) {
    const added = next.some((id) => !templateIds.includes(id));
    if (added && assigned.length) setPendingTemplates(next);
    else void applyTemplates(next, false);
  }

  /** Assigns the list on the server: removed documents leave, new template and MLS documents are added. */
  async function save(): Promise<boolean> {
    const changes = saveChanges(assigned, onServer.current);
    step.setBusy('saving');
    try {
      if (changes.removeIds.length && contractId) await removeOfferDocuments(mainApi(), contractId, changes.removeIds);
      if (changes.documentTemplateIds.length || changes.mlsDocuments.length) {
        setMlsBusy(changes.mlsDocuments.length > 0);
        await addDocuments(mainApi(), {
          offerId,
          documentTemplateIds: changes.documentTemplateIds,
          mlsDocuments: changes.mlsDocuments,
          createdBy: sessionStore.getState().session?.userName,
          hasDocuments: true,
        });
      }
      setAssigned(await reloadServerDocs());
      void client.invalidateQueries({ queryKey: OFFERS_QUERY_ROOT });
      wizardStore.getState().clearUnsaved('saved');
      return true;
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The documents could not be assigned.');
      return false;
    } finally {
      setMlsBusy(false);
      step.setBusy(null);
    }
  }

  async function onNext() {
    const problem = assignedProblem(assigned, offer.isHomeLocatedInHOA === true);
    if (problem) {
      setMessage(problem);
      return;
    }
    if (await save()) step.next(WizardStep.Parties);
  }

  async function download(item: DocItem) {
    try {
      const blob = await downloadOfferDocument(mainApi(), contractId!, item.offerDocumentId!);
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${item.name}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The document could not be downloaded.');
    }
  }

  async function upload(file: File, onProgress: (percent: number) => void) {
    const doc = await uploadOfferDocument(mainApi(), offerId, file, onProgress);
    const item = offerDocumentItem(doc);
    onServer.current = [...onServer.current, item];
    setAssigned((prev) => [...prev, item]);
    setMessage(null);
  }

  // Numbering shifts when a section is absent (MLS documents only when the listing has them).
  const shown: Array<{ key: string; title: string; items: DocItem[] }> = [
    { key: 'required', title: 'Select Required Documents', items: sections.required },
    ...(mlsDocs.length ? [{ key: 'mls', title: 'Select MLS Documents', items: sections.mls }] : []),
    { key: 'additional', title: 'Select Additional Documents', items: sections.additional },
  ];

  return (
    <StepLayout
      title="Add Documents"
      titleId="add-documents-title"
      step={step}
      footer={{ showSaveIncomplete: completed, onNext: () => void onNext() }}
    >
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <TextField label="Search Documents" value={search} onChange={(e) => setSearch(e.target.value)} sx={{ minWidth: 240, flex: 1 }} />
        <FormTemplateSelect
          templates={templates}
          propertyTypeId={offer.propertyTypeId}
          value={templateIds}
          disabled={busy}
          onChange={onTemplatesChange}
        />
        <TextField select label="Sort" value={sort} onChange={(e) => setSort(e.target.value as DocumentSortKey)} sx={{ minWidth: 160 }}>
          {DOCUMENT_SORT_KEYS.map((k) => (
            <MenuItem key={k} value={k}>
              {SORT_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {/* minmax(0, …): a long document name (kept on one line) never widens its column past the screen; it is cut with … */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto minmax(0, 1fr)' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Box>
          {shown.map((s, i) => (
            <Accordion key={s.key} defaultExpanded disableGutters>
              <AccordionSummary aria-controls={`${s.key}-documents`} id={`${s.key}-documents-header`}>
                <Typography component="span" sx={{ fontWeight: 600 }}>{`${i + 1} ${s.title}`}</Typography>
              </AccordionSummary>
              <AccordionDetails id={`${s.key}-documents`} sx={{ p: 0 }}>
                <DocumentList
                  label={s.title}
                  items={s.items}
                  checked={checked}
                  onToggle={toggle}
                  onDrop={(next) => dropSection(next, s.items)}
                  emptyText="No documents found"
                />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: 1, justifyContent: 'center', pt: { md: 6 } }}>
          <Button variant="contained" onClick={addChecked} disabled={busy}>
            Add
          </Button>
          <Button variant="outlined" onClick={removeChecked} disabled={busy}>
            Remove
          </Button>
        </Box>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            Assigned Documents
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
            <DocumentList
              label="Assigned Documents"
              items={sortDocuments(assigned, sort)}
              checked={checked}
              onToggle={toggle}
              onDrop={dropAssigned}
              emptyText="No documents to display"
              onDownload={(d) => void download(d)}
            />
          </Box>
          <PdfPicker
            onFile={upload}
            buttonLabel="Upload PDF Document"
            inputLabel="PDF document to upload"
            hint="Drop a PDF file here"
            compact
          />
        </Box>
      </Box>
      <ConfirmDialog
        open={pendingTemplates !== null}
        title="Change form template?"
        text={CHANGE_TEMPLATE_TEXT}
        cancelLabel="Cancel"
        confirmLabel="Yes"
        onCancel={() => setPendingTemplates(null)}
        onConfirm={() => {
          const next = pendingTemplates!;
          setPendingTemplates(null);
          void applyTemplates(next, true);
        }}
      />
      <Dialog open={mlsBusy} aria-labelledby="mls-progress-title">
        <DialogTitle id="mls-progress-title">{MLS_PROGRESS_TEXT}</DialogTitle>
        <DialogContent>
          <LinearProgress aria-label={MLS_PROGRESS_TEXT} />
        </DialogContent>
      </Dialog>
    </StepLayout>
  );
}
