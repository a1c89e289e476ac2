import { Box, Link } from '@mui/material';
import { useHost } from '@offerdesk/runtime';
import { OpenInNewIcon } from './icons';

/** 'Training Videos' and 'Feedback' (configurable URLs; a link without a URL is not shown). */
export function HelpLinks() {
  const trainingVideosUrl = useHost((s) => s.config.trainingVideosUrl);
  const feedbackUrl = useHost((s) => s.config.feedbackUrl);
  const links = [
    { href: trainingVideosUrl, label: 'Training Videos' },
    { href: feedbackUrl, label: 'Feedback' },
  ].filter((l) => !!l.href);
  if (!links.length) return null;
  return (
    <Box component="nav" aria-label="Help" sx={{ display: 'flex', gap: 2.5, alignItems: 'center' }}>
      {links.map((l) => (
        <Link
          key={l.label}
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 500 }}
        >
          {l.label}
          <OpenInNewIcon size={16} />
        </Link>
      ))}
    </Box>
  );
}
