import type { PortalOffer } from '@offerdesk/shared/contract';
import { completedShareProblem } from '@offerdesk/shared/features';
import { ShareByEmailDialog } from '@offerdesk/shared/forms';
import { useAction } from '../common/useAction';
import { shareDocumentsByEmail } from '../portal/portalApi';
import type { PortalLink } from '../portal/usePortalLink';

/**
 * The landing page's Share Documents (docs/domain/documents.md, "One 'Share Document' dialog"): the shared 'Share Document' dialog over
 * the offer's
 * documents, the signed ones chosen; only documents signed by all parties may go, never with drafts
 * (the seed's share messages show in the dialog and the server refuses the same).
 */
export function ShareDocumentsDialog({
  link,
  offer,
  senderName,
  onClose,
  onShared,
}: {
  link: PortalLink;
  offer: PortalOffer;
  senderName: string;
  onClose: () => void;
  onShared: () => void;
}) {
  const { busy, error, run } = useAction();
  const byId = new Map(offer.documents.map((d) => [d.id, d]));
  return (
    <ShareByEmailDialog
      open
      choosable
      files={offer.documents}
      initiallyChosen={offer.documents.filter((d) => d.isSigned).map((d) => d.id)}
      checkFiles={(chosen) => completedShareProblem(chosen.map((id) => byId.get(id)!))}
      busy={busy}
      error={error}
      onCancel={onClose}
      onSend={(v) =>
        void run(async () => {
          await shareDocumentsByEmail(link, offer, v, senderName);
          onShared();
        })
      }
    />
  );
}
