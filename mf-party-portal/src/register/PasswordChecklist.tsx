import { Box, Typography } from '@mui/material';
import { PASSWORD_RULES } from '@offerdesk/shared/forms';

/** The live password checklist: each rule ticks as soon as the typed password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <Box component="ul" aria-label="Password rules" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <Typography component="li" key={rule.id} variant="body2" sx={{ color: met ? 'success.dark' : 'text.secondary' }} data-met={met}>
            <span aria-hidden="true">{met ? '✓' : '○'}</span> {rule.label}
            <Box component="span" sx={{ position: 'absolute', left: -9999 }}>
              {met ? ' (met)' : ' (not met)'}
            </Box>
          </Typography>
        );
      })}
    </Box>
  );
}
