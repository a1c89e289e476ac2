import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { ForwardOfferForm, SIGNING_PENDING_MESSAGE } from '../ForwardOfferForm';

const base = {
  title: 'Forward Offer to Seller Agent',
  address: '12 Main St, Phoenix, AZ 85004',
  clients: ['Ann Buyer'],
  recipients: [{ id: 5, name: 'Sam Rivera', role: 'Seller Agent' }],
  optional: [{ id: 9, name: 'Tess Title', role: 'Title/Escrow' }],
  documents: [{ id: 31, name: 'Purchase Agreement' }],
  signingPending: false,
  busy: false,
  onCancel: jest.fn(),
};

describe('ForwardOfferForm', () => {
  it('shows the title, property and clients, with the recipient agents checked and locked', () => {
    renderWithTheme(<ForwardOfferForm {...base} onForward={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Forward Offer to Seller Agent' })).toBeInTheDocument();
    expect(screen.getByText('12 Main St, Phoenix, AZ 85004')).toBeInTheDocument();
    expect(screen.getByText('Ann Buyer')).toBeInTheDocument();
    const agent = screen.getByRole('checkbox', { name: 'Sam Rivera (Seller Agent)' });
    expect(agent).toBeChecked();
    expect(agent).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Tess Title (Title/Escrow)' })).not.toBeChecked();
  });

  it('disables Forward while no document is chosen, and sends the choice', async () => {
    const onForward = jest.fn();
    renderWithTheme(<ForwardOfferForm {...base} onForward={onForward} />);
    const forward = screen.getByRole('button', { name: 'Forward' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Purchase Agreement' }));
    expect(forward).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Purchase Agreement' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tess Title (Title/Escrow)' }));
    await userEvent.type(screen.getByLabelText('Message (optional)'), ' Please review ');
    await userEvent.click(forward);
    expect(onForward).toHaveBeenCalledWith({ optionalRecipientIds: [9], documentIds: [31], message: 'Please review' });
  });

  it('blocks forwarding to the seller while a listing agent has still to sign', () => {
    renderWithTheme(<ForwardOfferForm {...base} title="Forward Offer to Seller" signingPending onForward={jest.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'All listing agents have to complete the documents signing before forwarding to seller.',
    );
    expect(SIGNING_PENDING_MESSAGE).toBe('All listing agents have to complete the documents signing before forwarding to seller.');
    expect(screen.getByRole('button', { name: 'Forward' })).toBeDisabled();
  });
});
