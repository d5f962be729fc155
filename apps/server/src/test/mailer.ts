import type { Mailer, MailMessage } from '../mail/mailer.js';

export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
}

/** Keeps sent mail in memory so tests can read it. */
export function memoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
