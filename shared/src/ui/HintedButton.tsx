import { Button } from '@mui/material';
import Tooltip from '@mui/material/Tooltip';
import { useId, type ComponentProps, type MouseEvent, type ReactNode } from 'react';

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
  /** Why the button cannot act now: a sentence, or content such as a list; null when it can. */
  hint: ReactNode;
  /** What a screen reader hears as the description when `hint` is content rather than text (say, the list as one sentence). */
  hintText?: string;
  /** The action is running: the button is disabled outright. */
  busy?: boolean;
  /** A submit button whose click still submits while hinted (the form then shows what is missing). */
  submitsWhenHinted?: boolean;
};

/**
 * A button that cannot act yet and says why: shown and heard as disabled (`aria-disabled`), its
 * reason on hover, on keyboard focus and on tap, and as its description. Unlike a disabled button
 * it stays focusable, so the reason is reachable by keyboard and screen reader. While hinted its
 * click does nothing (and a submit button does not submit) unless `submitsWhenHinted`.
 *
 * A text hint is described by MUI's tooltip (`describeChild`). A content hint is not text MUI can
 * put in `title` when closed, so the button is described by a hidden copy of it (`hintText` if
 * given), open or closed.
 */
export function HintedButton({ hint, hintText, busy = false, submitsWhenHinted = false, sx, onClick, type, ...props }: HintedButtonProps) {
  const descriptionId = useId();
  const hinted = hint !== null && hint !== undefined && hint !== false;
  const inert = hinted && !submitsWhenHinted;
  const describedApart = hinted && typeof hint !== 'string';
  return (
    <>
      <Tooltip title={hinted ? hint : ''} describeChild placement="bottom" enterTouchDelay={0} slotProps={{ popper: HINT_POPPER }}>
        <Button
          {...props}
          {...(describedApart ? { 'aria-describedby': descriptionId } : {})}
          disabled={busy}
          aria-disabled={hinted ? 'true' : undefined}
          type={inert && type === 'submit' ? 'button' : type}
          onClick={inert ? (e: MouseEvent<HTMLButtonElement>) => e.preventDefault() : onClick}
          sx={[...(Array.isArray(sx) ? sx : sx ? [sx] : []), hinted && HINTED_LOOK]}
        />
      </Tooltip>
      {describedApart && (
        <span id={descriptionId} hidden>
          {hintText ?? hint}
        </span>
      )}
    </>
  );
}
