import type { SessionUser } from '@lms/shared';
import type { StaffRecord } from '../account/index.js';
import { staffAbilities } from '../policy/index.js';

/** The signed-in user as the web app keeps it in its auth state. */
export function toSessionUser(record: StaffRecord): SessionUser {
  return {
    userid: record.id,
    username: record.name,
    email: record.email,
    permit: record.role,
    image: record.image,
    currentsLang: record.language,
    institution: record.institutionName,
    abilities: staffAbilities(record),
  };
}
