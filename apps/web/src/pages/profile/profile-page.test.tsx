import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthModalProvider } from '../../features/auth/components/auth-modal-provider';
import { renderWithApp } from '../../test/render-with-app';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('asks a guest to log in', () => {
    renderWithApp(
      <AuthModalProvider>
        <ProfilePage />
      </AuthModalProvider>,
    );
    expect(
      screen.getByText('Пожалуйста, войдите в систему, чтобы просмотреть свой профиль.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });
});
