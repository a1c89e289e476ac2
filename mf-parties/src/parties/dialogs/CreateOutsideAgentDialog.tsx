import { Typography } from '@mui/material';
import type { Brokerage, BrokerageInput, Party } from '@offerdesk/shared/contract';
import { LIMITS, mainApi } from '@offerdesk/shared';
import { formatPhone, outsideAgentFormErrors } from '@offerdesk/shared/forms';
import { saveOutsideAgent, searchBrokerages } from '../api';
import { AddressFields, EinInput, FieldGrid, PhoneInput, Section, SelectInput, SIDE_OPTIONS, TextInput } from '../fields';
import { partyKeys } from '../partyKeys';
import { CompanyPicker } from './CompanyPicker';
import { FormDialog, submitErrorsOf } from './FormDialog';

interface AgentValues {
  partySide: 1 | 2 | null;
  firstName: string;
  lastName: string;
  mobilePhone: string;
  email: string;
  mlsId?: string | null;
  licenseNumber?: string | null;
  brokerageId: number;
  brokerageData: Partial<BrokerageInput> | null;
}

interface Props {
  offerId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (party: Party, sideId: 1 | 2) => void;
}

/** Brokerage Information: search (more than 2 characters), the list, the chosen brokerage, or 'Create a New Brokerage'. */
function BrokeragePicker() {
  return (
    <CompanyPicker<Brokerage>
      noun="Brokerage"
      idField="brokerageId"
      noId={0}
      createField="brokerageData"
      createStart={{ countryId: 1 }}
      queryKey={partyKeys.brokerages}
      search={(term, signal) => searchBrokerages(mainApi(), term, signal)}
      minLength={LIMITS.brokerageSearchMinLength}
      itemLabel={(b) => b.company}
      details={(b) => <Typography variant="body2">{[formatPhone(b.workPhone), b.email].filter(Boolean).join(' · ')}</Typography>}
      createFields={
        <>
          <FieldGrid>
            <TextInput name="brokerageData.company" label="Brokerage Name" required maxLength={200} />
            <EinInput name="brokerageData.ein" />
            <TextInput name="brokerageData.email" label="Brokerage Email" type="email" maxLength={254} />
            <PhoneInput name="brokerageData.workPhone" label="Work Phone" required />
            <PhoneInput name="brokerageData.faxPhone" label="Fax" />
          </FieldGrid>
          <AddressFields
            prefix="Brokerage "
            names={{
              line1: 'brokerageData.addressLine1',
              line2: 'brokerageData.addressLine2',
              city: 'brokerageData.city',
              state: 'brokerageData.stateId',
              zip: 'brokerageData.zipCode',
              country: 'brokerageData.countryId',
            }}
          />
        </>
      }
    />
  );
}

/** Create An Outside Agent: Agent Information and Brokerage Information. */
export function CreateOutsideAgentDialog({ offerId, open, onClose, onCreated }: Props) {
  return (
    <FormDialog<AgentValues>
      open={open}
      title="Create An Outside Agent"
      initialValues={{ partySide: 2, brokerageId: 0, brokerageData: null }}
      validate={(v) => outsideAgentFormErrors(v as unknown as Record<string, unknown>)}
      onClose={onClose}
      onSubmit={async (v) => {
        try {
          const party = await saveOutsideAgent(mainApi(), {
            ...v,
            offerId,
            partySide: v.partySide as 1 | 2,
            brokerageData: v.brokerageData as BrokerageInput | null,
          });
          onCreated(party, v.partySide as 1 | 2);
        } catch (e) {
          return submitErrorsOf(e);
        }
      }}
    >
      {() => (
        <>
          <Section title="Agent Information">
            <FieldGrid>
              <SelectInput name="partySide" label="Side" required options={SIDE_OPTIONS} />
              <TextInput name="email" label="Email" required type="email" maxLength={254} />
              <TextInput name="firstName" label="First Name" required maxLength={100} autoFocus />
              <TextInput name="lastName" label="Last Name" required maxLength={100} />
              <PhoneInput name="mobilePhone" label="Mobile Phone" required />
              <TextInput name="mlsId" label="MLS ID" maxLength={50} />
              <TextInput name="licenseNumber" label="License Number" maxLength={50} />
            </FieldGrid>
          </Section>
          <Section title="Brokerage Information">
            <BrokeragePicker />
          </Section>
        </>
      )}
    </FormDialog>
  );
}
