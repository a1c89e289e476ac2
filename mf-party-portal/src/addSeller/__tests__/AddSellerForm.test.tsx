import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { AddSellerForm } from '../AddSellerForm';

const seller = (n: number) => screen.getByRole('region', { name: `Seller ${n}` });
async function fillSeller(n: number, first: string, last: string, email: string) {
  const row = within(seller(n));
  if (first) await userEvent.type(row.getByLabelText(/First name/), first);
  if (last) await userEvent.type(row.getByLabelText(/Last name/), last);
  if (email) await userEvent.type(row.getByLabelText(/Email/), email);
}

describe('AddSellerForm', () => {
  it('keeps Continue hinted with the Required Fields list until the seller is complete, then continues', async () => {
    renderWithTheme(<AddSellerForm onForward={jest.fn()} busy={false} />);
    const cont = screen.getByRole('button', { name: 'Continue' });
    // Heard as disabled yet focusable; what is missing is its description and, on hover, its popover.
    expect(cont).toHaveAttribute('aria-disabled', 'true');
    expect(cont).toBeEnabled();
    expect(cont).toHaveAccessibleDescription('Required Fields: Seller 1: First name, Last name, Email');
    await userEvent.hover(cont);
    const popover = await screen.findByRole('tooltip');
    expect(popover).toHaveTextContent('Required Fields');
    expect(popover).toHaveTextContent('Seller 1: First name, Last name, Email');
    await userEvent.click(cont);
    expect(screen.queryByRole('region', { name: 'Sellers' })).toBeNull();
    await userEvent.unhover(cont);
    await fillSeller(1, 'Ann', 'Lee', 'ann@lee.example');
    await waitFor(() => expect(cont).not.toHaveAttribute('aria-disabled'));
    expect(cont).not.toHaveAccessibleDescription();
    await userEvent.click(cont);
    expect(screen.getByRole('region', { name: 'Sellers' })).toBeInTheDocument();
  });

  it('keeps Continue disabled outright, with no list, while a filled field is wrong', async () => {
    renderWithTheme(<AddSellerForm onForward={jest.fn()} busy={false} />);
    await fillSeller(1, 'Ann', 'Lee', 'ann@');
    const cont = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(cont).toBeDisabled());
    expect(cont).not.toHaveAttribute('aria-disabled');
  });

  it('keeps Forward to Seller hinted, not submitting, when a seller is emptied after Continue', async () => {
    const onForward = jest.fn();
    renderWithTheme(<AddSellerForm onForward={onForward} busy={false} />);
    await fillSeller(1, 'Ann', 'Lee', 'ann@lee.example');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // Step one stays mounted while hidden: clear its last name there.
    await userEvent.clear(within(screen.getByRole('region', { name: 'Seller 1', hidden: true })).getByLabelText(/Last name/));
    const forward = screen.getByRole('button', { name: 'Forward to Seller' });
    await waitFor(() => expect(forward).toHaveAttribute('aria-disabled', 'true'));
    expect(forward).toHaveAccessibleDescription('Required Fields: Seller 1: Last name');
    await userEvent.click(forward);
    expect(onForward).not.toHaveBeenCalled();
  });

  it('shows the seed messages for a left field and a wrong e-mail', async () => {
    renderWithTheme(<AddSellerForm onForward={jest.fn()} busy={false} />);
    const row = within(seller(1));
    await userEvent.click(row.getByLabelText(/First name/));
    await userEvent.click(row.getByLabelText(/Last name/));
    await userEvent.click(row.getByLabelText(/Email/));
    await userEvent.type(row.getByLabelText(/Email/), 'ann@');
    await userEvent.tab();
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a proper email address')).toBeInTheDocument();
  });

  it('adds another seller only when the previous is complete and removes only when more than one', async () => {
    renderWithTheme(<AddSellerForm onForward={jest.fn()} busy={false} />);
    const add = screen.getByRole('button', { name: '+ Add Another Seller' });
    expect(add).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Remove seller/ })).toBeNull();
    await fillSeller(1, 'Ann', 'Lee', 'ann@lee.example');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(seller(2)).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(screen.getAllByRole('button', { name: /Remove seller/ })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove seller 2' }));
    expect(screen.queryByRole('region', { name: 'Seller 2' })).toBeNull();
  });

  it('never submits on Enter in a seller input, then forwards the sellers with the message in step two', async () => {
    const onForward = jest.fn();
    renderWithTheme(<AddSellerForm onForward={onForward} busy={false} />);
    await fillSeller(1, 'Ann', 'Lee', 'ann@lee.example{Enter}');
    expect(onForward).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).not.toHaveAttribute('aria-disabled'));
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Ann Lee · ann@lee.example')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'Please sign');
    await userEvent.click(screen.getByRole('button', { name: 'Forward to Seller' }));
    await waitFor(() => expect(onForward).toHaveBeenCalled());
    expect(onForward.mock.calls[0][0]).toEqual({
      sellers: [{ firstName: 'Ann', lastName: 'Lee', email: 'ann@lee.example' }],
      message: 'Please sign',
    });
  });
});
