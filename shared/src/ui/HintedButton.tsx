import { Button } from '@mui/material';
import Tooltip from '@mui/material/Tooltip';
import type { ComponentProps, MouseEvent } from 'react';

/** Below the button; without room there (the window's bottom edge), beside it: never over what is above it. */
const HINT_POPPER = { modifiers: [{ name: 'flip', options: { fallbackPlacements: ['right', 'left'] } }] };

/** How a button that cannot act yet looks: MUI's disabled colours, in every variant. */
const HINTED_LOOK = {
  color: 'text.disabled',
  cursor: 'not-allowed',
  '&.MuiButton-contained, &.MuiButton-contained:hover': { bgcolor: 'action.disabledBackground', boxShadow: 'none' },
  '&.MuiButton-outlined, &.MuiButton-outlined:hover': { borderColor: 'action.disabledBackground' },
};

export type HintedButtonProps = ComponentProps<typeof Button> & {
  /** Why the button cannot act now; null when it can. */
  hint: string | null;
  /** The action is running: the button is disabled outright. */
  busy?: boolean;
  /** A submit button whose click still submits while hinted (the form then shows what is missing). */
  submitsWhenHinted?: boolean;
};

/**
 * A button that cannot act yet and says why: shown and heard as disabled (`aria-disabled`), its
 * reason on hover and on keyboard focus as its description. Unlike a disabled button it stays
 * focusable, so the reason is reachable by keyboard and screen reader. While hinted its click does
 * nothing (and a submit button does not submit) unless `submitsWhenHinted`.
 */
export function HintedButton({ hint, busy = false, submitsWhenHinted = false, sx, onClick, type, ...props }: HintedButtonProps) {
  const inert = hint !== null && !submitsWhenHinted;
  return (
    <Tooltip title={hint ?? ''} describeChild placement="bottom" slotProps={{ popper: HINT_POPPER }}>
      <Button
        {...props}
        disabled={busy}
        aria-disabled={hint === null ? undefined : 'true'}
        type={inert && type === 'submit' ? 'button' : type}
        onClick={inert ? (e: MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick}
        sx={[...(Array.isArray(sx) ? sx : sx ? [sx] : []), hint !== null && HINTED_LOOK]}
      />
    </Tooltip>
  );
}
