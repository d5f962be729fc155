import { LANGUAGES } from '@lms/shared';
import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset.js';

describe('password-reset mail', () => {
  const link = 'https://school.example/resetpassword/id=abc/email=a%40b.test';

  it('is written in each of the six languages and always carries the link', () => {
    const mails = LANGUAGES.map((language) => passwordResetMail({ email: 'a@b.test', name: 'Ana', language }, link));
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LANGUAGES.length);
    for (const mail of mails) {
      expect(mail.to).toBe('a@b.test');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Ana');
    }
  });
});
