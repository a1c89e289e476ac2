import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, OutlinedInput, Select, type SelectChangeEvent } from '@mui/material';
import { LIMITS, type LookupItem } from '@offerdesk/shared';
import { useId } from 'react';

/** The closed label: 'All' when nothing is chosen, the names of one or two, else 'N selected'. */
export function statusFilterLabel(selected: readonly number[], statuses: readonly LookupItem[]): string {
  if (!selected.length) return 'All';
  if (selected.length > 2) return `${selected.length} selected`;
  return selected.map((id) => statuses.find((s) => s.id === id)?.name ?? `#${id}`).join(', ');
}

export function StatusFilter({ statuses, value, onChange }: { statuses: readonly LookupItem[]; value: number[]; onChange: (ids: number[]) => void }) {
  const labelId = useId();
  // Ids the tab cannot show (a stale stored filter) are dropped from what is displayed and sent on.
  const shown = value.filter((id) => statuses.some((s) => s.id === id) || !statuses.length);
  return (
    <FormControl size="small" sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 1 240px' } }}>
      {/* Always shrunk: the closed value reads 'All' even when nothing is chosen. */}
      <InputLabel id={labelId} shrink>
        Status
      </InputLabel>
      <Select<number[]>
        labelId={labelId}
        input={<OutlinedInput label="Status" notched />}
        multiple
        displayEmpty
        value={shown}
        onChange={(e: SelectChangeEvent<number[]>) => {
          const v = e.target.value;
          onChange(typeof v === 'string' ? v.split(',').map(Number) : v);
        }}
        renderValue={(selected) => statusFilterLabel(selected, statuses)}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: LIMITS.dropdownMaxHeightPx } } } }}
        inputProps={{ 'aria-label': 'Status filter' }}
      >
        {statuses.map((s) => (
          <MenuItem key={s.id} value={s.id} dense>
            <Checkbox size="small" checked={shown.includes(s.id)} sx={{ p: 0.5, mr: 1 }} />
            <ListItemText primary={s.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
