import { Typography } from '@mui/material';
import { Dialog, DialogTitle } from '@offerdesk/shared/mui-extra';
import type { MlsSearchResult } from '@offerdesk/shared/contract';
import { ApiError } from '@offerdesk/shared';
import { groupFormTemplates, mlsResultKey } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { wizardStore } from '@offerdesk/shared/forms';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ENTER_MANUALLY_PATH } from './importPaths';
import { assignDocumentsPath } from './mlsOfferDraft';
import { SearchStep } from './SearchStep';
import { TemplateStep } from './TemplateStep';
import { useImportLookups } from './useImportLookups';
import { useImportOffer } from './useImportOffer';
import { useMlsSearch } from './useMlsSearch';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** The MLS import dialog of the Offers page. */
export function MlsImportDialog({ open, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>('search');
  return (
    <Dialog
      open={open}
      onClose={() => !busy && onClose()}
      fullWidth
      maxWidth={step === 'search' ? 'md' : 'sm'}
      aria-labelledby="mls-import-title"
      slotProps={{
        paper: {
          sx: {
            m: { xs: 1.5, sm: 4 },
            width: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
            maxHeight: { xs: 'calc(100% - 24px)', sm: 'calc(100% - 64px)' },
          },
        },
      }}
    >
      {/* The flow lives inside the dialog, so closing it (unmounting the content) starts the next one fresh. */}
      <ImportFlow onClose={onClose} onBusyChange={setBusy} onStepChange={setStep} />
    </Dialog>
  );
}

type Step = 'search' | 'template';

interface FlowProps {
  onClose: () => void;
  onBusyChange: (busy: boolean) => void;
  onStepChange: (step: Step) => void;
}

function ImportFlow({ onClose, onBusyChange, onStepChange }: FlowProps) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('search');
  const [selected, setSelected] = useState<MlsSearchResult | null>(null);
  const [picked, setPicked] = useState<{ key: string; propertyTypeId: number | null; formTemplateId: number | null } | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [lookups, retryLookups] = useImportLookups(true);
  const importOffer = useImportOffer();
  useEffect(() => onStepChange(step), [step, onStepChange]);

  const onResults = useCallback((results: MlsSearchResult[]) => {
    // Exactly one listing is imported directly: straight to the second dialog.
    if (results.length === 1) {
      setSelected(results[0]);
      setError(null);
      setStep('template');
      return;
    }
    setSelected((s) => (s && results.some((r) => mlsResultKey(r) === mlsResultKey(s)) ? s : null));
  }, []);
  const search = useMlsSearch({ onResults });

  const selectedKey = selected ? mlsResultKey(selected) : null;
  const ready = lookups.status === 'ready' ? lookups : null;
  // The property type comes from the listing when the lookups know it, until the agent picks one.
  const own = picked && picked.key === selectedKey ? picked : null;
  const propertyTypeId = own
    ? own.propertyTypeId
    : selected && ready
      ? ready.lookups.propertyTypes.some((t) => t.id === selected.propertyTypeId)
        ? selected.propertyTypeId
        : null
      : null;
  const formTemplateId = own ? own.formTemplateId : null;

  const setBusy = (b: boolean) => {
    setCreating(b);
    onBusyChange(b);
  };

  async function create() {
    if (!selected || !ready || propertyTypeId == null) return;
    setBusy(true);
    setError(null);
    try {
      const { offer, mlsData, draft } = await importOffer.mutateAsync({ listing: selected, propertyTypeId, formTemplateId });
      const w = wizardStore.getState();
      w.openOffer(offer.id, WizardStep.AddDocuments);
      w.setMlsData(mlsData, draft.formTemplateIds ?? []);
      onBusyChange(false);
      navigate(assignDocumentsPath(offer.id));
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 401) return;
      setError(createErrorMessage(e));
    }
  }

  function enterManually() {
    wizardStore.getState().startNew({ keepMlsData: false });
    navigate(ENTER_MANUALLY_PATH);
  }

  return (
    <>
      <DialogTitle id="mls-import-title" sx={{ pb: 1 }}>
        Create Offer
        {step === 'template' && (
          <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
            Choose the property type and form template
          </Typography>
        )}
      </DialogTitle>
      {step === 'search' ? (
        <SearchStep
          query={search.query}
          state={search.state}
          selectedKey={selectedKey}
          onQueryChange={search.change}
          onSearchNow={search.searchNow}
          onSelect={(l) => setSelected(l)}
          onCancel={onClose}
          onEnterManually={enterManually}
          onNext={() => {
            if (!selected) return;
            setError(null);
            setStep('template');
          }}
        />
      ) : (
        selected && (
          <TemplateStep
            listing={selected}
            lookups={lookups}
            onRetryLookups={retryLookups}
            propertyTypeId={propertyTypeId}
            formTemplateId={formTemplateId}
            onPropertyTypeChange={(id) => {
              // A template that the new property type still offers stays chosen.
              const g = groupFormTemplates(ready?.templates, id);
              const keep = formTemplateId != null && [...g.myTemplates, ...g.brokerTemplates].some((t) => t.id === formTemplateId);
              setPicked({ key: selectedKey!, propertyTypeId: id, formTemplateId: keep ? formTemplateId : null });
            }}
            onFormTemplateChange={(id) => setPicked({ key: selectedKey!, propertyTypeId, formTemplateId: id })}
            creating={creating}
            error={error}
            onCancel={onClose}
            onBack={() => {
              setError(null);
              setStep('search');
            }}
            onNext={() => void create()}
          />
        )
      )}
    </>
  );
}

/** The inline error of a failed create: the API message, with the fields the server named (MLS data it could not take). */
export function createErrorMessage(e: unknown): string {
  if (!(e instanceof Error) || !e.message) return 'The offer could not be created.';
  const fields = e instanceof ApiError && e.fields ? Object.values(e.fields).filter(Boolean) : [];
  return fields.length ? `${e.message}: ${fields.join('; ')}` : e.message;
}
