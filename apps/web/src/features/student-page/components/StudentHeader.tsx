import type { StudentPageResponse } from '@lms/shared';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StudentAvatar } from '../../../components/avatar/StudentAvatar';
import styles from './StudentPage.module.css';

interface StudentHeaderProps {
  student: StudentPageResponse['student'];
  actions?: ReactNode;
}

/** The student's name, avatar and account, their level, placement and rewards, and the page's actions. */
export function StudentHeader({ student, actions }: StudentHeaderProps) {
  const { t } = useTranslation('studentPage');
  return (
    <section className={styles.header} aria-labelledby="student-name">
      <div className={styles.who}>
        <StudentAvatar avatar={student.avatar} />
        <div>
          <h2 id="student-name" className={styles.name}>
            {student.username}
          </h2>
          <p className={styles.account}>
            {t('header.account', { account: student.account })} {!student.active && <Tag>{t('header.inactive')}</Tag>}
          </p>
        </div>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('header.level')}</dt>
          <dd>{student.level ?? t('header.noLevel')}</dd>
        </div>
        <div>
          <dt>{t('header.placement')}</dt>
          <dd>{t(`placement.${student.placement === 'done' ? 'done' : 'pending'}`)}</dd>
        </div>
        <div>
          <dt>{t('header.exp')}</dt>
          <dd>{student.exp}</dd>
        </div>
        <div>
          <dt>{t('header.tickets')}</dt>
          <dd>{student.tickets}</dd>
        </div>
      </dl>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
