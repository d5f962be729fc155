import { ANNOUNCEMENT_PATHS } from '@lms/shared/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/http';

/** A school's logo before sign-in, found by school code; nothing without a code or a logo. */
export function InstitutionLogo({ schoolCode, className }: { schoolCode: string | null; className?: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (!schoolCode || failed) return null;
  return (
    <img
      className={className}
      src={apiUrl(`${ANNOUNCEMENT_PATHS.logo}?school=${encodeURIComponent(schoolCode)}`)}
      alt={t('schoolLogo')}
      onError={() => setFailed(true)}
    />
  );
}
