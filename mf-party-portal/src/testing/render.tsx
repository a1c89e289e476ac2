import { ThemeProvider } from '@mui/material';
import { offerDeskTheme } from '@offerdesk/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a portal piece with the OfferDesk theme. */
export const renderWithTheme = (ui: ReactElement) => render(<ThemeProvider theme={offerDeskTheme}>{ui}</ThemeProvider>);

/** Sets the window's width (and height) as the viewport hook reads them. */
export function setViewport(width: number, height = 800) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}
