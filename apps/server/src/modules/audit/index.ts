// The audit log: who changed what in the school. Modules record their changes through
// `recordAudit` in their own transactions; administrators read and export the log.
import type { ModuleManifest } from '../../lib/module-manifest.js';
import { auditRoutes } from './audit.routes.js';

export type { SubjectNames as AuditSubjectNames } from './audit.repository.js';
export { type AuditService, createAuditService } from './audit.service.js';
export {
  type AuditActor,
  type AuditEntry,
  type AuditFields,
  changedFields,
  recordAudit,
  type SupportRequest,
} from './audit.writer.js';

/** What this module is: the modules it uses (docs/ARCHITECTURE.md, "Who uses whom") and its routes. */
export const manifest = {
  uses: ['school', 'session'],
  routes: [auditRoutes],
} satisfies ModuleManifest;
