import type { PortalOffer } from '@offerdesk/shared/contract';
import { Dialog, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { AddSellerForm, type AddSellerValues } from '../addSeller/AddSellerForm';
import { useAction } from '../common/useAction';
import { addSellers } from '../portal/portalApi';
import type { PortalLink } from '../portal/usePortalLink';

/** The add-seller modal of a wide screen (up to 820 px the add-seller page opens instead). */
export function AddSellerDialog({
  open,
  link,
  offer,
  onClose,
  onSent,
}: {
  open: boolean;
  link: PortalLink;
  offer: PortalOffer;
  onClose: () => void;
  onSent: () => void;
}) {
  const { busy, error, run } = useAction();
  const forward = (values: AddSellerValues) =>
    run(async () => {
      await addSellers(link, offer, values);
      onSent();
    });
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="add-seller-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-seller-title">Add Seller</DialogTitle>
      <DialogContent>{open && <AddSellerForm onForward={forward} busy={busy} error={error} />}</DialogContent>
    </Dialog>
  );
}
