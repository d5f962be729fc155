import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { ROSTER_LIMITS } from '@lms/shared';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import { digest, randomSecret } from '../../../lib/secrets.js';
import type { StaffPrincipal } from '../../session/index.js';
import type { CardSheet, LoginCard, PrintableCards } from './login-card.js';
import * as repository from './login-cards.repository.js';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The encryption key comes from the handle itself, which only the client holds; the table
 * keeps the handle's SHA-256 to find the row, from which the key cannot be recovered.
 */
const keyOf = (handle: string) => createHmac('sha256', handle).update('login-cards').digest();

function seal(handle: string, sheet: CardSheet): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(handle), nonce);
  const body = Buffer.concat([cipher.update(JSON.stringify(sheet), 'utf8'), cipher.final()]);
  return Buffer.concat([nonce, cipher.getAuthTag(), body]);
}

function open(handle: string, payload: Buffer): CardSheet {
  const decipher = createDecipheriv('aes-256-gcm', keyOf(handle), payload.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(payload.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  const text = Buffer.concat([decipher.update(payload.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as CardSheet;
}

export type LoginCardService = ReturnType<typeof createLoginCardService>;

/** Printable login cards: kept encrypted for one download by the staff member who set the passwords. */
export function createLoginCardService(ctx: AppContext) {
  return {
    /** Stores the cards of a class's students inside the caller's transaction; answers the one-time handle. */
    async issue(tx: Db, staff: StaffPrincipal, courseId: number, cards: LoginCard[]): Promise<string> {
      const heading = await repository.cardHeading(tx, staff.institutionId, courseId);
      if (!heading) throw new AppError('common.not_found');
      const handle = randomSecret();
      const now = ctx.clock();
      await repository.insertCardBatch(
        tx,
        {
          institutionId: staff.institutionId,
          createdBy: staff.userId,
          handleHash: digest(handle),
          payload: seal(handle, { ...heading, cards }),
          createdAt: now,
          expiresAt: new Date(now.getTime() + ROSTER_LIMITS.loginCardsHours * 3_600_000),
        },
        now,
      );
      return handle;
    },

    /**
     * The cards behind a handle with where to sign in, once; a second download, another person
     * or a late one gets nothing.
     */
    async redeem(staff: StaffPrincipal, handle: string, address: string): Promise<PrintableCards> {
      const payload = await repository.takeCardBatch(ctx.db, staff, digest(handle), ctx.clock());
      if (!payload) throw new AppError('students.cards_unavailable');
      const schoolCode = await repository.schoolCodeOf(ctx.db, staff.institutionId);
      return { ...open(handle, payload), signIn: { address, schoolCode } };
    },
  };
}
