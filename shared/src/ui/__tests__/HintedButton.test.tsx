/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HintedButton } from '../HintedButton';

const REASON = 'Only an accepted offer can be converted to a sale.';

describe('HintedButton: a button that cannot act yet says why', () => {
  it('is heard as disabled, stays focusable, and describes itself with its reason on focus', async () => {
    const onClick = jest.fn();
    render(
      <HintedButton hint={REASON} onClick={onClick}>
        Convert to Sale
      </HintedButton>,
    );
    const button = screen.getByRole('button', { name: 'Convert to Sale' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(REASON);
    expect(button).toHaveAccessibleDescription(REASON);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('acts, with no reason and no aria-disabled, once it can', () => {
    const onClick = jest.fn();
    render(
      <HintedButton hint={null} onClick={onClick}>
        Save
      </HintedButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-disabled');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('a hinted submit button does not submit its form, unless it submits when hinted', () => {
    const onSubmit = jest.fn((e: { preventDefault(): void }) => e.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <HintedButton type="submit" hint="Enter the text first.">
          Save
        </HintedButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(
      <form onSubmit={onSubmit}>
        <HintedButton type="submit" hint="Please complete all required fields" submitsWhenHinted>
          Save
        </HintedButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a content hint (a list) shows as its tooltip and is heard through its text, open or closed', async () => {
    const onClick = jest.fn();
    render(
      <HintedButton
        hint={
          <ul>
            <li>Buyer Agent required</li>
            <li>Seller Agent required</li>
          </ul>
        }
        hintText="Required Fields: Buyer Agent required, Seller Agent required"
        onClick={onClick}
      >
        Next
      </HintedButton>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Required Fields: Buyer Agent required, Seller Agent required');
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Buyer Agent requiredSeller Agent required');
    expect(button).toHaveAccessibleDescription('Required Fields: Buyer Agent required, Seller Agent required');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('busy: disabled outright while its action runs', () => {
    render(
      <HintedButton hint={null} busy>
        Saving…
      </HintedButton>,
    );
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});
