import { Box, Button, Typography } from '@mui/material';
import type { OfferDetail, OfferParty } from '@offerdesk/shared/contract';
import { formatDateTime, OfferType, Side, signStatusText } from '@offerdesk/shared';
import { labelParties } from '@offerdesk/shared/features';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { cellSx, TableHead } from '../common/TableHead';
import { managesPartyLinks, PartyLinkActions } from './PartyLinkActions';

function ViewedIcon({ viewedOn }: { viewedOn: string | null }) {
  const label = viewedOn ? `Viewed ${formatDateTime(viewedOn)}` : 'Not viewed';
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      sx={{ display: 'inline-flex', color: viewedOn ? 'success.main' : 'text.disabled' }}
    >
      <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        {viewedOn ? (
          <path d="M12 5C7 5 2.7 8.1 1 12c1.7 3.9 6 7 11 7s9.3-3.1 11-7c-1.7-3.9-6-7-11-7Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z" />
        ) : (
          <path d="M2 4.3 3.3 3 21 20.7 19.7 22l-3.1-3.1A11.7 11.7 0 0 1 12 19c-5 0-9.3-3.1-11-7a12.2 12.2 0 0 1 4.1-5L2 4.3ZM12 7.5a4.5 4.5 0 0 1 4.4 5.4l-5.3-5.3c.3-.1.6-.1.9-.1Zm0-2.5c5 0 9.3 3.1 11 7a12 12 0 0 1-3.6 4.6l-1.8-1.8A9.6 9.6 0 0 0 20.8 12C19.2 9 15.8 7 12 7c-.8 0-1.6.1-2.4.3L7.9 5.6C9.2 5.2 10.6 5 12 5Z" />
        )}
      </svg>
    </Box>
  );
}

/** `linkActions`: a Link column with the controls of each party's link (the owner's Parties tab only). */
function PartyTable({
  title,
  empty,
  parties,
  linkActions,
}: {
  title: string;
  empty: string;
  parties: Array<OfferParty & { label: string }>;
  linkActions?: (party: OfferParty) => ReactNode;
}) {
  const id = `${title.replace(/\s+/g, '-').toLowerCase()}-title`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {parties.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
          <TableHead columns={['Name', 'Role', 'Email', 'Signing', 'Viewed', ...(linkActions ? ['Link'] : [])]} />
          <tbody>
            {parties.map((p) => (
              <tr key={`${p.partyId}-${p.sideId}`}>
                <Box component="td" sx={cellSx}>
                  {p.name ?? p.company ?? ''}
                </Box>
                <Box component="td" sx={cellSx}>
                  {p.label}
                </Box>
                <Box component="td" sx={cellSx}>
                  {p.email ?? ''}
                </Box>
                <Box component="td" sx={cellSx}>
                  {signStatusText(p.signStatus ?? 0)}
                </Box>
                <Box component="td" sx={cellSx}>
                  <ViewedIcon viewedOn={p.viewedOn} />
                </Box>
                {linkActions && (
                  <Box component="td" sx={cellSx}>
                    {linkActions(p)}
                  </Box>
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      )}
    </Box>
  );
}

/** Seller Parties and Buyer Parties with their labels (the offer page's Parties tab and the sale page). */
export function TransactionParties({
  parties,
  linkActions,
}: {
  parties: OfferDetail['parties'];
  linkActions?: (party: OfferParty) => ReactNode;
}) {
  const labelled = labelParties(parties);
  return (
    <>
      <PartyTable
        title="Seller Parties"
        empty="No seller parties to display"
        parties={labelled.filter((p) => p.sideId === Side.seller)}
        linkActions={linkActions}
      />
      <PartyTable
        title="Buyer Parties"
        empty="No buyer parties to display"
        parties={labelled.filter((p) => p.sideId === Side.buyer)}
        linkActions={linkActions}
      />
    </>
  );
}

/**
 * The Transaction Parties panel: seller and buyer parties with their labels; Edit Parties opens the party editor (not for a
 * received offer); on the owner's sent offer each party's link can be revoked or sent again.
 */
export function PartiesTab({ offer }: { offer: OfferDetail }) {
  const received = offer.offerTypeId === OfferType.received;
  const back = encodeURIComponent(`/offer-documents/${offer.id}`);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h2">
          Transaction Parties
        </Typography>
        <Button variant="outlined" disabled={received} component={RouterLink} to={`/assign-parties?offerId=${offer.id}&returnTo=${back}`}>
          Edit Parties
        </Button>
      </Box>
      <TransactionParties
        parties={offer.parties}
        linkActions={managesPartyLinks(offer) ? (party) => <PartyLinkActions offer={offer} party={party} /> : undefined}
      />
    </Box>
  );
}
