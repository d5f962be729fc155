import { LANGUAGES } from '@lms/shared/plain';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { loginPageHtml } from './login-page';

describe('the login page drawn as HTML', () => {
  it('is the sign-in form in each language, with the fields the app takes over', async () => {
    for (const language of LANGUAGES) {
      const holder = document.createElement('div');
      holder.innerHTML = await loginPageHtml(language);
      const drawn = holder.firstElementChild!;
      expect(drawn).toHaveAttribute('data-first-paint');
      expect(drawn.querySelector('h1')).toHaveTextContent(i18n.getFixedT(language, 'auth')('login.title'));
      expect(drawn.querySelector('form#login #login-email')).not.toBeNull();
      expect(drawn.querySelector('form#login #login-password')).toHaveAttribute('type', 'password');
      expect(drawn.querySelector<HTMLSelectElement>('select')?.value).toBe(language);
    }
  });
});
