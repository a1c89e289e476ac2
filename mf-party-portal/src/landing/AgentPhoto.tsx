import { Box } from '@mui/material';
import { useState } from 'react';

const SIZE = 40;

/**
 * The sharing agent's photo beside its name (decorative: the name is read, the picture is not). No photo, or one that
 * cannot be read, shows the default avatar instead (docs/domain/portal.md, "The sharing agent's photo").
 */
export function AgentPhoto({ src }: { src?: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed)
    return (
      <Box component="span" aria-hidden="true" data-avatar="default" sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        <svg width={SIZE} height={SIZE} viewBox="0 0 40 40" focusable="false">
          <circle cx="20" cy="20" r="20" fill="currentColor" opacity="0.2" />
          <circle cx="20" cy="15" r="7" fill="currentColor" />
          <path d="M7 34c2-7 7-10 13-10s11 3 13 10" fill="currentColor" />
        </svg>
      </Box>
    );
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed(true)}
      sx={{ width: SIZE, height: SIZE, borderRadius: '50%', objectFit: 'cover', flexShrink: 0 }}
    />
  );
}
