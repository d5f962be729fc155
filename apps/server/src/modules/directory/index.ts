// The directory: what is looked up before the school is known (a school code, a staff member's
// or a parent's e-mail) and the school it leads to. Its face hands out functions that take the
// caller's database or transaction, because every write must commit with the row it mirrors.
import type { ModuleManifest } from '../../lib/module-manifest.js';

export {
  enterParents,
  enterSchool,
  enterStaff,
  findParentsByEmail,
  findSchoolByCode,
  findStaffByEmail,
  removeStaff,
  renameStaff,
  takenStaffEmails,
} from './directory.repository.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = { uses: [] } satisfies ModuleManifest;
