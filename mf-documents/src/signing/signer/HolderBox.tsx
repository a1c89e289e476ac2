import { Box, Typography } from '@mui/material';
import type { SignatureMark, SignerHolder } from '@offerdesk/shared/contract';
import { boxOnPage } from '../pdf/PdfPages';
import { TYPED_FONT } from './AdoptSignatureDialog';

export const holderKey = (documentId: number, name: string) => `${documentId}:${name}`;

const LABEL: Record<SignerHolder['kind'], string> = { Signature: 'Sign', Initials: 'Initial', Date: 'Date' };

/** Today as the server prints it into date holders (MM/DD/YYYY, UTC). */
export const signingDay = (d = new Date()) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

/** One of the signer's holders over its page: a button to apply the adopted mark, then the mark. */
export function HolderBox({
  holder,
  documentId,
  scale,
  page,
  mark,
  active,
  onApply,
}: {
  holder: SignerHolder;
  documentId: number;
  scale: number;
  page: { width: number; height: number };
  mark: SignatureMark | null;
  active: boolean;
  onApply: () => void;
}) {
  const pos = boxOnPage(holder, page);
  const heightPx = holder.height * scale;
  const isDate = holder.kind === 'Date';
  const filled = isDate || !!mark;
  const label = isDate
    ? `Date, filled in when you finish: ${signingDay()}`
    : mark
      ? `${holder.kind}, applied`
      : `${LABEL[holder.kind]} here (${holder.kind.toLowerCase()})`;
  return (
    <Box
      component={isDate ? 'div' : 'button'}
      type={isDate ? undefined : 'button'}
      id={`holder-${holderKey(documentId, holder.name)}`}
      data-holder={holder.name}
      data-filled={filled ? 'true' : 'false'}
      aria-label={label}
      onClick={isDate ? undefined : onApply}
      sx={{
        position: 'absolute',
        ...pos,
        minHeight: 24,
        p: 0,
        m: 0,
        border: 2,
        borderStyle: filled ? 'solid' : 'dashed',
        borderColor: active ? 'secondary.main' : filled ? 'success.main' : 'warning.dark',
        bgcolor: filled ? 'rgba(46, 125, 50, 0.08)' : 'rgba(255, 193, 7, 0.35)',
        borderRadius: 0.5,
        cursor: isDate ? 'default' : 'pointer',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
        outlineOffset: 2,
        boxShadow: active ? 4 : 0,
      }}
    >
      {isDate && <Typography sx={{ fontSize: Math.max(10, heightPx * 0.45), color: 'text.secondary' }}>{signingDay()}</Typography>}
      {!isDate && mark?.type === 'drawn' && <img src={mark.value} alt="" style={{ maxWidth: '100%', maxHeight: '100%' }} />}
      {!isDate && mark?.type === 'typed' && (
        <Typography sx={{ fontFamily: TYPED_FONT, fontSize: Math.max(12, heightPx * 0.6), whiteSpace: 'nowrap', color: '#0d2a6b' }}>
          {mark.value}
        </Typography>
      )}
      {!filled && (
        <Typography component="span" sx={{ fontWeight: 700, fontSize: Math.max(11, Math.min(16, heightPx * 0.5)), color: 'text.primary' }}>
          {LABEL[holder.kind]}
        </Typography>
      )}
    </Box>
  );
}
