import { CheckCircleOutlined, EditOutlined, MinusCircleOutlined } from '@ant-design/icons';
import type { StudentQuizState } from '@lms/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOOK: Record<StudentQuizState, { color: string; icon: ReactNode; label: string }> = {
  submitted: { color: 'success', icon: <CheckCircleOutlined aria-hidden />, label: 'table.submitted' },
  in_progress: { color: 'processing', icon: <EditOutlined aria-hidden />, label: 'table.inProgress' },
  not_submitted: { color: 'default', icon: <MinusCircleOutlined aria-hidden />, label: 'table.notSubmitted' },
};

/** Where a student stands with the quiz (every question answered, some, none), in words and an icon, not colour alone. */
export function StudentQuizStateTag({ state }: { state: StudentQuizState }) {
  const { t } = useTranslation('echoReview');
  const { color, icon, label } = LOOK[state];
  return (
    <Tag color={color} icon={icon}>
      {t(label)}
    </Tag>
  );
}
