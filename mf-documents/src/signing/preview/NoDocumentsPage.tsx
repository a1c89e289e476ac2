import { Box, Typography } from '@mui/material';

export const NO_DOCUMENTS_TEXT = 'There are no documents to show.';

/** /no-documents: what a frame shows when the offer has no documents (yet) for the chosen view. */
export function NoDocumentsPage() {
  return (
    <Box component="section" sx={{ py: 8, px: 2, textAlign: 'center' }}>
      <Typography component="h1" variant="h5" gutterBottom>
        No documents
      </Typography>
      <Typography color="text.secondary">{NO_DOCUMENTS_TEXT}</Typography>
    </Box>
  );
}
