import { Alert, Box, Button, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { SignatureMark } from '@offerdesk/shared/contract';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useState } from 'react';
import { DrawPad, type DrawnValue } from './DrawPad';

export interface AdoptedMarks {
  signature: SignatureMark;
  initials: SignatureMark;
}

export const TYPED_FONT = '"Brush Script MT", "Segoe Script", "Lucida Handwriting", cursive';

/** Initials of a name: the first letter of each word, at most four. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('')
    .slice(0, 4);

/**
 * Adopt once, apply to every holder: the signer draws (signature_pad) or types its signature and
 * initials; typed ones print in the server's oblique font.
 */
export function AdoptSignatureDialog({
  open,
  name,
  onAdopt,
  onClose,
}: {
  open: boolean;
  name: string;
  onAdopt: (marks: AdoptedMarks) => void;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const [typedName, setTypedName] = useState(name);
  const [typedInitials, setTypedInitials] = useState(initialsOf(name));
  const [drawnSignature, setDrawnSignature] = useState<DrawnValue>(null);
  const [drawnInitials, setDrawnInitials] = useState<DrawnValue>(null);
  const [tried, setTried] = useState(false);

  const marks = (): AdoptedMarks | null => {
    if (mode === 'type') {
      const s = typedName.trim();
      const i = typedInitials.trim();
      return s && i && s.length <= 100 && i.length <= 100
        ? { signature: { type: 'typed', value: s }, initials: { type: 'typed', value: i } }
        : null;
    }
    return drawnSignature && drawnInitials
      ? { signature: { type: 'drawn', value: drawnSignature }, initials: { type: 'drawn', value: drawnInitials } }
      : null;
  };
  const adopt = () => {
    const m = marks();
    setTried(true);
    if (m) onAdopt(m);
  };
  const missing = tried && !marks();

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="adopt-title">
      <DialogTitle id="adopt-title">Adopt your signature</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <Tabs value={mode} onChange={(_, v: 'draw' | 'type') => setMode(v)} aria-label="How to sign" sx={{ mb: 2 }}>
          <Tab value="draw" label="Draw" />
          <Tab value="type" label="Type" />
        </Tabs>
        {mode === 'draw' ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DrawPad label="Signature" height={140} onChange={setDrawnSignature} />
            <DrawPad label="Initials" height={90} onChange={setDrawnInitials} />
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <TextField
              label="Full name"
              value={typedName}
              onChange={(e) => setTypedName(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              label="Initials"
              value={typedInitials}
              onChange={(e) => setTypedInitials(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <Box
              aria-label="Preview"
              sx={{
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 2,
                display: 'flex',
                gap: 3,
                alignItems: 'baseline',
                flexWrap: 'wrap',
              }}
            >
              <Typography sx={{ fontFamily: TYPED_FONT, fontSize: 30, overflowWrap: 'anywhere' }}>{typedName || ' '}</Typography>
              <Typography sx={{ fontFamily: TYPED_FONT, fontSize: 24 }}>{typedInitials || ' '}</Typography>
            </Box>
          </Box>
        )}
        {missing && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {mode === 'draw' ? 'Draw both your signature and your initials.' : 'Type your name and your initials.'}
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          By selecting Adopt and Sign, I agree that the signature and initials will be the electronic representation of my signature and
          initials on these documents.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={adopt}>
          Adopt and Sign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
