import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { LandingView, type LandingModel } from '../LandingView';
import { RejectDialog } from '../RejectDialog';

const terms = {
  price: 425000,
  earnestMoney: 5000,
  financingId: 2,
  closingDate: '2026-12-15',
  additionalTerms: 'As is',
  expiry: '2026-12-01T17:00',
};
const model: LandingModel = {
  headline: 'Offer Received',
  property: { imageUrl: null, address: '12 Main St', cityLine: 'Phoenix, AZ 85004', mlsNumber: '6612345', listingPrice: 450000 },
  sharedBy: { name: 'Alex Morgan', company: 'Summit Realty Group', email: 'alex@summit.example', phone: '4805551200' },
  representedClients: ['Ann Buyer'],
  terms: [
    { title: 'Counter Offer 1', terms: { ...terms, price: 440000 } },
    { title: 'Original Offer', terms },
  ],
  actions: [
    { id: 'view', label: 'View Offer' },
    { id: 'reject', label: 'Reject Offer', color: 'error', variant: 'outlined' },
  ],
};

// Each test drives MUI through user events; on a busy machine that takes seconds.

describe('LandingView', () => {
  it('shows a forward button of a step already taken disabled, its reason as its description, and ignores its click', async () => {
    const onAction = jest.fn();
    const hint = 'This offer has already been forwarded to the seller.';
    renderWithTheme(
      <LandingView model={{ ...model, actions: [{ id: 'forwardToSeller', label: 'Forward to Seller', hint }] }} onAction={onAction} />,
    );
    const forward = within(screen.getByRole('group', { name: 'Offer actions' })).getByRole('button', { name: 'Forward to Seller' });
    expect(forward).toHaveAttribute('aria-disabled', 'true');
    expect(forward).toHaveAccessibleDescription(hint);
    await userEvent.click(forward);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('shows the headline, property, MLS number, listing price, agent card and terms cards', () => {
    renderWithTheme(<LandingView model={model} onAction={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Offer Received' })).toBeInTheDocument();
    expect(screen.getByText('MLS #: 6612345')).toBeInTheDocument();
    expect(screen.getByText('Listing Price: $450,000')).toBeInTheDocument();
    const agent = screen.getByRole('region', { name: 'Shared by' });
    expect(within(agent).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(agent).getByText('Representing: Ann Buyer')).toBeInTheDocument();
    // One tap calls or writes to the agent; the number reads as a phone number.
    expect(within(agent).getByRole('link', { name: '(480) 555-1200' })).toHaveAttribute('href', 'tel:4805551200');
    expect(within(agent).getByRole('link', { name: 'alex@summit.example' })).toHaveAttribute('href', 'mailto:alex@summit.example');
    // No photo: the drawn house, never an empty box.
    expect(screen.getByRole('img', { name: 'No photo of this property' })).toBeInTheDocument();
    const original = screen.getByRole('region', { name: 'Original Offer' });
    for (const text of ['$425,000', '$5,000', 'FHA', '12/15/26', 'As is', '12/01/26 5pm'])
      expect(within(original).getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Counter Offer 1' })).getByText('$440,000')).toBeInTheDocument();
  });
  it('hands the pressed button to the page', async () => {
    const onAction = jest.fn();
    renderWithTheme(<LandingView model={model} onAction={onAction} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reject Offer' }));
    expect(onAction).toHaveBeenCalledWith('reject');
  });
  it("asks 'Reject offer?' before rejecting", async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<RejectDialog open busy={false} onConfirm={onConfirm} onClose={jest.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Reject offer?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject Offer' }));
    expect(onConfirm).toHaveBeenCalled();
  });
});
