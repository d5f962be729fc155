import { Alert, Modal, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import { failureCode } from '../../../lib/request-failure';
import { useStaffList } from '../api/get-staff-list';
import styles from './AccountForms.module.css';

interface TeacherPickerDialogProps {
  title: string;
  description: string;
  /** The teacher who gives the classes away, left out of the choice. */
  fromUserId: number;
  pending: boolean;
  failure: Error | null;
  onPick(userid: number): void;
  onClose(): void;
}

/** Chooses the active teacher of the school who takes a class (or all of a teacher's classes) over. */
export function TeacherPickerDialog({
  title,
  description,
  fromUserId,
  pending,
  failure,
  onPick,
  onClose,
}: TeacherPickerDialogProps) {
  const { t } = useTranslation('account');
  const { t: tError } = useTranslation('errors');
  const staff = useStaffList();
  const [chosen, setChosen] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const candidates = (staff.data ?? []).filter(
    (member) => member.role === 'teacher' && member.status === 'active' && member.userid !== fromUserId,
  );
  const missing = submitted && chosen === null ? t('handover.chooseRequired') : null;

  return (
    <Modal
      open
      title={title}
      okText={t('handover.submit')}
      cancelText={t('cancel')}
      confirmLoading={pending}
      okButtonProps={{ disabled: staff.isPending }}
      onOk={() => {
        setSubmitted(true);
        if (chosen !== null) onPick(chosen);
      }}
      onCancel={onClose}
    >
      <p>{description}</p>
      {failure && (
        <Alert className={styles.alert} type="error" showIcon role="alert" title={tError(failureCode(failure))} />
      )}
      {staff.isPending && <Skeleton active paragraph={{ rows: 1 }} />}
      {staff.isError && <Alert type="error" showIcon role="alert" title={tError(failureCode(staff.error))} />}
      {staff.isSuccess &&
        (candidates.length === 0 ? (
          <Alert type="info" showIcon title={t('handover.noTeachers')} />
        ) : (
          <Field id="handover-teacher" label={t('handover.teacher')} error={missing}>
            {(control) => (
              <Select<number>
                id={control.id}
                aria-invalid={control['aria-invalid']}
                aria-describedby={control['aria-describedby']}
                className={styles.fullWidth}
                showSearch
                optionFilterProp="label"
                placeholder={t('handover.placeholder')}
                value={chosen ?? undefined}
                onChange={setChosen}
                options={candidates.map((member) => ({
                  value: member.userid,
                  label: `${member.name} (${member.email})`,
                }))}
                status={missing ? 'error' : undefined}
              />
            )}
          </Field>
        ))}
    </Modal>
  );
}
