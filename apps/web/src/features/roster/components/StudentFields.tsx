import { ROSTER_LIMITS, STUDENT_FIELDS, type StudentField } from '@lms/shared';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field/Field';
import type { StudentForm } from '../use-student-form';
import styles from './StudentFields.module.css';

const AUTOCOMPLETE: Record<StudentField, string> = {
  username: 'off',
  account: 'off',
  password: 'new-password',
  pin: 'off',
  parent_phone: 'off',
  parent_account: 'off',
  remarks: 'off',
};

const MAX_LENGTH: Partial<Record<StudentField, number>> = {
  username: ROSTER_LIMITS.nameMax,
  remarks: ROSTER_LIMITS.remarksMax,
  password: ROSTER_LIMITS.passwordMax,
};

interface StudentFieldsProps {
  form: StudentForm;
  /** Prefix of the fields' ids, unique on the page. */
  idPrefix: string;
  /** What a blank password means on this form (a generated one, or the old one kept). */
  passwordHint: string;
}

/** The student's profile fields with their inline errors, as the add and edit forms share them. */
export function StudentFields({ form, idPrefix, passwordHint }: StudentFieldsProps) {
  const { t } = useTranslation('roster');
  const { t: tError } = useTranslation('errors');

  return (
    <div className={styles.grid}>
      {STUDENT_FIELDS.map((field) => {
        const problem = form.problemOf(field);
        const required = field === 'username' || field === 'account';
        const label = required ? t(`fields.${field}`) : t('form.optional', { label: t(`fields.${field}`) });
        const common = {
          value: form.values[field],
          maxLength: MAX_LENGTH[field],
          autoComplete: AUTOCOMPLETE[field],
          status: problem ? ('error' as const) : undefined,
          onBlur: () => form.leave(field),
        };
        return (
          <div key={field} className={field === 'remarks' ? styles.wide : undefined}>
            <Field id={`${idPrefix}-${field}`} label={label} error={problem && tError(problem)}>
              {(control) =>
                field === 'password' ? (
                  <>
                    <Input.Password
                      {...control}
                      {...common}
                      onChange={(event) => form.edit(field, event.target.value)}
                    />
                    <span className={styles.hint}>{passwordHint}</span>
                  </>
                ) : field === 'remarks' ? (
                  <Input.TextArea
                    {...control}
                    {...common}
                    autoSize={{ minRows: 2, maxRows: 4 }}
                    onChange={(event) => form.edit(field, event.target.value)}
                  />
                ) : (
                  <Input
                    {...control}
                    {...common}
                    inputMode={field === 'pin' || field === 'parent_phone' ? 'tel' : undefined}
                    type={field === 'parent_account' ? 'email' : 'text'}
                    onChange={(event) => form.edit(field, event.target.value)}
                  />
                )
              }
            </Field>
          </div>
        );
      })}
    </div>
  );
}
