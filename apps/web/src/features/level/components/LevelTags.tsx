import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import type { LevelTestSummary, PlacementState } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placed, or waiting for a placement test: in words and an icon, never colour alone. */
export function PlacementTag({ state }: { state: PlacementState }) {
  const { t } = useTranslation('level');
  return state === 'done' ? (
    <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
      {t('placement.done')}
    </Tag>
  ) : (
    <Tag color="warning" icon={<ClockCircleOutlined aria-hidden />}>
      {t('placement.pending')}
    </Tag>
  );
}

/** The test waiting for the student, and whether they have begun it. */
export function OpenTestTag({ test }: { test: LevelTestSummary | null }) {
  const { t } = useTranslation('level');
  if (!test) return <span>–</span>;
  return (
    <Tag color={test.state === 'started' ? 'processing' : 'default'}>
      {t(test.state === 'started' ? 'waiting.started' : 'waiting.pending', { kind: t(`kind.${test.kind}`) })}
    </Tag>
  );
}

/** A test's computed level and, once the teacher chose, the accepted one. */
export function LevelPair({ test }: { test: LevelTestSummary }) {
  const { t } = useTranslation('level');
  if (!test.computed_level) return <span>–</span>;
  return (
    <span>
      {test.accepted_level
        ? t('pair.accepted', { computed: test.computed_level, accepted: test.accepted_level })
        : test.computed_level}
    </span>
  );
}
