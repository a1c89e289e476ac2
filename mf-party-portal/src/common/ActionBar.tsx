import { Box, Button } from '@mui/material';

export interface ScreenAction {
  id: string;
  label: string;
  disabled?: boolean;
  variant?: 'contained' | 'outlined' | 'text';
  color?: 'primary' | 'error';
}

/** A row of the screen's buttons; on a phone they wrap and fill the width. */
export function ActionBar({
  actions,
  onAction,
  busy,
  label = 'Actions',
}: {
  actions: readonly ScreenAction[];
  onAction: (id: string) => void;
  busy?: boolean;
  label?: string;
}) {
  if (!actions.length) return null;
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', '& > *': { flex: { xs: '1 1 140px', sm: '0 0 auto' } } }}
    >
      {actions.map((a) => (
        <Button
          key={a.id}
          variant={a.variant ?? 'contained'}
          color={a.color ?? 'primary'}
          disabled={busy || a.disabled}
          onClick={() => onAction(a.id)}
        >
          {a.label}
        </Button>
      ))}
    </Box>
  );
}
