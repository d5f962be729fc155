import type { EchoProgressResponse } from '@lms/shared';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SpokenWordsLegend } from '../../../entities/speech/spoken-words/SpokenWords';
import { formatScore, type StudentRow } from '../progress-view';
import { AnswerReview, TeacherMark } from './AnswerReview';
import styles from './StudentAnswers.module.css';
import { StudentQuizStateTag } from './StudentQuizStateTag';

interface StudentAnswersProps {
  courseId: number;
  student: StudentRow | null;
  questions: EchoProgressResponse['questions'];
  readOnly: boolean;
  /** The address of the student's page in the class. */
  studentPath(stuid: number): string;
  onClose(): void;
}

/** One student's answers, question by question, beside the class's table. */
export function StudentAnswers({ courseId, student, questions, readOnly, studentPath, onClose }: StudentAnswersProps) {
  const { t } = useTranslation('echoReview');
  return (
    <Drawer
      open={student !== null}
      onClose={onClose}
      title={student ? t('student.title', { name: student.username }) : undefined}
      size={640}
      rootClassName={styles.drawer}
      destroyOnHidden
    >
      {student && (
        <div className={styles.body}>
          <p className={styles.summary}>
            <StudentQuizStateTag state={student.state} />
            <span>
              {t('student.score', { score: formatScore(student.score) })}
              {student.answers.some((answer) => answer.override !== null) && <TeacherMark />}
            </span>
            <Link className={styles.pageLink} to={studentPath(student.stuid)}>
              {t('student.page')}
            </Link>
          </p>
          <SpokenWordsLegend />
          {questions.map((question, index) => (
            <AnswerReview
              key={question.qid}
              courseId={courseId}
              number={index + 1}
              text={question.text}
              answer={student.answers.find((answer) => answer.qid === question.qid)}
              readOnly={readOnly}
            />
          ))}
        </div>
      )}
    </Drawer>
  );
}
