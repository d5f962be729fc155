import { AUTO_ASSIGNMENT_MATERIALS } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch, SwitchEmphasis } from '../../../components/confirm-switch/ConfirmSwitch';
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
  const when = nextRun ? t('auto.nextRun', { time: formatDateTime(nextRun) }) : t('auto.noNextRun');

  return (
    <ConfirmSwitch
      className={styles.autoAssign}
      checked={enabled}
      loading={change.isPending}
      disabled={readOnly}
      label={t('auto.label')}
      help={
        <>
          {t('auto.help', { count: AUTO_ASSIGNMENT_MATERIALS })}
          {enabled && !readOnly && <SwitchEmphasis> {when}</SwitchEmphasis>}
        </>
      }
      cancelText={t('form.cancel')}
      questionFor={(on) =>
        on
          ? {
              title: t('auto.confirmOnTitle'),
              confirm: t('auto.turnOn'),
              body: (
                <>
                  <p>{t('auto.confirmOnBody', { count: AUTO_ASSIGNMENT_MATERIALS })}</p>
                  <p>{nextRun ? t('auto.firstRun', { time: formatDateTime(nextRun) }) : t('auto.noNextRun')}</p>
                </>
              ),
            }
          : {
              title: t('auto.confirmOffTitle'),
              confirm: t('auto.turnOff'),
              danger: true,
              body: <p>{t('auto.confirmOffBody')}</p>,
            }
      }
      onChange={(on) => change.mutate(on)}
    />
  );
}
