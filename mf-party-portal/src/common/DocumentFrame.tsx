import { Box } from '@mui/material';
import { forwardRef } from 'react';

/** The signing service's read-only preview of the offer documents, framed by URL. */
export const DocumentFrame = forwardRef<HTMLIFrameElement, { src: string; title?: string; onLoad?: () => void }>(function DocumentFrame(
  { src, title = 'Offer documents', onLoad },
  ref,
) {
  return (
    <Box
      component="iframe"
      ref={ref}
      src={src}
      title={title}
      onLoad={onLoad}
      sx={{
        width: '100%',
        height: { xs: '70vh', md: 'calc(100vh - 200px)' },
        minHeight: 400,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    />
  );
});
