import type { ErrorCode, RosterInfo } from '@lms/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

interface RefusalAlertProps {
  code: ErrorCode;
  /** The class's seats and the school's quota, to say how full they are. */
  info: RosterInfo;
  className?: string;
}

/** Why the server refused a change to the roster, with the numbers behind a seat or quota limit. */
export function RefusalAlert({ code, info, className }: RefusalAlertProps) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');
  const detail =
    code === 'students.quota_full'
      ? t('limits.quota', { used: info.quota_used, quota: info.quota })
      : code === 'students.class_size_reached' || code === 'course.class_full'
        ? t('limits.seats', { occupied: info.occupied, limit: info.student_limit })
        : undefined;
  return <Alert className={className} type="error" showIcon role="alert" title={tError(code)} description={detail} />;
}
