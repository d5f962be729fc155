import type { GradeTag as Grade } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<Grade, string> = {
  grade2: 'blue',
  grade3: 'green',
  grade4: 'purple',
  summer: 'gold',
  winter: 'cyan',
};

export function GradeTag({ grade }: { grade: Grade }) {
  const { t } = useTranslation('course');
  return (
    <Tag color={COLORS[grade]} variant="filled">
      {t(`grade.${grade}`)}
    </Tag>
  );
}
