import { Box, Link } from '@mui/material';
import { ApiError, ErrorState, LoadingState } from '@offerdesk/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { getContractSignSetForParty } from '../api';
import { PageFrame, SignerPage } from './SignDocumentsPage';
import { SignerNotice } from './SignerNotice';
import { SigningSessionGate } from '../session/SigningSessionGate';
import { SigningFrame } from '../session/SigningFrame';
import { useSigningApi } from '../session/signingApi';
import { foreignSigningOrigin, isTopLevel } from '../session/signingOrigin';

export const NOT_YOUR_PARTY_TEXT = 'These documents are not yours to sign.';
export const NOT_YOUR_PARTY_DETAIL = 'Open the signing page of your own party on this offer.';
export const NOTHING_TO_SIGN_TEXT = 'There are no documents waiting for your signature.';
export const NOTHING_TO_SIGN_DETAIL =
  'Nothing of this contract has been shared for signature with you yet. Your fields are signed in your turn once the documents are shared.';

const positiveId = (v?: string) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Back to where the agent came from (the Share step, the offer page); home when opened directly.
 * Framed (the workspace's frame of the signing service) the framing page has its own: none here.
 */
function BackLink() {
  const navigate = useNavigate();
  if (!isTopLevel()) return null;
  const hasHistory = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <Box sx={{ px: 1, mb: 1 }}>
      {hasHistory ? (
        <Link component="button" type="button" onClick={() => navigate(-1)}>
          &lt; Back
        </Link>
      ) : (
        <Link component={RouterLink} to="/home">
          &lt; Back to offers
        </Link>
      )}
    </Box>
  );
}

/**
 * /sign-contract-documents/{contractId}/{partyId}: the signed-in agent signs the contract's documents
 * as its own party (the Share step's 'Sign documents'), on the guided signing page of /sign-documents
 * with its session instead of a mailed token. Not that party (or no such contract): 404, shown as not yours.
 */
export function SignContractDocumentsPage() {
  const params = useParams();
  const contractId = positiveId(params.contractId);
  const partyId = positiveId(params.partyId);
  // The workspace with the signing service on another origin frames it there and hands it a grant.
  const signingOrigin = isTopLevel() ? foreignSigningOrigin() : null;
  if (signingOrigin && contractId !== null && partyId !== null)
    return (
      <>
        <Box sx={{ width: '100%', maxWidth: 980, mx: 'auto', px: { xs: 1, sm: 2 }, pt: 2, boxSizing: 'border-box' }}>
          <BackLink />
        </Box>
        <SigningFrame
          origin={signingOrigin}
          path={`/sign-contract-documents/${contractId}/${partyId}`}
          grant={{ contractId, partyId, purpose: 'sign' }}
        />
      </>
    );
  return (
    <SigningSessionGate expect={{ purpose: 'sign', contractId, partyId }}>
      <ContractSigningScreen contractId={contractId} partyId={partyId} />
    </SigningSessionGate>
  );
}

function ContractSigningScreen({ contractId, partyId }: { contractId: number | null; partyId: number | null }) {
  const api = useSigningApi();
  const found = useQuery({
    queryKey: ['signer', 'contract', contractId, partyId],
    queryFn: ({ signal }) => getContractSignSetForParty(api, contractId!, partyId!, signal),
    enabled: contractId !== null && partyId !== null,
    retry: false,
  });
  const credentials = useMemo(
    () => (found.data?.signSetId && partyId ? { signSetId: found.data.signSetId, partyId } : null),
    [found.data, partyId],
  );

  const notYours = (
    <SignerNotice severity="error" title={NOT_YOUR_PARTY_TEXT}>
      {NOT_YOUR_PARTY_DETAIL}
    </SignerNotice>
  );
  if (contractId === null || partyId === null) return <PageFrame>{notYours}</PageFrame>;
  if (found.isPending)
    return (
      <PageFrame>
        <LoadingState label="Loading your documents…" />
      </PageFrame>
    );
  if (found.isError) {
    const missing = found.error instanceof ApiError && (found.error.status === 404 || found.error.status === 400);
    return (
      <PageFrame>
        <BackLink />
        {missing ? notYours : <ErrorState message={found.error.message} onRetry={() => void found.refetch()} />}
      </PageFrame>
    );
  }
  if (!credentials)
    return (
      <PageFrame>
        <BackLink />
        <SignerNotice severity="info" title={NOTHING_TO_SIGN_TEXT}>
          {NOTHING_TO_SIGN_DETAIL}
        </SignerNotice>
      </PageFrame>
    );
  return (
    <>
      <Box sx={{ width: '100%', maxWidth: 980, mx: 'auto', px: { xs: 1, sm: 2 }, pt: 2, boxSizing: 'border-box' }}>
        <BackLink />
      </Box>
      <SignerPage credentials={credentials} inWorkspaceFrame={!isTopLevel()} />
    </>
  );
}
