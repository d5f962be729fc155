import { Alert, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SelectedMaterial } from '../../../entities/assignment/assignment-selection-store';
import styles from './AssignmentForm.module.css';

interface ClosedMaterialsNoticeProps {
  /** The assignment's materials that the class's students cannot open from its library. */
  closed: SelectedMaterial[];
  open: boolean;
  onChange(open: boolean): void;
}

/** Warns that some materials are closed to students, and offers to open them with the assignment. */
export function ClosedMaterialsNotice({ closed, open, onChange }: ClosedMaterialsNoticeProps) {
  const { t } = useTranslation('assignment');
  const count = closed.length;
  return (
    <Alert
      className={styles.notice}
      type="warning"
      showIcon
      title={t('form.closedTitle', { count })}
      description={
        <>
          <p className={styles.noticeBody}>
            {t('form.closedBody', { count })}{' '}
            <span lang="en">{closed.map((material) => material.resource_name).join(', ')}</span>
          </p>
          <Checkbox checked={open} onChange={(event) => onChange(event.target.checked)}>
            {t('form.openClosed', { count })}
          </Checkbox>
        </>
      }
    />
  );
}
