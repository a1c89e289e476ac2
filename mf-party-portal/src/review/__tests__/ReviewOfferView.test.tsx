import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { ReviewOfferView } from '../ReviewOfferView';

const base = {
  address: '12 Main St',
  previewSrc: 'http://sign.example/document-preview/7/3',
  busy: false,
  done: null,
  onAccept: jest.fn(),
  onReject: jest.fn(),
};

// Each test drives MUI through user events; on a busy machine that takes seconds.

describe('ReviewOfferView', () => {
  it('offers Accept and Reject while the offer is sent for review, beside the framed documents', async () => {
    const onAccept = jest.fn();
    renderWithTheme(<ReviewOfferView {...base} canDecide onAccept={onAccept} />);
    expect(screen.getByTitle('Offer documents')).toHaveAttribute('src', 'http://sign.example/document-preview/7/3');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(onAccept).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });
  it('offers neither once the offer left review', () => {
    renderWithTheme(<ReviewOfferView {...base} canDecide={false} />);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
  it('says what happened with the seed texts', () => {
    const { rerender } = renderWithTheme(<ReviewOfferView {...base} canDecide done="accepted" />);
    expect(screen.getByRole('status')).toHaveTextContent('Offer accepted and sent for signature to parties');
    rerender(<ReviewOfferView {...base} canDecide done="rejected" />);
    expect(screen.getByRole('status')).toHaveTextContent('Offer rejected successfully');
  });
});
