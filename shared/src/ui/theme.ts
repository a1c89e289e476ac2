import { createTheme } from '@mui/material';

/** The one OfferDesk theme; the shell and every remote render with it. */
export const offerDeskTheme = createTheme({
  palette: {
    primary: { main: '#1d4e89' },
    secondary: { main: '#0f7b6c' },
    error: { main: '#c62828' },
    // Dark text on the warning orange: white on it stays below the 4.5:1 contrast small text needs.
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#f4f6f9' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
