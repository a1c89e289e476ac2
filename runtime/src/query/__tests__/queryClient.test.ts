import { sessionStore } from '../../session/sessionStore';
import { createQueryClient } from '../queryClient';

const SESSION = { token: 't', userName: 'alex.morgan', expiresAt: Date.now() + 60_000 };
const signIn = () => sessionStore.setState({ session: { ...sessionStore.getState().session, ...SESSION } as never, lastLogout: null });

describe('the server-state cache', () => {
  it('empties itself when the session ends, while a provider has it mounted', () => {
    const client = createQueryClient();
    client.mount();
    signIn();
    client.setQueryData(['offers'], [1, 2]);
    sessionStore.getState().logout();
    expect(client.getQueryData(['offers'])).toBeUndefined();
    client.unmount();
  });

  it('stops watching the session once unmounted (a remote mounted many times leaves no listener)', () => {
    const client = createQueryClient();
    const clear = jest.spyOn(client, 'clear');
    for (let i = 0; i < 3; i += 1) {
      client.mount();
      client.unmount();
    }
    signIn();
    sessionStore.getState().logout();
    expect(clear).not.toHaveBeenCalled();
  });
});
