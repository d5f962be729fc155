import { ECHO_LIMITS } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch, SwitchEmphasis } from '../../../components/confirm-switch/ConfirmSwitch';
import { NumberInput } from '../../../components/number-input/NumberInput';
import type { EchoList } from '../../../entities/echo/get-echo-list';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
import { formatDateTime } from '../../../lib/date-format';
import { type AutoEchoSetting, useSetAutoEcho } from '../api/set-auto-echo';
import styles from './EchoList.module.css';

interface AutoEchoPanelProps {
  courseId: number;
  list: EchoList;
  /** An expired class shows its settings without offering to change them. */
  readOnly: boolean;
}

/**
 * The class's auto-assigned oral quizzes (on or off, and when the weekly run comes next) and
 * the EXP and tickets a student earns once for completing one of its Echo Valley quizzes.
 */
export function AutoEchoPanel({ courseId, list, readOnly }: AutoEchoPanelProps) {
  const { t } = useTranslation('echo');
  const change = useSetAutoEcho(courseId);
  const library = useQuery(courseLibraryQuery(courseId));
  const current: AutoEchoSetting = {
    enabled: list.auto.enabled,
    reward_exp: list.reward_exp,
    reward_tickets: list.reward_tickets,
  };
  const nextRun = list.auto.next_run;

  return (
    <div className={styles.auto}>
      <ConfirmSwitch
        className={styles.autoSwitch}
        checked={current.enabled}
        loading={change.isPending}
        disabled={readOnly}
        label={t('auto.label')}
        help={
          <>
            {t('auto.help')}
            {current.enabled && !readOnly && (
              <SwitchEmphasis>
                {' '}
                {nextRun ? t('auto.nextRun', { time: formatDateTime(nextRun) }) : t('auto.noNextRun')}
              </SwitchEmphasis>
            )}
          </>
        }
        cancelText={t('actions.cancel')}
        // A class with an empty library gets no quiz from the weekly run: the teacher is told before it is on.
        questionFor={(on) =>
          on && library.data?.record.length === 0
            ? {
                title: t('auto.noLibraryTitle'),
                confirm: t('auto.turnOnAnyway'),
                body: <p>{t('auto.noLibraryBody')}</p>,
              }
            : null
        }
        onChange={(enabled) => change.mutate({ ...current, enabled })}
      />
      <RewardsForm
        // Saved values start the fields again.
        key={`${current.reward_exp}-${current.reward_tickets}`}
        current={current}
        readOnly={readOnly}
        saving={change.isPending}
        onSave={(rewards) => change.mutate({ ...current, ...rewards })}
      />
    </div>
  );
}

interface RewardsFormProps {
  current: AutoEchoSetting;
  readOnly: boolean;
  saving: boolean;
  onSave(rewards: Pick<AutoEchoSetting, 'reward_exp' | 'reward_tickets'>): void;
}

function RewardsForm({ current, readOnly, saving, onSave }: RewardsFormProps) {
  const { t } = useTranslation('echo');
  const id = useId();
  const [exp, setExp] = useState(current.reward_exp);
  const [tickets, setTickets] = useState(current.reward_tickets);
  const changed = exp !== current.reward_exp || tickets !== current.reward_tickets;

  return (
    <fieldset className={styles.rewards}>
      <legend className={styles.rewardsLegend}>{t('rewards.title')}</legend>
      <div className={styles.rewardFields}>
        <label htmlFor={`${id}-exp`}>{t('rewards.exp')}</label>
        <NumberInput
          id={`${id}-exp`}
          min={0}
          max={ECHO_LIMITS.rewardMax}
          precision={0}
          disabled={readOnly}
          value={exp}
          onChange={(value) => setExp(value ?? 0)}
        />
        <label htmlFor={`${id}-tickets`}>{t('rewards.tickets')}</label>
        <NumberInput
          id={`${id}-tickets`}
          min={0}
          max={ECHO_LIMITS.rewardMax}
          precision={0}
          disabled={readOnly}
          value={tickets}
          onChange={(value) => setTickets(value ?? 0)}
        />
        {!readOnly && (
          <Button
            size="small"
            disabled={!changed}
            loading={saving && changed}
            onClick={() => onSave({ reward_exp: exp, reward_tickets: tickets })}
          >
            {t('rewards.save')}
          </Button>
        )}
      </div>
      <p className={styles.autoHelp}>{t('rewards.help')}</p>
    </fieldset>
  );
}
