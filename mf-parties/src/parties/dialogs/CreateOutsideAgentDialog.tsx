import { Box, Button, TextField, Typography } from '@mui/material';
import { LIMITS, mainApi, saveOutsideAgent, searchBrokerages, type Brokerage, type BrokerageInput, type Party } from '@offerdesk/shared';
import { formatPhone, outsideAgentFormErrors } from '@offerdesk/shared/forms';
import { List, ListItemButton } from '@offerdesk/shared/mui-extra';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { AddressFields, FieldGrid, PhoneInput, Section, SelectInput, SIDE_OPTIONS, TextInput } from '../fields';
import { partyKeys } from '../partyKeys';
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
  const form = useForm<AgentValues>();
  const chosen = useField<number>('brokerageId', { subscription: { value: true, error: true, submitFailed: true } });
  const data = useField<AgentValues['brokerageData']>('brokerageData', { subscription: { value: true } }).input.value;
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<Brokerage | null>(null);
  const term = q.trim();
  const search = useQuery({
    queryKey: partyKeys.brokerages(term),
    queryFn: ({ signal }) => searchBrokerages(mainApi(), term, signal),
    enabled: term.length >= LIMITS.brokerageSearchMinLength && !data,
  });
  if (data) {
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, mt: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h4">
            Create a New Brokerage
          </Typography>
          <Button size="small" onClick={() => form.change('brokerageData', null)}>
            Close
          </Button>
        </Box>
        <FieldGrid>
          <TextInput name="brokerageData.company" label="Brokerage Name" required maxLength={200} />
          <TextInput name="brokerageData.ein" label="EIN" maxLength={50} />
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
      </Box>
    );
  }
  const error = chosen.meta.submitFailed ? (chosen.meta.error as string | undefined) : undefined;
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          size="small"
          label="Search Brokerage"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ flex: 1 }}
          error={!!error}
          helperText={error}
        />
        <Button
          variant="outlined"
          onClick={() => {
            setPicked(null);
            form.change('brokerageId', 0);
            form.change('brokerageData', { countryId: 1 });
          }}
        >
          Create a New Brokerage
        </Button>
      </Box>
      <List
        component="div"
        dense
        aria-label="Brokerages"
        sx={{ maxHeight: 160, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}
      >
        {term.length < LIMITS.brokerageSearchMinLength ? (
          <Typography sx={{ p: 1 }} color="text.secondary" variant="body2">
            Type more than 2 characters to search
          </Typography>
        ) : (search.data ?? []).length === 0 ? (
          <Typography sx={{ p: 1 }} color="text.secondary" variant="body2">
            {search.isFetching ? 'Searching ...' : 'No records to display'}
          </Typography>
        ) : (
          search.data!.map((b) => (
            <ListItemButton
              key={b.partyId}
              selected={chosen.input.value === b.partyId}
              onClick={() => {
                setPicked(b);
                form.change('brokerageId', b.partyId);
              }}
            >
              {b.company}
            </ListItemButton>
          ))
        )}
      </List>
      {picked && chosen.input.value === picked.partyId && (
        <Box sx={{ mt: 1, p: 1, bgcolor: 'action.hover', borderRadius: 1 }} aria-label="Selected brokerage">
          <Typography variant="subtitle2">{picked.company}</Typography>
          <Typography variant="body2">
            {[picked.addressLine1, picked.city, picked.state, picked.zipCode].filter(Boolean).join(', ')}
          </Typography>
          <Typography variant="body2">{[formatPhone(picked.workPhone), picked.email].filter(Boolean).join(' · ')}</Typography>
        </Box>
      )}
    </Box>
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
