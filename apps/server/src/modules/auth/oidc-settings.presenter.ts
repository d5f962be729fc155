import type { OidcSettings as VisibleSettings } from '@lms/shared';
import { type AuditEntry, changedFields } from '../audit/index.js';
import type { OidcSettings, SsoSettings } from './oidc.repository.js';

/** A school's sign-in as its administrators see it: never the client secret. */
export function toVisibleSettings(settings: OidcSettings): VisibleSettings {
  return {
    issuer: settings.issuer,
    client_id: settings.clientId,
    domains: settings.allowedDomains,
    enabled: settings.enabled,
    checked_at: settings.checkedAt?.toISOString() ?? null,
  };
}

/** The fields of the audit log's entry, the secret only as "set" or "changed". */
function auditFields(settings: Pick<SsoSettings, 'issuer' | 'clientId' | 'allowedDomains' | 'enabled'>) {
  return {
    issuer: settings.issuer,
    client_id: settings.clientId,
    domains: settings.allowedDomains,
    enabled: settings.enabled,
  };
}

/**
 * The audit entry of saving a school's sign-in (`school.sso_update`): the fields that changed,
 * before and after; the secret appears as "set" when there was none, "changed" when it was
 * replaced, never its value. Null when the save changed nothing (it read the provider again).
 */
export function ssoChange(
  institutionId: number,
  before: OidcSettings | undefined,
  after: SsoSettings,
): AuditEntry | null {
  const secret = !before ? 'set' : before.clientSecret === after.clientSecret ? 'set' : 'changed';
  const changes = changedFields(before ? { ...auditFields(before), client_secret: 'set' } : {}, {
    ...auditFields(after),
    client_secret: secret,
  });
  return (
    changes && { action: 'school.sso_update', entity: 'school', entityId: institutionId, courseId: null, ...changes }
  );
}
