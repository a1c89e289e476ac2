import { CssBaseline, ThemeProvider } from '@mui/material';
import { offerDeskTheme } from '@offerdesk/shared';
import { createQueryClient, QueryClientProvider } from '@offerdesk/runtime';
import { DEFAULT_SIGNING_CONSENT_TEXT } from '@offerdesk/shared/features';
import { contract } from '@offerdesk/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { answer, fail, sent, server, startApiServer } from '../../testing/api';
import { ALREADY_DEFAULT_HINT, CHANGE_EFFECT_NOTE, ONLY_ADMIN_NOTE, UNCHANGED_HINT } from '../messages';
import { SigningConsentPage } from '../SigningConsentPage';

const DEFAULT = { text: DEFAULT_SIGNING_CONSENT_TEXT, version: '0123456789abcdef', isDefault: true };
const OURS = 'Summit Realty Group asks you to agree to sign the documents of this purchase electronically.';
const OURS_CONSENT = { text: OURS, version: 'fedcba9876543210', isDefault: false };

const agent = (isBrokerageAdmin: boolean) => ({
  userId: 1,
  personId: 1,
  userName: 'alex.morgan',
  firstName: 'Alex',
  lastName: 'Morgan',
  name: 'Alex Morgan',
  email: null,
  brokerageId: 1,
  brokerageName: 'Summit Realty Group',
  isInhouseAgent: true,
  photo: null,
  isBrokerageAdmin,
});

let consent: typeof DEFAULT = DEFAULT;
let admin = true;
startApiServer(() => [
  answer(contract.signingConsent.read, () => HttpResponse.json(consent)),
  answer(contract.auth.authenticatedAgent, () => HttpResponse.json(agent(admin))),
]);

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider theme={offerDeskTheme}>
        <CssBaseline />
        <SigningConsentPage />
      </ThemeProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  consent = DEFAULT;
  admin = true;
});

const field = () => screen.getByRole('textbox', { name: /Consent text/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

it("shows OfferDesk's text and its version, and holds Save until the text changed and keeps 40–4,000 characters", async () => {
  renderPage();
  const now = await screen.findByRole('region', { name: 'The text parties see now' });
  expect(within(now).getByText("OfferDesk's text")).toBeInTheDocument();
  expect(within(now).getByText(/has no text of its own/)).toBeInTheDocument();
  expect(screen.getByTestId('consent-text')).toHaveTextContent(DEFAULT_SIGNING_CONSENT_TEXT);
  expect(screen.getByTestId('consent-version')).toHaveTextContent('0123456789abcdef');
  expect(screen.getByText(CHANGE_EFFECT_NOTE)).toBeInTheDocument();

  expect(field()).toHaveValue(DEFAULT_SIGNING_CONSENT_TEXT);
  expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  expect(saveButton()).toHaveAccessibleDescription(UNCHANGED_HINT);
  expect(screen.getByRole('button', { name: "Use OfferDesk's text" })).toHaveAccessibleDescription(ALREADY_DEFAULT_HINT);

  const user = userEvent.setup();
  await user.clear(field());
  await user.type(field(), 'Agree?');
  const tooShort = 'Consent text must have at least 40 characters (it has 6).';
  expect(screen.getByText(tooShort)).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-invalid', 'true');
  expect(saveButton()).toHaveAccessibleDescription(tooShort);
  await user.click(saveButton());
  expect(sent(contract.signingConsent.update)).toHaveLength(0);

  await user.clear(field());
  await user.click(field());
  await user.paste('x'.repeat(4001));
  expect(screen.getByText('Consent text must have at most 4,000 characters (it has 4,001).')).toBeInTheDocument();

  await user.clear(field());
  await user.type(field(), `  ${OURS}  `);
  // Counted as stored: without the spaces around it.
  expect(screen.getByText(`${OURS.length} of 4,000 characters (at least 40).`)).toBeInTheDocument();
  expect(field()).not.toHaveAttribute('aria-invalid', 'true');
  expect(saveButton()).not.toHaveAttribute('aria-disabled');
});

it("saves the brokerage's text, says so with the new version and shows it as the brokerage's", async () => {
  server.use(
    answer(contract.signingConsent.update, () => {
      consent = OURS_CONSENT;
      return HttpResponse.json(OURS_CONSENT);
    }),
  );
  renderPage();
  await screen.findByRole('region', { name: 'The text parties see now' });
  const user = userEvent.setup();
  await user.clear(field());
  await user.type(field(), `${OURS} `);
  await user.click(saveButton());
  expect(await screen.findByText("Saved. Parties now see your brokerage's text (version fedcba9876543210).")).toBeInTheDocument();
  // The message takes the focus from Save, whose hint would otherwise cover the field.
  await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  expect(await sent(contract.signingConsent.update)[0].json()).toEqual({ text: OURS });
  const now = screen.getByRole('region', { name: 'The text parties see now' });
  expect(within(now).getByText("Your brokerage's text")).toBeInTheDocument();
  expect(screen.getByTestId('consent-version')).toHaveTextContent('fedcba9876543210');
  expect(field()).toHaveValue(OURS);
  expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
});

it("goes back to OfferDesk's text only after confirming, sending null", async () => {
  consent = OURS_CONSENT;
  server.use(
    answer(contract.signingConsent.update, () => {
      consent = DEFAULT;
      return HttpResponse.json(DEFAULT);
    }),
  );
  renderPage();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: "Use OfferDesk's text" }));
  let dialog = await screen.findByRole('dialog', { name: "Use OfferDesk's text?" });
  await user.click(within(dialog).getByRole('button', { name: 'Keep our text' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(sent(contract.signingConsent.update)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: "Use OfferDesk's text" }));
  dialog = await screen.findByRole('dialog', { name: "Use OfferDesk's text?" });
  await user.click(within(dialog).getByRole('button', { name: "Use OfferDesk's text" }));
  expect(await screen.findByText("Saved. Parties now see OfferDesk's text (version 0123456789abcdef).")).toBeInTheDocument();
  expect(await sent(contract.signingConsent.update)[0].json()).toEqual({ text: null });
  expect(field()).toHaveValue(DEFAULT_SIGNING_CONSENT_TEXT);
});

it('shows the API’s refusal on the field it names, or under the form', async () => {
  server.use(
    answer(contract.signingConsent.update, () =>
      fail({ status: 400, code: 'validation', message: 'text: must NOT have more than 4000 characters', fields: { text: 'is too long' } }),
    ),
  );
  renderPage();
  await screen.findByRole('region', { name: 'The text parties see now' });
  const user = userEvent.setup();
  await user.type(field(), ' More.');
  await user.click(saveButton());
  expect(await screen.findByText('Consent text is too long.')).toBeInTheDocument();
  expect(field()).toHaveAttribute('aria-invalid', 'true');

  server.use(
    answer(contract.signingConsent.update, () =>
      fail({ status: 403, code: 'forbidden', message: 'Only an administrator of the brokerage may change its consent text.' }),
    ),
  );
  await user.type(field(), ' Again.');
  await user.click(saveButton());
  expect(await screen.findByRole('alert')).toHaveTextContent('Only an administrator of the brokerage may change its consent text.');
});

it('shows an agent who is not an administrator the text, read only', async () => {
  admin = false;
  consent = OURS_CONSENT;
  renderPage();
  expect(await screen.findByText(ONLY_ADMIN_NOTE)).toBeInTheDocument();
  expect(screen.getByTestId('consent-text')).toHaveTextContent(OURS);
  expect(screen.getByText("Your brokerage's text")).toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: "Use OfferDesk's text" })).not.toBeInTheDocument();
});

it('says when the text is loading, and when it could not be loaded, with a retry', async () => {
  server.use(answer(contract.signingConsent.read, () => fail({ status: 500, code: 'internal', message: 'boom' })));
  renderPage();
  expect(screen.getByText('Loading the consent text…')).toBeInTheDocument();
  expect(await screen.findByText('The consent text could not be loaded.')).toBeInTheDocument();
  server.use(answer(contract.signingConsent.read, () => HttpResponse.json(DEFAULT)));
  await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('consent-text')).toHaveTextContent(DEFAULT_SIGNING_CONSENT_TEXT);
});
