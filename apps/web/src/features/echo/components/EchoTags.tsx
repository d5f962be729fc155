import { CheckCircleOutlined, EditOutlined, SyncOutlined } from '@ant-design/icons';
import type { EchoState, EchoSummary } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const STATE_LOOK: Record<EchoState, { color: string; icon: React.ReactNode }> = {
  unpublished: { color: 'default', icon: <EditOutlined aria-hidden /> },
  published: { color: 'green', icon: <CheckCircleOutlined aria-hidden /> },
  generating: { color: 'blue', icon: <SyncOutlined spin aria-hidden /> },
};

/** A quiz's state in words with an icon, never by colour alone. */
export function EchoStateTag({ state }: { state: EchoState }) {
  const { t } = useTranslation('echo');
  const look = STATE_LOOK[state];
  return (
    <Tag color={look.color} icon={look.icon}>
      {t(`state.${state}`)}
    </Tag>
  );
}

/** Weekly Echo Valley quiz, or a speaking task with its material's name. */
export function EchoKindTag({ quiz }: { quiz: Pick<EchoSummary, 'kind' | 'resource_name'> }) {
  const { t } = useTranslation('echo');
  if (quiz.kind === 'weekly') return <Tag color="geekblue">{t('kind.weekly')}</Tag>;
  return (
    <Tag color="cyan">
      {t('kind.task')}
      {quiz.resource_name && (
        <>
          {' · '}
          <span lang="en">{quiz.resource_name}</span>
        </>
      )}
    </Tag>
  );
}
