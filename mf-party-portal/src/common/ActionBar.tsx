import { Box } from '@mui/material';
import { HintedButton } from '@offerdesk/shared/mui-extra';

export interface ScreenAction {
  id: string;
  label: string;
  /** Why the button cannot act (shown disabled, the reason on hover and focus); null or absent when it acts. */
  hint?: string | null;
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
        <HintedButton
          key={a.id}
          variant={a.variant ?? 'contained'}
          color={a.color ?? 'primary'}
          hint={a.hint ?? null}
          busy={busy}
          onClick={() => onAction(a.id)}
        >
          {a.label}
        </HintedButton>
      ))}
    </Box>
  );
}
