import { ReloadOutlined } from '@ant-design/icons';
import { ASSIGNMENT_LIMITS, type CourseInfo, DIFFICULTIES, type Difficulty, type SetAssignmentBody } from '@lms/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, Input, Segmented, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { toSelectedMaterial } from '../../../entities/assignment/assignment-selection-store';
import { coursePagePath } from '../../../entities/course/course-route';
import { courseLibraryQuery } from '../../../entities/library/get-course-library';
import { DATE_FORMAT } from '../../../lib/date-format';
import { failureCode } from '../../../lib/request-failure';
import { useClassStudents } from '../api/get-class-students';
import {
  type AssignmentDraft,
  bodyOf,
  type DraftProblem,
  keptStudents,
  problemsOf,
  withDifficulty,
} from '../assignment-draft';
import styles from './AssignmentForm.module.css';
import { ClosedMaterialsNotice } from './ClosedMaterialsNotice';
import { MaterialOrder } from './MaterialOrder';
import { MaterialPicker } from './MaterialPicker';
import { StudentChooser } from './StudentChooser';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

interface AssignmentFormProps {
  course: ClassAddress;
  initial: AssignmentDraft;
  submitLabel: string;
  saving: boolean;
  onSubmit(body: SetAssignmentBody): void;
  onCancel(): void;
}

/**
 * An assignment's form, to create or edit one: the materials in order, the students, the
 * period, difficulty and rewards. Once the assignment has started only its name, its end date
 * and more students can change; the other fields are shown as they stay.
 */
export function AssignmentForm({ course, initial, submitLabel, saving, onSubmit, onCancel }: AssignmentFormProps) {
  const { t } = useTranslation('assignment');
  const { t: tError } = useTranslation('errors');
  const [draft, setDraft] = useState<AssignmentDraft>(initial);
  // Problems are shown once the teacher has tried to save, not while they are still filling in.
  const [tried, setTried] = useState(false);
  const students = useClassStudents(course.courseid);
  const library = useQuery(courseLibraryQuery(course.courseid));

  const started = draft.saved?.started ?? false;
  const activeStudents = students.data?.filter((student) => student.active).map((student) => student.stuid) ?? [];
  const problems = problemsOf(draft, activeStudents);
  const problem = (...which: DraftProblem[]) => {
    const found = tried ? which.find((one) => problems.includes(one)) : undefined;
    return found ? { validateStatus: 'error' as const, help: t(`problems.${found}`) } : {};
  };
  const change = (changes: Partial<AssignmentDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const openInClass = new Set(
    library.data?.record.filter((material) => material.openflag === 'true').map((material) => material.resourceid),
  );
  // Until the library has answered nothing is known to be closed.
  const closed = library.data ? draft.materials.filter((material) => !openInClass.has(material.resourceid)) : [];

  const submit = () => {
    setTried(true);
    if (problems.length > 0 || !students.data) return;
    onSubmit(bodyOf({ ...draft, openClosed: draft.openClosed && closed.length > 0 }, activeStudents));
  };

  return (
    <Form layout="vertical" className={styles.form} onFinish={submit}>
      {started && <Alert className={styles.notice} type="info" showIcon title={t('form.startedNote')} />}
      <Form.Item label={t('form.name')} required htmlFor="assignment-name" {...problem('nameRequired')}>
        <Input
          id="assignment-name"
          value={draft.name}
          maxLength={ASSIGNMENT_LIMITS.nameMax}
          onChange={(event) => change({ name: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={t('form.materials', { count: draft.materials.length })} required {...problem('noMaterials')}>
        <div className={styles.materialsField}>
          {draft.materials.length === 0 ? (
            <Alert
              type="info"
              showIcon
              title={t('form.noMaterials')}
              action={<Link to={coursePagePath('course_material', course, false)}>{t('form.toLibrary')}</Link>}
            />
          ) : (
            <MaterialOrder
              materials={draft.materials}
              fixed={started}
              onChange={(materials) => change({ materials })}
            />
          )}
          {!started && library.data && (
            <MaterialPicker
              library={library.data.record}
              chosen={draft.materials}
              onAdd={(material) => change({ materials: [...draft.materials, toSelectedMaterial(material)] })}
            />
          )}
          {closed.length > 0 && (
            <ClosedMaterialsNotice
              closed={closed}
              open={draft.openClosed}
              onChange={(openClosed) => change({ openClosed })}
            />
          )}
        </div>
      </Form.Item>
      <Form.Item label={t('form.students')} required {...problem('noStudents')}>
        {students.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : students.isError ? (
          <Alert
            type="error"
            showIcon
            title={tError(failureCode(students.error))}
            action={
              <Button size="small" icon={<ReloadOutlined aria-hidden />} onClick={() => students.refetch()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <StudentChooser
            students={students.data}
            everyone={draft.everyone}
            chosen={draft.stuids}
            kept={keptStudents(draft)}
            onChange={(everyone, stuids) => change({ everyone, stuids })}
          />
        )}
      </Form.Item>
      <div className={styles.row}>
        <Form.Item label={t('form.start')} required htmlFor="assignment-start" {...problem('startPast')}>
          <DatePicker
            id="assignment-start"
            value={draft.start}
            allowClear={false}
            disabled={started}
            format={DATE_FORMAT}
            onChange={(start) => start && change({ start })}
          />
        </Form.Item>
        <Form.Item label={t('form.end')} required htmlFor="assignment-end" {...problem('endBeforeStart', 'endPast')}>
          <DatePicker
            id="assignment-end"
            value={draft.end}
            allowClear={false}
            format={DATE_FORMAT}
            // Once started the end moves to today or later; a past end may also stay as it is.
            disabledDate={started ? (date) => date.isBefore(dayjs(), 'day') : undefined}
            onChange={(end) => end && change({ end })}
          />
        </Form.Item>
      </div>
      <Form.Item label={t('form.difficulty')} extra={t('form.difficultyHint')}>
        <Segmented<Difficulty>
          className={styles.difficulty}
          aria-label={t('form.difficulty')}
          value={draft.difficulty}
          disabled={started}
          onChange={(difficulty) => setDraft((current) => withDifficulty(current, difficulty))}
          options={DIFFICULTIES.map((value) => ({ value, label: t(`difficulty.${value}`) }))}
        />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item label={t('form.rewardExp')} htmlFor="assignment-exp">
          <NumberInput
            id="assignment-exp"
            min={0}
            max={ASSIGNMENT_LIMITS.rewardMax}
            precision={0}
            disabled={started}
            value={draft.rewardExp}
            onChange={(value) => change({ rewardExp: value ?? 0 })}
          />
        </Form.Item>
        <Form.Item label={t('form.rewardTickets')} htmlFor="assignment-tickets">
          <NumberInput
            id="assignment-tickets"
            min={0}
            max={ASSIGNMENT_LIMITS.rewardMax}
            precision={0}
            disabled={started}
            value={draft.rewardTickets}
            onChange={(value) => change({ rewardTickets: value ?? 0 })}
          />
        </Form.Item>
      </div>
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
