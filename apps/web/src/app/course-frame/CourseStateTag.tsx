import { CheckCircleOutlined, ClockCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { CourseState } from '@lms/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOOK: Record<CourseState, { color: string; icon: ReactNode }> = {
  active: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  expiring: { color: 'warning', icon: <ClockCircleOutlined aria-hidden /> },
  expired: { color: 'default', icon: <StopOutlined aria-hidden /> },
};

export function CourseStateTag({ state }: { state: CourseState }) {
  const { t } = useTranslation('class');
  const { color, icon } = LOOK[state];
  return (
    <Tag color={color} icon={icon}>
      {t(`state.${state}`)}
    </Tag>
  );
}
