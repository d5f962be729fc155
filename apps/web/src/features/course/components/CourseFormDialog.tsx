import { COURSE_LIMITS, COURSE_TYPES, type CourseSummary, GRADE_TAGS } from '@lms/shared';
import { DatePicker, Form, Input, Modal, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert/FailureAlert';
import { NumberInput } from '../../../components/number-input/NumberInput';
import { showToast } from '../../../components/toast/toast-store';
import { DATE_FORMAT } from '../../../lib/date-format';
import { useCourseOptions } from '../api/get-course-options';
import { useSaveCourse } from '../api/save-course';
import { type CourseFormValues, courseBodyOf, courseValues, newCourseValues } from '../course-form';
import styles from './CourseFormDialog.module.css';

interface CourseFormDialogProps {
  /** The class to change; none to create one. */
  course?: CourseSummary;
  onClose(): void;
}

/** An administrator's form for a class: name, type, grade, teacher, limit, dates and library. */
export function CourseFormDialog({ course, onClose }: CourseFormDialogProps) {
  const { t } = useTranslation('course');
  const options = useCourseOptions();
  const save = useSaveCourse(course?.courseid);
  const [form] = Form.useForm<CourseFormValues>();
  const title = course ? t('form.editTitle', { name: course.course_name }) : t('form.createTitle');

  const current = course && options.data?.libraries.find((library) => library.courseid === course.courseid);
  const libraryChoices = [
    ...(current && !current.colid.startsWith('p')
      ? [{ value: current.colid, label: t('form.collectionLibrary', { name: current.name }) }]
      : []),
    ...(options.data?.packages ?? []).map((pkg) => ({ value: `p${pkg.pkgid}`, label: pkg.name })),
  ];
  const minimum = course?.occupied ?? 0;
  const quota = options.data?.quota ?? COURSE_LIMITS.studentLimitMax;

  const submit = (values: CourseFormValues) => {
    save.mutate(courseBodyOf(values, current?.colid), {
      onSuccess: () => {
        showToast(t(course ? 'form.saved' : 'form.created', { name: values.course_name.trim() }), 'success');
        onClose();
      },
    });
  };

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      okText={course ? t('form.save') : t('form.create')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending, disabled: !options.data }}
      destroyOnHidden
      width={640}
    >
      {options.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : options.isError ? (
        <FailureAlert error={options.error} />
      ) : (
        <Form<CourseFormValues>
          form={form}
          layout="vertical"
          aria-label={title}
          initialValues={course ? courseValues(course, current?.colid) : newCourseValues()}
          onFinish={submit}
          onValuesChange={() => save.isError && save.reset()}
          requiredMark
        >
          {save.isError && <FailureAlert className={styles.alert} error={save.error} />}
          <Form.Item
            name="course_name"
            label={t('form.name')}
            rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}
          >
            <Input maxLength={COURSE_LIMITS.nameMax} autoComplete="off" />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item name="type" label={t('form.type')} rules={[{ required: true }]}>
              <Select options={COURSE_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))} />
            </Form.Item>
            <Form.Item name="grade_tag" label={t('form.grade')} rules={[{ required: true }]}>
              <Select options={GRADE_TAGS.map((grade) => ({ value: grade, label: t(`grade.${grade}`) }))} />
            </Form.Item>
          </div>
          <Form.Item
            name="teacher_id"
            label={t('fields.teacher')}
            rules={[{ required: true, message: t('form.teacherRequired') }]}
            extra={options.data.teachers.length === 0 ? t('form.noTeachers') : undefined}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('form.teacherPlaceholder')}
              options={[
                ...options.data.teachers.map((teacher) => ({ value: teacher.userid, label: teacher.name })),
                // A class keeps its teacher even when they are no longer active.
                ...(course && !options.data.teachers.some((teacher) => teacher.userid === course.teacher_id)
                  ? [{ value: course.teacher_id, label: course.teacher_name }]
                  : []),
              ]}
            />
          </Form.Item>
          <Form.Item
            name="student_limit"
            label={t('fields.studentLimit')}
            extra={t('form.limitHint', { occupied: minimum, quota })}
            rules={[
              { required: true, message: t('form.limitRequired') },
              { type: 'number', min: Math.max(1, minimum), message: t('form.limitBelow', { occupied: minimum }) },
              { type: 'number', max: quota, message: t('form.limitAbove', { quota }) },
            ]}
          >
            <NumberInput min={1} max={COURSE_LIMITS.studentLimitMax} precision={0} className={styles.number} />
          </Form.Item>
          <div className={styles.row}>
            <Form.Item name="start_date" label={t('form.start')} rules={[{ required: true }]}>
              <DatePicker format={DATE_FORMAT} allowClear={false} className={styles.date} />
            </Form.Item>
            <Form.Item
              name="expiry_date"
              label={t('fields.expiryDate')}
              dependencies={['start_date']}
              rules={[
                { required: true },
                ({ getFieldValue }) => ({
                  validator: (_, value) =>
                    value?.isBefore(getFieldValue('start_date'), 'day')
                      ? Promise.reject(new Error(t('form.expiryBeforeStart')))
                      : Promise.resolve(),
                }),
              ]}
            >
              <DatePicker format={DATE_FORMAT} allowClear={false} className={styles.date} />
            </Form.Item>
          </div>
          <Form.Item name="library" label={t('form.library')} extra={t('form.libraryHint')}>
            <Select
              allowClear
              placeholder={t('form.noLibrary')}
              options={libraryChoices}
              notFoundContent={t('form.noPackages')}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
