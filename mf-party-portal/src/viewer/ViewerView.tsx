import { Box, Button, Typography } from '@mui/material';
import { ActionBar, type ScreenAction } from '../common/ActionBar';
import { DocumentFrame } from '../common/DocumentFrame';

const CLIENT_DECISIONS = ['sign', 'accept', 'counter', 'reject'];

/**
 * The buttons of the read-only viewer: a client answers the offer with the decisions its landing page offers
 * (only what is still possible), an agent forwards it or continues.
 */
export function viewerActions(
  isClient: boolean,
  agentActions: readonly ScreenAction[],
  landingActions: readonly ScreenAction[],
): ScreenAction[] {
  if (!isClient) return [...agentActions];
  return landingActions.filter((a) => CLIENT_DECISIONS.includes(a.id));
}

/** The read-only document viewer: Back, Print, the party's buttons, and the signing service's preview. */
export function ViewerView({
  address,
  previewSrc,
  actions,
  busy,
  printing,
  onBack,
  onPrint,
  onAction,
}: {
  address: string;
  previewSrc: string;
  actions: readonly ScreenAction[];
  busy?: boolean;
  printing?: boolean;
  onBack: () => void;
  onPrint: () => void;
  onAction: (id: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="text" onClick={onBack}>
          Back
        </Button>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
          {address}
        </Typography>
        <Button variant="outlined" onClick={onPrint} disabled={printing}>
          {printing ? 'Printing...' : 'Print'}
        </Button>
      </Box>
      <ActionBar actions={actions} onAction={onAction} busy={busy} label="Offer actions" />
      <DocumentFrame src={previewSrc} />
    </Box>
  );
}
