import type { ListBriefResponse } from '@lms/shared';
import { Checkbox, Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './AssignmentForm.module.css';

interface StudentChooserProps {
  students: ListBriefResponse['record'];
  everyone: boolean;
  chosen: number[];
  /** Students who stay on the assignment whatever is chosen (it has started): ticked and fixed. */
  kept: number[];
  onChange(everyone: boolean, chosen: number[]): void;
}

/**
 * Whom the assignment is for: the whole class (its active students), or the students ticked.
 * Inactive students are marked and cannot be ticked: they cannot sign in to do the work.
 */
export function StudentChooser({ students, everyone, chosen, kept, onChange }: StudentChooserProps) {
  const { t } = useTranslation('assignment');
  const active = students.filter((student) => student.active).length;
  const inactive = students.length - active;
  const fixed = new Set(kept);
  return (
    <div className={styles.students}>
      <Radio.Group
        value={everyone ? 'all' : 'chosen'}
        onChange={(event) => onChange(event.target.value === 'all', chosen)}
        options={[
          { value: 'all', label: t('form.studentsAll', { count: active }) },
          { value: 'chosen', label: t('form.studentsChosen') },
        ]}
      />
      {inactive > 0 && <p className={styles.hint}>{t('form.inactiveLeftOut', { count: inactive })}</p>}
      {!everyone && (
        <Checkbox.Group
          className={styles.studentList}
          value={[...new Set([...chosen, ...kept])]}
          onChange={(values) => onChange(false, values)}
          options={students.map((student) => ({
            value: student.stuid,
            disabled: !student.active || fixed.has(student.stuid),
            label: student.active ? (
              student.username
            ) : (
              <span className={styles.inactive}>
                {student.username} <Tag variant="outlined">{t('form.inactive')}</Tag>
              </span>
            ),
          }))}
        />
      )}
    </div>
  );
}
