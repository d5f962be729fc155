import { AUTO_ASSIGNMENT_MATERIALS } from '@lms/shared';
import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetAutoAssign } from '../api/set-auto-assign';
import styles from './AutoAssignSwitch.module.css';

interface AutoAssignSwitchProps {
  courseid: number;
  enabled: boolean;
  /** An expired class shows its setting without offering to change it. */
  readOnly: boolean;
}

/** The class's weekly auto-assignment: on or off, and what it does. */
export function AutoAssignSwitch({ courseid, enabled, readOnly }: AutoAssignSwitchProps) {
  const { t } = useTranslation('assignment');
  const change = useSetAutoAssign(courseid);
  const id = useId();

  return (
    <div className={styles.autoAssign}>
      <Switch
        id={`${id}-switch`}
        className={styles.switch}
        checked={enabled}
        loading={change.isPending}
        disabled={readOnly}
        aria-describedby={`${id}-help`}
        onChange={(on) => change.mutate(on)}
      />
      <div>
        <label htmlFor={`${id}-switch`} className={styles.label} data-disabled={readOnly}>
          {t('auto.label')}
        </label>
        <p id={`${id}-help`} className={styles.help}>
          {t('auto.help', { count: AUTO_ASSIGNMENT_MATERIALS })}
        </p>
      </div>
    </div>
  );
}
