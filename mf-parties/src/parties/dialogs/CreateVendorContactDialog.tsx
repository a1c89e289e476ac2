import type { Party, SaveVendorContactBody, VendorSummary } from '@offerdesk/shared/contract';
import { LIMITS, mainApi, NEW_VENDOR_TYPES } from '@offerdesk/shared';
import { vendorContactFormErrors, vendorFormErrors } from '@offerdesk/shared/forms';
import { saveVendor, saveVendorContact, searchVendors } from '../api';
import { AddressFields, EinInput, FieldGrid, PhoneInput, Section, SelectInput, SIDE_OPTIONS, TextInput } from '../fields';
import { partyKeys } from '../partyKeys';
import { CompanyPicker } from './CompanyPicker';
import { FormDialog, submitErrorsOf } from './FormDialog';

interface NewVendor {
  type?: number | null;
  company?: string | null;
  EIN?: string | null;
}
type ContactValues = Omit<SaveVendorContactBody, 'offerId' | 'partySide' | 'vendorId'> & {
  partySide: 1 | 2 | null;
  vendorId: number | null;
  newVendor: NewVendor | null;
};

interface Props {
  offerId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (party: Party, sideId: 1 | 2) => void;
}

/** Vendor Information: vendor search, the list, the selected vendor, or 'Create a New Vendor'. */
function VendorPicker() {
  return (
    <CompanyPicker<VendorSummary>
      noun="Vendor"
      idField="vendorId"
      noId={null}
      createField="newVendor"
      createStart={{}}
      queryKey={partyKeys.vendors}
      search={(term, signal) => searchVendors(mainApi(), term, signal)}
      debounceMs={LIMITS.partySearchDebounceMs}
      itemLabel={(v) => `${v.company} (${v.type.name})`}
      createFields={
        <FieldGrid>
          <SelectInput name="newVendor.type" label="Vendor Type" required options={NEW_VENDOR_TYPES} />
          <TextInput name="newVendor.company" label="Name" required maxLength={200} />
          <EinInput name="newVendor.EIN" />
        </FieldGrid>
      }
    />
  );
}

/** Create New Vendor Contact: a new vendor is saved first, its partyId then carries the contact. */
export function CreateVendorContactDialog({ offerId, open, onClose, onCreated }: Props) {
  return (
    <FormDialog<ContactValues>
      open={open}
      title="Create New Vendor Contact"
      initialValues={{ partySide: 1, vendorId: null, newVendor: null, homeCountryId: 1, countryId: 1 }}
      validate={(v) => {
        const errors = vendorContactFormErrors({ ...v, vendorId: v.newVendor ? 1 : v.vendorId });
        if (v.newVendor)
          for (const [k, m] of Object.entries(vendorFormErrors(v.newVendor as Record<string, unknown>))) errors[`newVendor.${k}`] = m;
        return errors;
      }}
      onClose={onClose}
      onSubmit={async (v, form) => {
        try {
          let vendorId = v.vendorId;
          if (v.newVendor) {
            const vendor = await saveVendor(mainApi(), {
              offerId,
              type: Number(v.newVendor.type),
              company: v.newVendor.company ?? '',
              EIN: v.newVendor.EIN ?? null,
            });
            vendorId = vendor.partyId;
            // A retry after a failed contact save keeps the vendor just made.
            form.batch(() => {
              form.change('newVendor', null);
              form.change('vendorId', vendorId);
            });
          }
          const { newVendor: _n, ...contact } = v;
          const party = await saveVendorContact(mainApi(), { ...contact, offerId, partySide: v.partySide as 1 | 2, vendorId: vendorId! });
          onCreated(party, v.partySide as 1 | 2);
        } catch (e) {
          return submitErrorsOf(e);
        }
      }}
    >
      {() => (
        <>
          <Section title="Vendor Contact Information">
            <FieldGrid>
              <SelectInput name="partySide" label="Side" required options={SIDE_OPTIONS} />
              <TextInput name="email" label="Email" required type="email" maxLength={254} />
              <TextInput name="firstName" label="First Name" required maxLength={100} autoFocus />
              <TextInput name="lastName" label="Last Name" required maxLength={100} />
              <PhoneInput name="mobilePhone" label="Mobile Phone" />
              <PhoneInput name="workPhone" label="Work Phone" />
              <PhoneInput name="faxPhone" label="Fax" />
            </FieldGrid>
            <AddressFields
              prefix="Home "
              names={{
                line1: 'homeAddressLine1',
                line2: 'homeAddressLine2',
                city: 'homeCity',
                state: 'homeStateId',
                zip: 'homeZipCode',
                country: 'homeCountryId',
              }}
            />
            <AddressFields
              prefix="Work "
              names={{ line1: 'addressLine1', line2: 'addressLine2', city: 'city', state: 'stateId', zip: 'zipCode', country: 'countryId' }}
            />
          </Section>
          <Section title="Vendor Information">
            <VendorPicker />
          </Section>
        </>
      )}
    </FormDialog>
  );
}
