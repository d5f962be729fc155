import type { ApplicableCourse } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Which classes a collection is meant for; grade names are the class list's own. */
export function applicableCourseLabel(t: (key: string) => string, applicable: ApplicableCourse): string {
  return applicable === 'all' ? t('collection:applicable.all') : t(`course:grade.${applicable}`);
}

export function ApplicableCourseTag({ applicable }: { applicable: ApplicableCourse }) {
  const { t } = useTranslation(['collection', 'course']);
  return <Tag color={applicable === 'all' ? 'default' : 'blue'}>{applicableCourseLabel(t, applicable)}</Tag>;
}
