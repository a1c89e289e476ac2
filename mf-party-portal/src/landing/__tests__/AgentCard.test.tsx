import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { AgentCard } from '../AgentCard';

/** Seed 001 §2 (the landing page's sharing agent card) and §8 'An unreadable avatar falls back to a default image.' */
const agent = { name: 'Alex Morgan', company: 'Summit Realty Group', email: 'alex@summit.example', phone: '4805551200' };
const card = () => screen.getByRole('region', { name: 'Shared by' });

describe("the sharing agent's card", () => {
  it("shows the agent's photo beside the name, as decoration (the name is what is read)", () => {
    renderWithTheme(<AgentCard agent={{ ...agent, photo: 'https://photos.example/alex.jpg' }} clients={[]} />);
    expect(screen.getByText('Alex Morgan')).toBeInTheDocument();
    const photo = card().querySelector('img')!;
    expect(photo).toHaveAttribute('src', 'https://photos.example/alex.jpg');
    expect(photo).toHaveAttribute('alt', '');
    expect(card().querySelector('[data-avatar="default"]')).toBeNull();
  });

  it('falls back to the default avatar when the photo cannot be read, or there is none', () => {
    const { unmount } = renderWithTheme(<AgentCard agent={{ ...agent, photo: 'https://photos.example/gone.jpg' }} clients={[]} />);
    fireEvent.error(card().querySelector('img')!);
    expect(card().querySelector('img')).toBeNull();
    expect(card().querySelector('[data-avatar="default"]')).toHaveAttribute('aria-hidden', 'true');
    unmount();
    renderWithTheme(<AgentCard agent={{ ...agent, photo: null }} clients={[]} />);
    expect(card().querySelector('img')).toBeNull();
    expect(card().querySelector('[data-avatar="default"]')).not.toBeNull();
  });
});
