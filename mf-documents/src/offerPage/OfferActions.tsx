import { Box, Button, Typography } from '@mui/material';
import type { OfferDetail } from '@offerdesk/shared/contract';
import { latestCounterOffer } from '@offerdesk/shared';
import {
  FORWARD_WITHOUT_REVIEW_TITLE,
  forwardWithoutReviewText,
  OFFER_PAGE_ACTION_LABELS,
  offerPageActionHint,
  offerPageActionPath,
  offerPageActions,
  reviewedKey,
  type ForwardTarget,
  type OfferPageAction,
} from '@offerdesk/shared/features';
import { HintedButton } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../contractDocuments/dialogs/ConfirmDialog';

const FORWARD_ACTIONS: Partial<Record<OfferPageAction, ForwardTarget>> = {
  forwardToBuyer: 'buyer',
  forwardToSellerAgent: 'sellerAgent',
  forwardToBuyerAgent: 'buyerAgent',
  forwardToSeller: 'seller',
};

/** This tab already opened the read-only viewer for the offer, the party and its latest counter (the portal marks it). */
function wasReviewed(offer: OfferDetail): boolean {
  const counterId = (latestCounterOffer(offer) as { id?: number } | undefined)?.id;
  try {
    return sessionStorage.getItem(reviewedKey(offer.id, offer.party?.partyId ?? 0, counterId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The action buttons (docs/domain/offers.md, "Action buttons") for the viewer's role and the offer's status; each opens its page.
 * A forward button of a step already taken stays, disabled, its reason on hover and focus.
 * A forward button asks 'Forward Without Review?' first, as the party landing page's do, unless this
 * tab reviewed the documents (docs/domain/portal.md, "Sign first, registration at signing").
 */
export function OfferActions({ offer }: { offer: OfferDetail }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<OfferPageAction | null>(null);
  const actions = offerPageActions(offer, offer.party, offer.isBuyerAgent);
  if (!actions.length) return null;
  const path = (a: OfferPageAction) => offerPageActionPath(a, offer.id, offer.party?.partyId);
  const target = asking ? FORWARD_ACTIONS[asking] : undefined;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {actions.map((a) =>
        FORWARD_ACTIONS[a] ? (
          <HintedButton
            key={a}
            variant="outlined"
            hint={offerPageActionHint(a, offer.statusId)}
            onClick={() => (wasReviewed(offer) ? navigate(path(a)) : setAsking(a))}
          >
            {OFFER_PAGE_ACTION_LABELS[a]}
          </HintedButton>
        ) : (
          <Button key={a} variant="outlined" component={RouterLink} to={path(a)}>
            {OFFER_PAGE_ACTION_LABELS[a]}
          </Button>
        ),
      )}
      <ConfirmDialog
        open={!!target}
        title={FORWARD_WITHOUT_REVIEW_TITLE}
        onClose={() => setAsking(null)}
        confirm={{
          label: 'Continue',
          busyLabel: 'Continue',
          busy: false,
          color: 'primary',
          onConfirm: () => asking && navigate(path(asking)),
        }}
      >
        <Typography>{target ? forwardWithoutReviewText(target) : ''}</Typography>
      </ConfirmDialog>
    </Box>
  );
}
