import { Box, FormControl, InputLabel, ListItemText, MenuItem, OutlinedInput, Select, type SelectChangeEvent } from '@mui/material';
import type { LookupItem } from '@offerdesk/shared/contract';
import { LIMITS } from '@offerdesk/shared';
import { useId } from 'react';

/** The closed label: 'All' when nothing is chosen, the names of one or two, else 'N selected'. */
export function statusFilterLabel(selected: readonly number[], statuses: readonly LookupItem[]): string {
  if (!selected.length) return 'All';
  if (selected.length > 2) return `${selected.length} selected`;
  return selected.map((id) => statuses.find((s) => s.id === id)?.name ?? `#${id}`).join(', ');
}

const BOX = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED_BOX =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.58L19 8l-9 9z';

/**
 * The check mark of a status option. It is a picture, not a control: the option itself is what
 * is selected (aria-selected), and a checkbox inside an option would be a control in a control.
 */
function CheckMark({ checked }: { checked: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      sx={{
        width: 20,
        height: 20,
        flexShrink: 0,
        m: 0.5,
        mr: 1.5,
        fill: 'currentColor',
        color: checked ? 'primary.main' : 'action.active',
      }}
    >
      <path d={checked ? CHECKED_BOX : BOX} />
    </Box>
  );
}

export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly LookupItem[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
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
            <CheckMark checked={shown.includes(s.id)} />
            <ListItemText primary={s.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
