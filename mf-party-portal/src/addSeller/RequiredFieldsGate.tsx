import { Box, Typography } from '@mui/material';
import { Tooltip } from '@offerdesk/shared/mui-extra';
import type { ReactElement } from 'react';

/** Wraps a disabled submit: pointing at it (or focusing or tapping it) shows the 'Required Fields' popover listing what is missing. */
export function RequiredFieldsGate({ missing, children }: { missing: string[]; children: ReactElement }) {
  const title = missing.length ? (
    <Box sx={{ p: 0.5 }}>
      <Typography variant="subtitle2" component="p">
        Required Fields
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {missing.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </Box>
    </Box>
  ) : (
    ''
  );
  return (
    <Tooltip title={title} enterTouchDelay={0} placement="top">
      {/* A disabled button takes no pointer events: the wrapper receives them. */}
      <Box component="span" sx={{ display: 'inline-flex' }} tabIndex={missing.length ? 0 : -1}>
        {children}
      </Box>
    </Tooltip>
  );
}
