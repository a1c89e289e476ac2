import { Box, Typography } from '@mui/material';
import type { HintedButtonProps } from './HintedButton';

/**
 * A HintedButton's hint while required fields are missing: the 'Required Fields' list on hover and
 * focus, heard as 'Required Fields: …, …'. No hint when nothing is missing.
 */
export function requiredFieldsHint(missing: readonly string[]): Pick<HintedButtonProps, 'hint' | 'hintText'> {
  if (!missing.length) return { hint: null };
  return {
    hint: (
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
    ),
    hintText: `Required Fields: ${missing.join(', ')}`,
  };
}
