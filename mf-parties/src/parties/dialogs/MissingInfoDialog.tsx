import { Alert, Tab, Tabs, Typography } from '@mui/material';
import type { OfferPartyForm, Party } from '@offerdesk/shared/contract';
import { ApiError, ErrorState, LoadingState, mainApi, PartyRole } from '@offerdesk/shared';
import { isAgentRole, missingInfoFormErrors, TAX_ENTITY_TYPES, type FormErrors, type MissingItem } from '@offerdesk/shared/forms';
import { Dialog, DialogContent } from '@offerdesk/shared/mui-extra';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getOfferParty, getParty, saveOfferParty, updateParty } from '../api';
import { AddressFields, EinInput, FieldGrid, PhoneInput, SelectInput, TextInput } from '../fields';
import { partyKeys } from '../partyKeys';
import type { SideChoice } from '../useAssignment';
import { FormDialog, submitErrorsOf } from './FormDialog';
import { MessageDialog } from './MessageDialog';

/** Adding a party that lacks information, editing a party of the offer for this transaction only, or editing a search result's contact. */
export type PartyFormMode =
  | { kind: 'add'; party: Party; sideId: SideChoice; missing: MissingItem[] }
  | { kind: 'edit'; party: Party }
  | { kind: 'contact'; party: Party };

type Values = OfferPartyForm;
type TabName = 'Party' | 'Company';

const COMPANY_FIELDS = new Set([
  'companyName',
  'companyEmail',
  'companyEin',
  'workPhone',
  'faxPhone',
  'companyAddress1',
  'companyAddress2',
  'companyCity',
  'companyState',
  'companyZipCode',
]);
const SIDE_LABELS: Record<SideChoice, string> = { 0: 'Both', 1: 'Buyer', 2: 'Seller' };

/** The form field that carries a missing merge item (a Title/Escrow company's address is the company's). */
function formFieldOf(item: string, titleEscrow: boolean): string {
  const address: Record<string, [string, string]> = {
    addressLine1: ['address1', 'companyAddress1'],
    city: ['city', 'companyCity'],
    stateId: ['state', 'companyState'],
    zipCode: ['zipCode', 'companyZipCode'],
  };
  if (address[item]) return address[item][titleEscrow ? 1 : 0];
  return item === 'company' ? 'companyName' : item;
}

/**
 * Why what is entered for a contact the agent may not change (an in-house agent's record, a contact
 * of another brokerage, an approved vendor) is kept with this offer only: the server saves it as the
 * offer's party overrides and leaves the contact as it is.
 */
function sharedContactNote(party: Pick<Party, 'name' | 'roleId'>): string {
  const whose =
    party.roleId === PartyRole.InhouseAgent
      ? "an in-house agent's record, kept with the agent's account"
      : 'a shared contact you cannot change';
  return `${party.name} is ${whose}: what you enter here is saved for this offer only.`;
}

interface Props {
  offerId: number;
  mode: PartyFormMode;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 'Missing Information' ('{name} has missing information', the missing items, inputs for them,
 * Close and Add to Buyer/Seller/Both) or 'Edit party details'. Tabs Party and Company; only
 * Company for a party with no person; no tabs for a client. A failed check opens the tab of the
 * first invalid field and focuses it.
 */
export function MissingInfoDialog({ offerId, mode, onClose, onDone }: Props) {
  const { party } = mode;
  const load = useQuery({
    queryKey: [...partyKeys.all, 'form', mode.kind, party.partyId, party.personId, party.vendorId, party.roleId],
    queryFn: ({ signal }) =>
      mode.kind === 'edit'
        ? getOfferParty(mainApi(), party.partyId!, signal)
        : getParty(mainApi(), { role: party.roleId, personId: party.personId ?? undefined, vendorId: party.vendorId ?? undefined }, signal),
    gcTime: 0,
  });
  const isClient = party.roleId === PartyRole.Client;
  const hasPerson = party.personId !== null;
  const titleEscrow = party.roleId === PartyRole.TitleEscrow;
  const tabs: TabName[] = isClient ? ['Party'] : hasPerson ? ['Party', 'Company'] : ['Company'];
  const [tab, setTab] = useState<TabName>(tabs[0]);
  /** A refusal other than a 400 (docs/domain/parties.md, answers of the party forms): shown in an error dialog. */
  const [failure, setFailure] = useState<string | null>(null);
  const required = mode.kind === 'add' ? mode.missing.map((m) => ({ field: formFieldOf(m.field, titleEscrow), label: m.label })) : [];

  if (load.isPending || load.isError) {
    return (
      <Dialog open onClose={onClose} aria-label="Party details">
        <DialogContent>
          {load.isError ? (
            <ErrorState message={load.error.message} onRetry={() => void load.refetch()} />
          ) : (
            <LoadingState label="Loading party…" />
          )}
        </DialogContent>
      </Dialog>
    );
  }

  const validate = (v: Values): FormErrors => {
    const errors = missingInfoFormErrors(v as Record<string, unknown>);
    for (const r of required) {
      const value = (v as Record<string, unknown>)[r.field];
      if (!errors[r.field] && (value === null || value === undefined || String(value).trim() === ''))
        errors[r.field] = `${r.label} is required`;
    }
    return errors;
  };
  const tabOf = (field: string): TabName => (COMPANY_FIELDS.has(field) && tabs.includes('Company') ? 'Company' : tabs[0]);
  const submitLabel = mode.kind === 'add' ? `Add to ${SIDE_LABELS[mode.sideId]}` : 'Save';
  const title = { add: 'Missing Information', edit: 'Edit party details', contact: 'Edit party' }[mode.kind];
  const errorDialog = (
    <MessageDialog
      open={failure !== null}
      title="Error"
      onClose={() => {
        setFailure(null);
        // Edit party details closes on such an answer; the other forms stay open with what was entered.
        if (mode.kind === 'edit') onClose();
      }}
    >
      {failure}
    </MessageDialog>
  );
  if (failure !== null && mode.kind === 'edit') return errorDialog;

  return (
    <>
      {errorDialog}
      <FormDialog<Values>
        open
        maxWidth="sm"
        title={title}
        subtitle={mode.kind === 'edit' ? "Change this party's information for this transaction only" : undefined}
        initialValues={load.data}
        validate={validate}
        closeLabel="Close"
        submitLabel={submitLabel}
        busyLabel={mode.kind === 'add' ? 'Adding to ...' : 'Saving...'}
        onClose={onClose}
        onInvalid={(errors) => {
          const first = Object.keys(errors)[0];
          if (!first) return;
          setTab(tabOf(first));
          setTimeout(() => (document.querySelector(`[name="${first}"]`) as HTMLElement | null)?.focus(), 50);
        }}
        onSubmit={async (v) => {
          try {
            if (mode.kind === 'edit') await updateParty(mainApi(), { ...v, offerId, transactionPartyId: party.partyId! });
            else {
              // A search result's contact is only edited (isOfferParty false): it stays in the list, unassigned.
              await saveOfferParty(mainApi(), {
                ...v,
                offerId,
                isOfferParty: mode.kind === 'add',
                transactionPartyId: undefined,
                personId: party.personId,
                vendorId: party.vendorId,
                transactionPartyRoleId: party.roleId,
                transactionPartySideId: mode.kind === 'add' ? mode.sideId : 1,
              });
            }
            onDone();
          } catch (e) {
            if (!(e instanceof ApiError) || e.status !== 400) {
              setFailure(e instanceof ApiError && e.message ? e.message : 'The party could not be saved.');
              return;
            }
            const errors = submitErrorsOf(e);
            const first = Object.keys(errors ?? {}).find((k) => !k.startsWith('FINAL'));
            if (first) setTab(tabOf(first));
            return errors;
          }
        }}
      >
        {() => (
          <>
            {mode.kind === 'add' && (
              <>
                {!party.canEdit && (
                  <Alert severity="info" sx={{ mt: 1 }}>
                    {sharedContactNote(party)}
                  </Alert>
                )}
                <Typography sx={{ mt: 1 }}>{`${party.name} has missing information`}</Typography>
                <Typography component="ul" variant="body2" sx={{ mt: 0.5, mb: 1 }} aria-label="Missing items">
                  {mode.missing.map((m) => (
                    <li key={m.field}>{m.label}</li>
                  ))}
                </Typography>
              </>
            )}
            {tabs.length > 1 && (
              <Tabs value={tab} onChange={(_e, t: TabName) => setTab(t)} aria-label="Party details">
                {tabs.map((t) => (
                  <Tab key={t} value={t} label={t} id={`party-tab-${t}`} aria-controls={`party-panel-${t}`} />
                ))}
              </Tabs>
            )}
            <div
              role={tabs.length > 1 ? 'tabpanel' : undefined}
              id={`party-panel-${tab}`}
              aria-labelledby={tabs.length > 1 ? `party-tab-${tab}` : undefined}
            >
              {tab === 'Party' ? (
                <>
                  <FieldGrid>
                    <TextInput name="firstName" label="First Name" required={hasPerson} maxLength={100} />
                    <TextInput name="lastName" label="Last Name" required={hasPerson} maxLength={100} />
                    <TextInput name="email" label="Email" required={hasPerson} type="email" maxLength={254} />
                    <PhoneInput name="personPhone" label="Phone" />
                    {isAgentRole(party.roleId) && <TextInput name="licenseNumber" label="License Number" maxLength={50} />}
                    {/* MLS ID and entity type only for outside agents (docs/domain/parties.md), unless the templates ask an agent's MLS ID. */}
                    {(party.roleId === PartyRole.OutsideAgent || required.some((r) => r.field === 'mlsId')) && (
                      <TextInput name="mlsId" label="MLS ID" maxLength={50} />
                    )}
                    {party.roleId === PartyRole.OutsideAgent && (
                      <SelectInput name="taxEntityType" label="Entity Type" options={TAX_ENTITY_TYPES} />
                    )}
                  </FieldGrid>
                  <AddressFields prefix="" names={{ line1: 'address1', line2: 'address2', city: 'city', state: 'state', zip: 'zipCode' }} />
                </>
              ) : (
                <>
                  <FieldGrid>
                    <TextInput name="companyName" label="Company Name" maxLength={200} />
                    <TextInput name="companyEmail" label="Company Email" type="email" maxLength={254} />
                    <EinInput name="companyEin" />
                    <PhoneInput name="workPhone" label="Phone" />
                    <PhoneInput name="faxPhone" label="Fax" />
                  </FieldGrid>
                  <AddressFields
                    prefix="Company "
                    names={{
                      line1: 'companyAddress1',
                      line2: 'companyAddress2',
                      city: 'companyCity',
                      state: 'companyState',
                      zip: 'companyZipCode',
                    }}
                  />
                </>
              )}
            </div>
          </>
        )}
      </FormDialog>
    </>
  );
}
