import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme, setViewport } from '../../testing/render';
import { CounterOfferForm } from '../CounterOfferForm';
import { DEADLINE_DATE_MIN_WIDTH, DEADLINE_TIMES, formatPickedDeadline } from '../counterFields';

const current = {
  price: 425000,
  earnestMoney: 5000,
  financingId: 1,
  closingDate: '2026-12-15',
  acceptanceDeadline: '2026-12-01T17:00',
  terms: 'As is',
};

beforeEach(() => setViewport(1280));

/** The agent's form with its preview frame: the spy on the frame's postMessage. */
function renderWithPreview() {
  renderWithTheme(
    <CounterOfferForm
      current={current}
      isAgent
      submitLabel="Forward to Buyer"
      previewSrc="http://sign.example/document-preview/7/3"
      onSubmit={jest.fn()}
    />,
  );
  const frame = screen.getByTitle('Counter offer preview') as HTMLIFrameElement;
  return jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
}

describe('CounterOfferForm', () => {
  it('shows the current values disabled beside editable counter values', () => {
    renderWithTheme(<CounterOfferForm current={current} isAgent submitLabel="Forward to Buyer" previewSrc={null} onSubmit={jest.fn()} />);
    expect(screen.getByLabelText('Current Price')).toBeDisabled();
    expect(screen.getByLabelText('Current Price')).toHaveValue('$425,000');
    expect(screen.getByLabelText('Counter Price')).toBeEnabled();
    expect(screen.getByLabelText('Current Financing')).toHaveValue('Conventional');
    expect(screen.getByRole('button', { name: 'Forward to Buyer' })).toBeInTheDocument();
  });

  it('keeps money inputs numeric and formatted, and sends the counter', async () => {
    const onSubmit = jest.fn();
    renderWithTheme(<CounterOfferForm current={current} isAgent submitLabel="Forward to Seller" previewSrc={null} onSubmit={onSubmit} />);
    const price = screen.getByLabelText('Counter Price');
    await userEvent.clear(price);
    await userEvent.type(price, '43a0000');
    expect(price).toHaveValue('430,000');
    await userEvent.click(screen.getByRole('button', { name: 'Forward to Seller' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      counterPrice: '430000',
      counterEarnestMoney: '5000',
      counterFinancingId: 1,
      counterCOE: '2026-12-15',
    });
  });

  it('lets only agents set the acceptance deadline, in 15-minute steps shown as MM/dd/yy hh:mm aa', () => {
    renderWithTheme(
      <CounterOfferForm current={current} isAgent={false} submitLabel="Forward to Agent" previewSrc={null} onSubmit={jest.fn()} />,
    );
    expect(screen.getByLabelText('Counter Acceptance Deadline date')).toBeDisabled();
    // Short visible labels fit a phone's width; the accessible names stay whole.
    expect(screen.getByText('Deadline date', { selector: 'label' })).toBeInTheDocument();
    const deadline = within(screen.getByRole('group', { name: 'Counter Acceptance Deadline' }));
    expect(deadline.getByRole('combobox', { name: /^Deadline time/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forward to Agent' })).toBeInTheDocument();
    expect(DEADLINE_TIMES.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(DEADLINE_TIMES).toHaveLength(96);
    expect(formatPickedDeadline('2026-12-01T17:45')).toBe('12/01/26 05:45 PM');
  });

  it('posts the counter values to the preview frame at its own origin, never to every origin', async () => {
    const post = renderWithPreview();
    await userEvent.type(screen.getByLabelText('Counter Terms'), '!');
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [message, origin] = post.mock.calls.at(-1)!;
    expect(origin).toBe('http://sign.example');
    expect(message).toMatchObject({
      source: 'offerdesk',
      type: 'counter-offer',
      values: { counterPrice: '$425,000', counterEarnestMoney: '$5,000', counterFinancing: 'Conventional', counterTerms: 'As is!' },
    });
  });

  it('shows dates as seed 001 §9 formats them, in the form and in the preview: MM/DD/YY, the deadline time in ha', async () => {
    const post = renderWithPreview();
    expect(screen.getByLabelText('Current Close of Escrow')).toHaveValue('12/15/26');
    expect(screen.getByLabelText('Current Acceptance Deadline')).toHaveValue('12/01/26 5pm');
    await userEvent.type(screen.getByLabelText('Counter Terms'), '!');
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls.at(-1)![0]).toMatchObject({
      values: { counterCOE: '12/15/26', counterAcceptanceDeadLine: '12/01/26 5pm' },
    });
  });

  it("keeps the deadline's date input wide enough for the whole date, wrapping the time below it when narrow", () => {
    setViewport(375);
    renderWithTheme(<CounterOfferForm current={current} isAgent submitLabel="Forward to Buyer" previewSrc={null} onSubmit={jest.fn()} />);
    const date = screen.getByLabelText('Counter Acceptance Deadline date').closest('.MuiTextField-root');
    expect(date).toHaveStyle({ minWidth: `${DEADLINE_DATE_MIN_WIDTH}px` });
    expect(date!.parentElement).toHaveStyle({ flexWrap: 'wrap' });
  });

  it('swaps the form and the document on a narrow screen', async () => {
    setViewport(375);
    renderWithPreview();
    expect(screen.getByTitle('Counter offer preview')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Show Document' }));
    expect(screen.getByTitle('Counter offer preview')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Counter offer', hidden: true })).not.toBeVisible();
  });
});
