import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { ChevronDownIcon } from './icons';
import { OFFER_ACTION_LABELS, type OfferAction } from './offerActions';

interface Props {
  actions: readonly OfferAction[];
  onAction: (action: OfferAction) => void;
  /** Names the offer for screen readers ("Actions for 12 Elm St"). */
  offerName: string;
  disabled?: boolean;
}

export function OfferActionsMenu({ actions, onAction, offerName, disabled }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = !!anchor;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        endIcon={<ChevronDownIcon size={18} />}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`Actions for ${offerName}`}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Actions
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {actions.map((a) => (
          <MenuItem
            key={a}
            onClick={() => {
              setAnchor(null);
              onAction(a);
            }}
          >
            {OFFER_ACTION_LABELS[a]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
