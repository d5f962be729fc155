import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../../db/table-parts/columns.js';
import { SCHOOL_ROWS, type TableKinds } from '../../db/table-parts/kinds.js';
import { id, idRef, sameSchool, school } from '../../db/table-parts/tenancy.js';
import { users } from '../school/school.tables.js';
import { singleUseKeys, singleUseTimes } from '../school/single-use.tables.js';

/**
 * Invitations to join a school as a teacher: the mail's single-use link sets the invited
 * user's first password. Resending replaces the link; withdrawing ends it.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: idRef('user_id').notNull(),
    institutionId: school(),
    invitedBy: idRef('invited_by'),
    ...singleUseTimes(),
    withdrawnAt: moment('withdrawn_at'),
  },
  (t) => [
    ...singleUseKeys(t, t.tokenHash, t.userId, () => users),
    sameSchool(t, t.invitedBy, () => users, 'refuse'),
    index('staff_invitations_user_idx').on(t.userId),
  ],
);

/** A staff member's change of e-mail, waiting for the link sent to the new address to be opened. */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: idRef('user_id').notNull(),
    institutionId: school(),
    newEmail: text('new_email').notNull(),
    ...singleUseTimes(),
  },
  (t) => [...singleUseKeys(t, t.tokenHash, t.userId, () => users), index('email_changes_user_idx').on(t.userId)],
);

/** Each table's kind for a sharded database, with the reason (see db/table-parts/kinds.ts). */
export const ACCOUNT_TABLE_KINDS: TableKinds = {
  staff_invitations: { kind: 'tenant', reason: `${SCHOOL_ROWS}: invitations to join the school` },
  email_changes: { kind: 'tenant', reason: `${SCHOOL_ROWS}: a staff member's change of e-mail` },
};
