import type { Party, SaveClientBody } from '@offerdesk/shared/contract';
import { GENDERS, mainApi } from '@offerdesk/shared';
import { clientFormErrors } from '@offerdesk/shared/forms';
import { saveClient } from '../api';
import { AddressFields, FieldGrid, PhoneInput, Section, SelectInput, SIDE_OPTIONS, TextInput } from '../fields';
import { FormDialog, submitErrorsOf } from './FormDialog';

export interface ContactRequirements {
  email: boolean;
  phone: boolean;
}

type ClientValues = Omit<SaveClientBody, 'offerId' | 'partySide'> & { partySide: 1 | 2 | null };

interface Props {
  offerId: number;
  open: boolean;
  /** Whether email and mobile are required for a party of a side. */
  requirements: (sideId: number) => ContactRequirements;
  onClose: () => void;
  onCreated: (party: Party, sideId: 1 | 2) => void;
}

/** Create New Client: Personal Contact Information and Business Contact Information. */
export function CreateClientDialog({ offerId, open, requirements, onClose, onCreated }: Props) {
  return (
    <FormDialog<ClientValues>
      open={open}
      title="Create New Client"
      initialValues={{ partySide: 1, gender: 1, countryId: 1, businessCountryId: 1 }}
      validate={(v) => {
        const r = requirements(Number(v.partySide));
        return clientFormErrors({ ...v, isEmailRequired: r.email, isPhoneRequired: r.phone });
      }}
      onClose={onClose}
      onSubmit={async (v) => {
        const r = requirements(Number(v.partySide));
        try {
          const party = await saveClient(mainApi(), {
            ...v,
            offerId,
            partySide: v.partySide as 1 | 2,
            isEmailRequired: r.email,
            isPhoneRequired: r.phone,
          });
          onCreated(party, v.partySide as 1 | 2);
        } catch (e) {
          return submitErrorsOf(e);
        }
      }}
    >
      {(v) => {
        const r = requirements(Number(v.partySide));
        return (
          <>
            <Section title="Personal Contact Information">
              <FieldGrid>
                <SelectInput name="partySide" label="Side" required options={SIDE_OPTIONS} />
                <SelectInput name="gender" label="Gender" options={GENDERS} />
                <TextInput name="firstName" label="First Name" required maxLength={100} autoFocus />
                <TextInput name="lastName" label="Last Name" required maxLength={100} />
                <TextInput name="email" label="Email" required={r.email} type="email" maxLength={254} />
                <PhoneInput name="mobilePhone" label="Mobile" required={r.phone} />
                <TextInput name="dob" label="Date of Birth" type="date" />
                <TextInput name="personalUrl" label="Personal URL" maxLength={500} />
              </FieldGrid>
              <AddressFields
                prefix=""
                names={{
                  line1: 'addressLine1',
                  line2: 'addressLine2',
                  city: 'city',
                  state: 'stateId',
                  zip: 'zipCode',
                  country: 'countryId',
                }}
              />
            </Section>
            <Section title="Business Contact Information">
              <FieldGrid>
                <TextInput name="companyName" label="Company" maxLength={200} />
              </FieldGrid>
              <AddressFields
                prefix="Business "
                names={{
                  line1: 'businessAddressLine1',
                  line2: 'businessAddressLine2',
                  city: 'businessCity',
                  state: 'businessStateId',
                  zip: 'businessZipCode',
                  country: 'businessCountryId',
                }}
              />
            </Section>
          </>
        );
      }}
    </FormDialog>
  );
}
