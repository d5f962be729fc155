import type { ListBriefResponse } from '@lms/shared';
import { Checkbox, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './AssignmentForm.module.css';

interface StudentChooserProps {
  students: ListBriefResponse['record'];
  everyone: boolean;
  chosen: number[];
  onChange(everyone: boolean, chosen: number[]): void;
}

/** Whom the assignment is for: the whole class, or the students ticked. */
export function StudentChooser({ students, everyone, chosen, onChange }: StudentChooserProps) {
  const { t } = useTranslation('assignment');
  return (
    <div className={styles.students}>
      <Radio.Group
        value={everyone ? 'all' : 'chosen'}
        onChange={(event) => onChange(event.target.value === 'all', chosen)}
        options={[
          { value: 'all', label: t('form.studentsAll', { count: students.length }) },
          { value: 'chosen', label: t('form.studentsChosen') },
        ]}
      />
      {!everyone && (
        <Checkbox.Group
          className={styles.studentList}
          value={chosen}
          onChange={(values) => onChange(false, values)}
          options={students.map((student) => ({ value: student.stuid, label: student.username }))}
        />
      )}
    </div>
  );
}
