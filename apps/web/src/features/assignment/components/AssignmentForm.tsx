import { ReloadOutlined } from '@ant-design/icons';
import { ASSIGNMENT_LIMITS, type CourseInfo, DIFFICULTIES, type Difficulty } from '@lms/shared';
import { Alert, Button, DatePicker, Form, Input, InputNumber, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Panel } from '../../../components/panel/Panel';
import { showToast } from '../../../components/toast/toast-store';
import { useFailureToast } from '../../../components/toast/use-failure-toast';
import { failureCode } from '../../../lib/request-failure';
import { useAssignmentSelectionStore, useSelectedMaterials } from '../../../stores/assignment-selection-store';
import { coursePagePath } from '../../course/course-route';
import { useClassStudents } from '../api/get-class-students';
import { useSetAssignment } from '../api/set-assignment';
import {
  type AssignmentDraft,
  bodyOf,
  type DraftProblem,
  newDraft,
  problemsOf,
  withDifficulty,
} from '../assignment-draft';
import { assignmentListPath } from '../assignment-paths';
import styles from './AssignmentForm.module.css';
import { MaterialOrder } from './MaterialOrder';
import { StudentChooser } from './StudentChooser';

type ClassAddress = Pick<CourseInfo, 'course_name' | 'type' | 'courseid'>;

/** The create page's form: the selected materials in order, the students, the period, difficulty and rewards. */
export function AssignmentForm({ course }: { course: ClassAddress }) {
  const { t } = useTranslation('assignment');
  const { t: tError } = useTranslation('errors');
  const navigate = useNavigate();
  const selected = useSelectedMaterials(course.courseid);
  const clearSelection = useAssignmentSelectionStore((state) => state.clear);
  const [draft, setDraft] = useState<AssignmentDraft>(() => newDraft(selected));
  // Problems are shown once the teacher has tried to create, not while they are still filling in.
  const [tried, setTried] = useState(false);
  const students = useClassStudents(course.courseid);
  const save = useSetAssignment(course.courseid);
  const failureToast = useFailureToast();

  const classStudents = students.data?.map((student) => student.stuid) ?? [];
  const problems = problemsOf(draft, classStudents.length);
  const problem = (...which: DraftProblem[]) => {
    const found = tried ? which.find((one) => problems.includes(one)) : undefined;
    return found ? { validateStatus: 'error' as const, help: t(`problems.${found}`) } : {};
  };
  const change = (changes: Partial<AssignmentDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = () => {
    setTried(true);
    if (problems.length > 0 || !students.data) return;
    save.mutate(bodyOf(draft, classStudents), {
      onSuccess: () => {
        clearSelection(course.courseid);
        showToast(t('form.created', { name: draft.name.trim() }), 'success');
        navigate(assignmentListPath(course, false));
      },
      onError: failureToast,
    });
  };

  return (
    <Panel id="assignment-create-title" title={t('form.title')}>
      <Form layout="vertical" className={styles.form} onFinish={submit}>
        <Form.Item label={t('form.name')} required htmlFor="assignment-name" {...problem('nameRequired')}>
          <Input
            id="assignment-name"
            value={draft.name}
            maxLength={ASSIGNMENT_LIMITS.nameMax}
            onChange={(event) => change({ name: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('form.materials', { count: draft.materials.length })} required {...problem('noMaterials')}>
          {draft.materials.length === 0 ? (
            <Alert
              type="info"
              showIcon
              title={t('form.noMaterials')}
              action={<Link to={coursePagePath('course_material', course, false)}>{t('form.toLibrary')}</Link>}
            />
          ) : (
            <MaterialOrder materials={draft.materials} onChange={(materials) => change({ materials })} />
          )}
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
              format="YYYY.MM.DD"
              onChange={(start) => start && change({ start })}
            />
          </Form.Item>
          <Form.Item label={t('form.end')} required htmlFor="assignment-end" {...problem('endBeforeStart')}>
            <DatePicker
              id="assignment-end"
              value={draft.end}
              allowClear={false}
              format="YYYY.MM.DD"
              onChange={(end) => end && change({ end })}
            />
          </Form.Item>
        </div>
        <Form.Item label={t('form.difficulty')} extra={t('form.difficultyHint')}>
          <Segmented<Difficulty>
            value={draft.difficulty}
            onChange={(difficulty) => setDraft((current) => withDifficulty(current, difficulty))}
            options={DIFFICULTIES.map((value) => ({ value, label: t(`difficulty.${value}`) }))}
          />
        </Form.Item>
        <div className={styles.row}>
          <Form.Item label={t('form.rewardExp')} htmlFor="assignment-exp">
            <InputNumber
              id="assignment-exp"
              min={0}
              max={ASSIGNMENT_LIMITS.rewardMax}
              precision={0}
              value={draft.rewardExp}
              onChange={(value) => change({ rewardExp: value ?? 0 })}
            />
          </Form.Item>
          <Form.Item label={t('form.rewardTickets')} htmlFor="assignment-tickets">
            <InputNumber
              id="assignment-tickets"
              min={0}
              max={ASSIGNMENT_LIMITS.rewardMax}
              precision={0}
              value={draft.rewardTickets}
              onChange={(value) => change({ rewardTickets: value ?? 0 })}
            />
          </Form.Item>
        </div>
        <div className={styles.actions}>
          <Button onClick={() => navigate(assignmentListPath(course, false))}>{t('form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('form.submit')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
