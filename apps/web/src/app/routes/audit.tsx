import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/PageHeader';
import { useDocumentTitle } from '../../components/use-document-title';
import { AuditLog } from '../../features/audit/components/AuditLog';
import { useCourseList } from '../../features/course/api/get-course-list';
import { useAuthStore } from '../../stores/auth-store';

/** The school's audit log, for administrators; its classes come from the class list to filter by. */
export function Component() {
  const { t } = useTranslation('audit');
  const institution = useAuthStore((state) => state.institution);
  const courses = useCourseList();
  const classes = courses.data ? [...courses.data.active, ...courses.data.expired] : [];
  useDocumentTitle(t('title'));

  return (
    <>
      <PageHeader title={t('title')} lead={t('lead', { school: institution })} />
      <AuditLog classes={classes} />
    </>
  );
}
