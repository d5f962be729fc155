import { CheckCircleOutlined, MailOutlined, StopOutlined } from '@ant-design/icons';
import type { UserStatus } from '@lms/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const LOOK = {
  invited: { color: 'processing', icon: <MailOutlined aria-hidden /> },
  active: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  suspended: { color: 'error', icon: <StopOutlined aria-hidden /> },
} as const;

/** A staff member's status as an icon and a word, never by colour alone. */
export function StaffStatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation('account');
  return (
    <Tag color={LOOK[status].color} icon={LOOK[status].icon}>
      {t(`status.${status}`)}
    </Tag>
  );
}
