import { Alert, Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ActionBar, type ScreenAction } from '../common/ActionBar';
import { AgentCard, type SharingAgent } from './AgentCard';
import { PropertySummary } from './PropertySummary';
import { TermsCard, type OfferTerms } from './TermsCard';

export interface TermsBlock {
  title: string;
  terms: OfferTerms;
  tone?: 'accepted' | 'rejected';
}

export interface LandingModel {
  headline: string;
  property: { imageUrl: string | null; address: string; cityLine?: string | null; mlsNumber: string | null; listingPrice: number | null };
  sharedBy: SharingAgent | null;
  representedClients: readonly string[];
  /** Rejected, accepted, counter-offer and original terms, newest first. */
  terms: readonly TermsBlock[];
  actions: readonly ScreenAction[];
}

/** The party landing page: status headline, property, the sharing agent, the terms cards and the party's buttons. */
export function LandingView({
  model,
  onAction,
  busy,
  notice,
  outcome,
}: {
  model: LandingModel;
  onAction: (id: string) => void;
  busy?: boolean;
  notice?: ReactNode;
  /** What happened and what comes next, after a decision (decisionNotice.ts). */
  outcome?: string | null;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' }, fontWeight: 600 }}>
        {model.headline}
      </Typography>
      {outcome && (
        <Alert severity="info" role="status">
          {outcome}
        </Alert>
      )}
      {notice}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <PropertySummary {...model.property} />
      </Paper>
      <ActionBar actions={model.actions} onAction={onAction} busy={busy} label="Offer actions" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, alignItems: 'start' }}>
        {model.sharedBy && <AgentCard agent={model.sharedBy} clients={model.representedClients} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {model.terms.map((t) => (
            <TermsCard key={t.title} {...t} />
          ))}
        </Box>
      </Box>
    </Box>
  );
}
