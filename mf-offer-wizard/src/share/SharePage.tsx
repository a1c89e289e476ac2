import { Box, Button, Checkbox, FormControlLabel, FormHelperText, Paper, TextField, Typography } from '@mui/material';
import type { DocumentFields, OfferDetail, OfferDocument, OfferParty, Reviewer } from '@offerdesk/shared/contract';
import {
  ErrorState,
  LoadingState,
  mainApi,
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  REMIND_TIME_MAX,
  REMIND_TIME_MIN,
  DEFAULT_REMINDER_DAYS,
  DEFAULT_REMIND_TIME,
  PartyRole,
  Side,
} from '@offerdesk/shared';
import { shareStateLabel } from '@offerdesk/shared/features';
import { WizardStep } from '@offerdesk/runtime';
import { isAllowedRemindTime, reminderScheduleErrors, SHARING_MESSAGES, useWizard, wizardStore } from '@offerdesk/shared/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ReactSortable } from 'react-sortablejs';
import { StepLayout } from '../wizard/StepLayout';
import { useOfferDocumentsForSigning } from '../wizard/useOfferDocumentsForSigning';
import { useWizardStep } from '../wizard/useWizardStep';
import { wizardKeys } from '../wizard/wizardKeys';
import { wizardStepPage } from '../wizard/wizardStepPage';
import { deleteReviewer, sendOffer } from './api';
import { CompleteDocumentsDialog } from './CompleteDocumentsDialog';
import { DuplicateEmailWarning, MissingEmailDialog } from './MissingEmailDialog';
import { RemindersDialog } from './RemindersDialog';
import { ReviewerDialog } from './ReviewerDialog';
import {
  hasBuyerEmail,
  isSelected,
  ownBuyerAgentParty,
  recipientLabel,
  recipientsOf,
  RECIPIENT_GROUPS,
  shareParties,
  signerFirst,
} from './shareRecipients';
import { SIGN_DOCUMENTS_NO_FIELD_HINT, SIGN_DOCUMENTS_REVIEWER_HINT, SignDocumentsLink } from './SignDocumentsLink';

/** /send-offer/{offerId}: the Share step. */
export const SharePage = wizardStepPage(WizardStep.Share, ShareScreen);

function ShareScreen() {
  const offerId = useWizard((s) => s.offerId)!;
  const data = useOfferDocumentsForSigning(offerId);
  if (data.status === 'error') return <ErrorState message="The offer could not be loaded." onRetry={data.retry} />;
  if (data.status === 'loading') return <LoadingState label="Loading offer…" />;
  return <ShareForm offer={data.offer} documents={data.documents} fields={data.fields} />;
}

/** A document of step 1 (react-sortablejs writes its own `chosen` and `selected` into the items, so ours is `included`). */
interface DocItem {
  id: number;
  name: string;
  included: boolean;
}

const reviewerOf = (o: OfferDetail): Reviewer | null =>
  o.reviewerEmail
    ? {
        offerId: o.id,
        reviewerFirstName: o.reviewerFirstName,
        reviewerLastName: o.reviewerLastName,
        reviewerEmail: o.reviewerEmail,
        reviewerMessage: o.reviewerMessage,
      }
    : null;

function ShareForm({ offer, documents, fields }: { offer: OfferDetail; documents: OfferDocument[]; fields: DocumentFields[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const offerId = offer.id;
  const [docs, setDocs] = useState<DocItem[]>(() =>
    documents.filter((d) => d.status === 'Draft').map((d) => ({ id: d.id, name: d.name, included: true })),
  );
  const chosenDocs = docs.filter((d) => d.included).map((d) => d.id);
  const recipients = useMemo(() => recipientsOf(offer.parties, fields, chosenDocs), [offer.parties, fields, chosenDocs.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [reviewer, setReviewer] = useState<Reviewer | null>(() => reviewerOf(offer));
  const [dialog, setDialog] = useState<'reviewer' | 'reminders' | 'completeDocuments' | null>(null);
  const [autoForward, setAutoForward] = useState(false);
  const [sendReminder, setSendReminder] = useState(offer.sendReminder ?? false);
  const [days, setDays] = useState(String(offer.reminderInDays ?? DEFAULT_REMINDER_DAYS));
  const storedTime = offer.remindTime?.slice(0, 5) ?? '';
  const [time, setTime] = useState(isAllowedRemindTime(storedTime) ? storedTime : DEFAULT_REMIND_TIME);
  const [message, setMessage] = useState('');
  const step = useWizardStep({ step: WizardStep.Share, offerId, back: WizardStep.DocumentReview });
  const [missingParty, setMissingParty] = useState<OfferParty | null>(null);
  const [duplicate, setDuplicate] = useState<string | null>(null);
  const { busy, setBusy, setMessage: setError } = step;
  const scheduleErrors = reminderScheduleErrors({ sendReminder, reminderInDays: days, remindTime: time });
  const agentParty = ownBuyerAgentParty(offer);
  const hasSellerAgent = offer.parties.some(
    (p) => p.sideId === Side.seller && (p.roleId === PartyRole.InhouseAgent || p.roleId === PartyRole.OutsideAgent),
  );
  const selection = shareParties(recipients, picked);

  const agentSigns = !!agentParty && recipients.some((r) => r.party.partyId === agentParty.partyId && r.signs);
  const signHint = reviewer ? SIGN_DOCUMENTS_REVIEWER_HINT : agentSigns ? null : SIGN_DOCUMENTS_NO_FIELD_HINT;

  /**
   * Save and Share (or Send for Review); with `signFirst` ('Sign documents') the agent's own party
   * is shared with first, ahead of the chosen signers, and its signing page opens once the set exists.
   * `prompted`: the complete-documents prompt was answered (it comes first while the agent's own
   * signature fields are unfilled: docs/domain/offers.md, "Complete documents prompt").
   */
  async function onSend(signFirst?: number, prompted = false) {
    setError(null);
    if (!chosenDocs.length) return setError(SHARING_MESSAGES.noDocuments);
    if (!hasBuyerEmail(offer.parties)) return setError(SHARING_MESSAGES.buyerEmailMissing);
    if (Object.keys(scheduleErrors).length) return setError(Object.values(scheduleErrors)[0]);
    if (!signFirst && !prompted && !reviewer && agentSigns) return setDialog('completeDocuments');
    setDialog(null);
    const body = {
      offerId,
      contractId: offer.contractId!,
      documents: chosenDocs,
      ...(signFirst ? signerFirst(selection, signFirst) : selection),
      signingOrder: 1 as const,
      sendReminder,
      reminderInDays: sendReminder ? Number(days) : null,
      remindTime: sendReminder ? time : null,
      isEnabledAutoForwardAfterBuyerSign: autoForward,
      message: message.trim() || null,
      reviewerMessage: reviewer?.reviewerMessage ?? null,
      category: 'Offer' as const,
    };
    setBusy(signFirst ? 'signing' : 'sending');
    try {
      await sendOffer(body, !!reviewer);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The offer could not be sent.');
      return;
    } finally {
      setBusy(null);
    }
    if (!signFirst) return step.finish(reviewer ? WizardStep.SentForReview : WizardStep.Success);
    // The wizard ends here (the offer is shared); the agent signs on its own signing page.
    const w = wizardStore.getState();
    w.completeStep(WizardStep.Share);
    w.goTo(WizardStep.Success);
    navigate(`/sign-contract-documents/${offer.contractId}/${signFirst}`);
  }

  async function removeReviewer() {
    setError(null);
    try {
      await deleteReviewer(mainApi(), offerId);
      setReviewer(null);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The reviewer could not be removed.');
    }
  }

  const toggle = (partyId: number) =>
    setPicked((s) => {
      const n = new Set(s);
      if (n.has(partyId)) n.delete(partyId);
      else n.add(partyId);
      return n;
    });

  return (
    <StepLayout
      title="Share"
      titleId="share-title"
      form
      step={step}
      footer={{
        showSaveIncomplete: true,
        saveIncompleteLabel: busy === 'incomplete' ? 'Saving...' : 'Save',
        onNext: () => void onSend(),
        nextLabel: reviewer ? 'Send for Review' : 'Save and Share',
        busyNextLabel: busy === 'sending' ? 'Sending...' : reviewer ? 'Send for Review' : 'Save and Share',
      }}
    >
      <Paper variant="outlined" component="section" aria-labelledby="share-documents-title" sx={{ p: 2, mb: 2 }}>
        <Typography id="share-documents-title" variant="h6" component="h3">
          Step 1: Select and order the documents
        </Typography>
        {!docs.length && <Typography color="text.secondary">No documents to display</Typography>}
        <ReactSortable
          list={docs}
          setList={setDocs}
          tag="ul"
          handle=".drag-handle"
          animation={150}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {docs.map((d, i) => (
            <Box
              component="li"
              key={d.id}
              data-document={d.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box className="drag-handle" aria-hidden sx={{ cursor: 'grab', px: 1, color: 'text.secondary' }}>
                ⠿
              </Box>
              <Typography component="span" sx={{ width: 24, color: 'text.secondary' }}>
                {i + 1}.
              </Typography>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={d.included}
                    onChange={() => setDocs((all) => all.map((x) => (x.id === d.id ? { ...x, included: !x.included } : x)))}
                  />
                }
                label={d.name}
              />
            </Box>
          ))}
        </ReactSortable>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="share-recipients-title" sx={{ p: 2, mb: 2 }}>
        <Typography id="share-recipients-title" variant="h6" component="h3">
          Step 2: Select the recipients
        </Typography>
        {RECIPIENT_GROUPS.map((group) => {
          const rows = recipients.filter((r) => r.group === group);
          if (!rows.length) return null;
          return (
            <Box key={group} role="group" aria-label={group} sx={{ mt: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }}>{group}</Typography>
              {rows.map((r) => (
                <Box key={r.party.partyId} data-party={r.party.partyId} sx={{ ml: 1 }}>
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={isSelected(r, picked)}
                        disabled={r.problem !== null || r.isBuyer}
                        onChange={() => toggle(r.party.partyId)}
                      />
                    }
                    label={recipientLabel(r)}
                  />
                  <Typography component="span" variant="caption" color="text.secondary" data-share-state>
                    {shareStateLabel(isSelected(r, picked))}
                  </Typography>
                  {r.problem && <FormHelperText sx={{ ml: 4, mt: -0.5 }}>{r.problem}</FormHelperText>}
                  {r.problem === SHARING_MESSAGES.emailMissing && (
                    <Button size="small" sx={{ ml: 3 }} onClick={() => setMissingParty(r.party)}>
                      Add Email
                    </Button>
                  )}
                </Box>
              ))}
            </Box>
          );
        })}

        <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>Reviewer:</Typography>
          {reviewer ? (
            <>
              <Typography data-testid="reviewer">
                {reviewer.reviewerFirstName} {reviewer.reviewerLastName} ({reviewer.reviewerEmail})
              </Typography>
              <Button size="small" onClick={() => setDialog('reviewer')}>
                Edit Reviewer
              </Button>
              <Button size="small" color="error" onClick={() => void removeReviewer()}>
                Remove Reviewer
              </Button>
            </>
          ) : (
            <Button size="small" onClick={() => setDialog('reviewer')}>
              Add Reviewer
            </Button>
          )}
        </Box>

        {hasSellerAgent && (
          <FormControlLabel
            sx={{ mt: 1, display: 'flex' }}
            control={<Checkbox checked={autoForward} onChange={(e) => setAutoForward(e.target.checked)} />}
            label="Auto-forward to the seller agent after the buyer(s) sign"
          />
        )}

        <Box sx={{ mt: 1, display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={sendReminder} onChange={(e) => setSendReminder(e.target.checked)} />}
            label="Send reminders"
          />
          <TextField
            label="Remind every (days)"
            type="number"
            size="small"
            value={days}
            disabled={!sendReminder}
            onChange={(e) => setDays(e.target.value)}
            slotProps={{ htmlInput: { min: REMINDER_DAYS_MIN, max: REMINDER_DAYS_MAX } }}
            error={!!scheduleErrors.reminderInDays}
            helperText={scheduleErrors.reminderInDays}
          />
          <TextField
            label="Reminder time"
            type="time"
            size="small"
            value={time}
            disabled={!sendReminder}
            onChange={(e) => setTime(e.target.value)}
            slotProps={{ htmlInput: { min: REMIND_TIME_MIN, max: REMIND_TIME_MAX }, inputLabel: { shrink: true } }}
            error={!!scheduleErrors.remindTime}
            helperText={scheduleErrors.remindTime}
          />
          <Button size="small" onClick={() => setDialog('reminders')} sx={{ mt: 0.5 }}>
            Customize Reminder Emails
          </Button>
        </Box>

        <TextField
          label="Message"
          multiline
          minRows={2}
          fullWidth
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          sx={{ mt: 2 }}
        />

        {agentParty && offer.contractId && (
          <SignDocumentsLink hint={signHint} busy={busy === 'signing'} onSign={() => void onSend(agentParty.partyId)} />
        )}
      </Paper>

      {dialog === 'reviewer' && (
        <ReviewerDialog
          offerId={offerId}
          reviewer={reviewer}
          onClose={() => setDialog(null)}
          onSaved={(r) => {
            setReviewer(r.reviewerEmail ? r : null);
            setDialog(null);
          }}
        />
      )}
      <MissingEmailDialog
        party={missingParty}
        onClose={() => setMissingParty(null)}
        onSaved={() => {
          setMissingParty(null);
          void queryClient.invalidateQueries({ queryKey: wizardKeys.offer(offerId) });
        }}
        onDuplicate={setDuplicate}
      />
      <DuplicateEmailWarning message={duplicate} onClose={() => setDuplicate(null)} />
      <CompleteDocumentsDialog
        open={dialog === 'completeDocuments'}
        onClose={() => setDialog(null)}
        onShare={() => void onSend(undefined, true)}
        onSign={() => agentParty && void onSend(agentParty.partyId, true)}
      />
      {dialog === 'reminders' && (
        <RemindersDialog
          offerId={offerId}
          partyIds={[...selection.parties.map((p) => p.partyId), ...selection.optionalRecipients]}
          onClose={() => setDialog(null)}
        />
      )}
    </StepLayout>
  );
}
