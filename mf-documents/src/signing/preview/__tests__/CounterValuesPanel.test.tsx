import { render, screen, within } from '@testing-library/react';
import { CounterValuesPanel } from '../CounterValuesPanel';

describe('the counter values over the document preview', () => {
  it("prints each value under the counter page's own label, in its order, and leaves out keys it does not know", () => {
    render(
      <CounterValuesPanel
        values={{
          counterTerms: 'As is',
          counterAcceptanceDeadLine: '12/07/26 5pm',
          counterCOE: '01/01/27',
          counterFinancing: 'Conventional',
          counterEarnestMoney: '$5,000',
          counterPrice: '$450,000',
          somethingElse: 'x',
        }}
      />,
    );
    const terms = within(screen.getByLabelText('Counter offer terms'));
    const labels = terms.getAllByRole('term').map((dt) => dt.textContent);
    expect(labels).toEqual([
      'Counter Price',
      'Counter Earnest Money',
      'Counter Financing',
      'Counter Close of Escrow',
      'Counter Acceptance Deadline',
      'Counter Terms',
    ]);
    expect(terms.getAllByRole('definition').map((dd) => dd.textContent)).toEqual([
      '$450,000',
      '$5,000',
      'Conventional',
      '01/01/27',
      '12/07/26 5pm',
      'As is',
    ]);
    expect(terms.queryByText('x')).not.toBeInTheDocument();
  });

  it('shows nothing until the framing page sends a value it knows', () => {
    const { container } = render(<CounterValuesPanel values={{ other: '1' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
