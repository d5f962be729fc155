import { AUTO_ASSIGNMENT_MATERIALS } from '@lms/shared';
import { Modal, Switch } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/date-format';
import { useSetAutoAssign } from '../api/set-auto-assign';
import styles from './AutoAssignSwitch.module.css';

interface AutoAssignSwitchProps {
  courseId: number;
  enabled: boolean;
  /** When the weekly run comes next (ISO moment); null when the class expires before it. */
  nextRun: string | null;
  /** An expired class shows its setting without offering to change it. */
  readOnly: boolean;
}

/**
 * The class's weekly auto-assignment: on or off, what it does and when it runs next. The
 * switch changes only once the teacher has confirmed what turning it on or off will do.
 */
export function AutoAssignSwitch({ courseId, enabled, nextRun, readOnly }: AutoAssignSwitchProps) {
  const { t } = useTranslation('assignment');
  const change = useSetAutoAssign(courseId);
  // What the teacher asked for, kept while the dialog closes so its words do not change.
  const [turnOn, setTurnOn] = useState(true);
  const [asking, setAsking] = useState(false);
  const id = useId();
  const when = nextRun ? t('auto.nextRun', { time: formatDateTime(nextRun) }) : t('auto.noNextRun');

  const ask = (on: boolean) => {
    setTurnOn(on);
    setAsking(true);
  };
  const confirm = () => {
    change.mutate(turnOn);
    setAsking(false);
  };

  return (
    <div className={styles.autoAssign}>
      <Switch
        id={`${id}-switch`}
        className={styles.switch}
        checked={enabled}
        loading={change.isPending}
        disabled={readOnly}
        aria-describedby={`${id}-help`}
        onChange={ask}
      />
      <div>
        <label htmlFor={`${id}-switch`} className={styles.label} data-disabled={readOnly}>
          {t('auto.label')}
        </label>
        <p id={`${id}-help`} className={styles.help}>
          {t('auto.help', { count: AUTO_ASSIGNMENT_MATERIALS })}
          {enabled && !readOnly && <span className={styles.next}> {when}</span>}
        </p>
      </div>
      <Modal
        open={asking}
        title={turnOn ? t('auto.confirmOnTitle') : t('auto.confirmOffTitle')}
        okText={turnOn ? t('auto.turnOn') : t('auto.turnOff')}
        okButtonProps={{ danger: !turnOn }}
        cancelText={t('form.cancel')}
        onOk={confirm}
        onCancel={() => setAsking(false)}
      >
        {turnOn ? (
          <>
            <p>{t('auto.confirmOnBody', { count: AUTO_ASSIGNMENT_MATERIALS })}</p>
            <p>{nextRun ? t('auto.firstRun', { time: formatDateTime(nextRun) }) : t('auto.noNextRun')}</p>
          </>
        ) : (
          <p>{t('auto.confirmOffBody')}</p>
        )}
      </Modal>
    </div>
  );
}
