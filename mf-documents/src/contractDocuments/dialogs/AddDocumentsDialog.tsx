import { Alert, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { mainApi } from '@offerdesk/shared';
import { getDocumentsByPropertyType } from '@offerdesk/shared/features';
import { PdfPicker } from '@offerdesk/shared/forms';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@offerdesk/shared/mui-extra';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { documentKeys } from '../documentKeys';
import { toggled } from './PartyChecklist';

interface Props {
  open: boolean;
  propertyTypeId: number | null;
  busy: boolean;
  onClose: () => void;
  onFile: (file: File) => void;
  /** Absent for an agent who may only upload (a received offer's agent: docs/domain/documents.md). */
  onAddTemplates?: (ids: number[]) => void;
}

/** Add Documents: drop a PDF or Browse Files; Add SmartDocs lists the templates of the offer's property type. */
export function AddDocumentsDialog({ open, propertyTypeId, busy, onClose, onFile, onAddTemplates }: Props) {
  const [smart, setSmart] = useState(false);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const templates = useQuery({
    queryKey: documentKeys.templates(propertyTypeId ?? 0),
    queryFn: ({ signal }) => getDocumentsByPropertyType(mainApi(), { propertyTypeId: propertyTypeId!, includeHOAAddendum: true }, signal),
    enabled: open && smart && propertyTypeId !== null,
    staleTime: Infinity,
  });
  const close = () => {
    setSmart(false);
    setChosen(new Set());
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby="add-documents-title" maxWidth="sm" fullWidth>
      <DialogTitle id="add-documents-title">{smart ? 'Add SmartDocs' : 'Add Documents'}</DialogTitle>
      <DialogContent>
        {!smart && <PdfPicker onFile={onFile} />}
        {smart && templates.isPending && <Typography>Loading…</Typography>}
        {smart && templates.isError && <Alert severity="error">The templates could not be loaded.</Alert>}
        {smart &&
          templates.data?.documents.map((d) => (
            <div key={d.id}>
              <FormControlLabel
                control={<Checkbox checked={chosen.has(d.id)} onChange={() => setChosen((s) => toggled(s, d.id))} />}
                label={d.name}
              />
            </div>
          ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {!smart && onAddTemplates && (
          <Button variant="outlined" onClick={() => setSmart(true)} disabled={propertyTypeId === null}>
            Add SmartDocs
          </Button>
        )}
        {smart && (
          <Box>
            <Button variant="contained" disabled={!chosen.size || busy} onClick={() => onAddTemplates?.([...chosen])}>
              {busy ? 'Adding...' : 'Add'}
            </Button>
          </Box>
        )}
      </DialogActions>
    </Dialog>
  );
}
