import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { viewerActions, ViewerView } from '../ViewerView';

// Each test drives MUI through user events; on a busy machine that takes seconds.

const LANDING_ACTIONS = [
  { id: 'accept', label: 'Accept Offer' },
  { id: 'counter', label: 'Counter Offer' },
  { id: 'reject', label: 'Reject Offer' },
  { id: 'viewPrint', label: 'View/Print' },
];

describe('ViewerView', () => {
  it('gives a client Back, Print, Accept Offer, Counter Offer and Reject Offer over the framed documents', async () => {
    const onAction = jest.fn();
    const onPrint = jest.fn();
    renderWithTheme(
      <ViewerView
        address="12 Main St"
        previewSrc="http://sign.example/document-preview/7/3"
        actions={viewerActions(true, [], LANDING_ACTIONS)}
        onBack={jest.fn()}
        onPrint={onPrint}
        onAction={onAction}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Back',
      'Print',
      'Accept Offer',
      'Counter Offer',
      'Reject Offer',
    ]);
    expect(screen.getByTitle('Offer documents')).toHaveAttribute('src', 'http://sign.example/document-preview/7/3');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Counter Offer' }));
    expect(onAction).toHaveBeenCalledWith('counter');
  });
  it('gives an agent its forward or continue buttons instead', () => {
    const agent = [{ id: 'forward-seller', label: 'Continue' }];
    renderWithTheme(
      <ViewerView
        address="12 Main St"
        previewSrc="x"
        actions={viewerActions(false, agent, LANDING_ACTIONS)}
        onBack={jest.fn()}
        onPrint={jest.fn()}
        onAction={jest.fn()}
      />,
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Back', 'Print', 'Continue']);
  });
  it('offers a client only the decisions still open: after her counter, none (issue 37 §1)', () => {
    expect(viewerActions(true, [], [{ id: 'viewPrint', label: 'View/Print' }])).toEqual([]);
    expect(viewerActions(true, [], LANDING_ACTIONS).map((a) => a.label)).toEqual(['Accept Offer', 'Counter Offer', 'Reject Offer']);
  });
});
