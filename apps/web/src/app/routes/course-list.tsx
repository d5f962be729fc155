import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header/PageHeader';
import { useDocumentTitle } from '../../components/use-document-title';
import { CourseList } from '../../features/course/components/CourseList';
import { can, useAuthStore } from '../../stores/auth-store';

export function Component() {
  const { t } = useTranslation('course');
  const admin = useAuthStore(can('manage_school'));
  const institution = useAuthStore((state) => state.institution);
  const title = admin ? t('title.administrator') : t('title.teacher');
  useDocumentTitle(title);

  return (
    <>
      <PageHeader title={title} lead={institution} />
      <CourseList forAdministrator={admin} />
    </>
  );
}
