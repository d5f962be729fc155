import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../stores/auth-store';
import { signInAs } from '../../test/session';
import { teacherOnly } from './teacher-only';

function openMyLibrary() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Login page</p> },
      { path: '/account', element: <p>Account list</p> },
      { path: '/collection', loader: teacherOnly, element: <p>My Library</p> },
    ],
    { initialEntries: ['/collection'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('My Library', () => {
  afterEach(() => useAuthStore.getState().signOut());

  it('is open to teachers', async () => {
    signInAs('teacher');
    openMyLibrary();
    expect(await screen.findByText('My Library')).toBeInTheDocument();
  });

  it('sends administrators, who have no My Library, to their home page: the account list', async () => {
    signInAs('admin');
    const router = openMyLibrary();
    expect(await screen.findByText('Account list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account');
  });

  it('sends signed-out visitors to the login page', async () => {
    openMyLibrary();
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
