import { CheckCircleOutlined, ClockCircleOutlined, ExclamationCircleOutlined, SyncOutlined } from '@ant-design/icons';
import type { AnswerState } from '@lms/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LOOK: Record<AnswerState, { color: string; icon: ReactNode }> = {
  queued: { color: 'default', icon: <ClockCircleOutlined aria-hidden /> },
  scoring: { color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
  scored: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  failed: { color: 'error', icon: <ExclamationCircleOutlined aria-hidden /> },
};

/** Where an answer's automatic scoring stands, in words and an icon, not colour alone. */
export function AnswerStateTag({ state }: { state: AnswerState }) {
  const { t } = useTranslation('echoReview');
  const { color, icon } = LOOK[state];
  return (
    <Tag color={color} icon={icon}>
      {t(`answerState.${state}`)}
    </Tag>
  );
}
