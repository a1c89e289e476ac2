import { TextField } from '@mui/material';
import type { FormTemplate } from '@offerdesk/shared/contract';
import { groupFormTemplates } from '@offerdesk/shared/features';
import { Autocomplete } from '@offerdesk/shared/mui-extra';

const MY = 'My Templates';
const BROKER = 'Broker Templates';

export interface FormTemplateSelectProps {
  templates: readonly FormTemplate[];
  propertyTypeId: number | null;
  value: readonly number[];
  disabled?: boolean;
  onChange(ids: number[]): void;
}

/** Form Template: a multi-select grouped as My Templates and Broker Templates. */
export function FormTemplateSelect({ templates, propertyTypeId, value, disabled, onChange }: FormTemplateSelectProps) {
  const { myTemplates, brokerTemplates } = groupFormTemplates(templates, propertyTypeId);
  const options = [...myTemplates.map((t) => ({ t, group: MY })), ...brokerTemplates.map((t) => ({ t, group: BROKER }))];
  const selected = options.filter((o) => value.includes(o.t.id));
  return (
    <Autocomplete
      multiple
      disabled={disabled}
      options={options}
      value={selected}
      groupBy={(o) => o.group}
      getOptionLabel={(o) => o.t.name}
      isOptionEqualToValue={(a, b) => a.t.id === b.t.id}
      onChange={(_e, next) => onChange(next.map((o) => o.t.id))}
      renderInput={(params) => <TextField {...params} label="Form Template" />}
      sx={{ minWidth: 280, flex: 1 }}
    />
  );
}
