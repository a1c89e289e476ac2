import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render';
import { RegistrationForm } from '../RegistrationForm';

describe('RegistrationForm', () => {
  it('shows every required message of the seed on an empty submit', async () => {
    const onRegister = jest.fn();
    renderWithTheme(<RegistrationForm initial={{}} onRegister={onRegister} serverError={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const m of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Username is required',
      'Password is a required',
      'Confirm password is required',
    ]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('prefills the username from the e-mail, ticks the password rules live and trims on submit', async () => {
    const onRegister = jest.fn().mockResolvedValue(undefined);
    renderWithTheme(<RegistrationForm initial={{ firstName: 'Ann', lastName: 'Lee' }} onRegister={onRegister} serverError={null} />);
    await userEvent.type(screen.getByLabelText(/^Email/), 'ann@lee.example');
    expect(screen.getByLabelText(/^Username/)).toHaveValue('ann@lee.example');
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), 'Str0ng!pw');
    expect(rules.querySelectorAll('[data-met="true"]')).toHaveLength(6);
    await userEvent.type(screen.getByLabelText(/^Confirm Password\s*\*?$/), 'Str0ng!pw');
    await userEvent.clear(screen.getByLabelText(/^First Name/));
    await userEvent.type(screen.getByLabelText(/^First Name/), '  Ann  ');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onRegister).toHaveBeenCalled());
    expect(onRegister.mock.calls[0][0]).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@lee.example',
      mobilePhone: '',
      username: 'ann@lee.example',
      password: 'Str0ng!pw',
      confirmPassword: 'Str0ng!pw',
    });
  });

  it('refuses a weak password, a mismatch, a short phone and a spaced username with the seed wording', async () => {
    renderWithTheme(
      <RegistrationForm
        initial={{ firstName: 'Ann', lastName: 'Lee', email: 'ann@lee.example' }}
        onRegister={jest.fn()}
        serverError={null}
      />,
    );
    await userEvent.type(screen.getByLabelText(/^Mobile Phone/), '60255');
    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), 'ann lee');
    await userEvent.type(screen.getByLabelText(/^Password\s*\*?$/), 'weak');
    await userEvent.type(screen.getByLabelText(/^Confirm Password\s*\*?$/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Must be exactly 10 Digits')).toBeInTheDocument();
    expect(screen.getByText('Space is not allowed')).toBeInTheDocument();
    expect(screen.getByText(/^Strong passwords with min 8 - max 15 character length/)).toBeInTheDocument();
    expect(screen.getByText('Password must be match')).toBeInTheDocument();
  });

  it('shows the server message above the form', () => {
    renderWithTheme(<RegistrationForm initial={{}} onRegister={jest.fn()} serverError="Username already exists." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Username already exists.');
  });
});
