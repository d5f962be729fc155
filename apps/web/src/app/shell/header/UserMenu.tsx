import {
  AppstoreOutlined,
  AuditOutlined,
  DownOutlined,
  GlobalOutlined,
  LoginOutlined,
  LogoutOutlined,
  MailOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { variantShowsContact } from '@lms/shared';
import { Dropdown, type MenuProps } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { UserAvatar } from '../../../components/avatar/UserAvatar';
import { useOpenVersionTwo } from '../../../features/auth/api/issue-sso-code';
import { useLogout } from '../../../features/auth/api/logout';
import { appConfig } from '../../../lib/config';
import { can, useAuthStore } from '../../../stores/auth-store';
import styles from './AppHeader.module.css';

const { v2Url, contactUrl, variant } = appConfig;
const contactLink = variantShowsContact(variant) ? contactUrl : null;

// The language dialog's code loads when the dialog is first opened.
const LanguageDialog = lazy(() =>
  import('../../../features/language/components/LanguageDialog').then((m) => ({ default: m.LanguageDialog })),
);

/**
 * The avatar's menu: the school's packages, its audit log and its sign-in with school accounts
 * (administrators), language, contact us, version 2 and log out.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { username, image, internal } = useAuthStore(
    useShallow(({ username, image, internal }) => ({ username, image, internal })),
  );
  const [languageOpen, setLanguageOpen] = useState(false);
  const logout = useLogout();
  const openVersionTwo = useOpenVersionTwo();
  const admin = useAuthStore(can('manage_school'));
  const navigate = useNavigate();

  const items: MenuProps['items'] = [
    { key: 'packages', icon: <AppstoreOutlined aria-hidden />, label: t('menu.packages') },
    ...(admin
      ? [
          { key: 'audit', icon: <AuditOutlined aria-hidden />, label: t('menu.audit') },
          { key: 'schoolSignIn', icon: <LoginOutlined aria-hidden />, label: t('menu.schoolSignIn') },
        ]
      : []),
    { type: 'divider' },
    { key: 'language', icon: <GlobalOutlined aria-hidden />, label: t('menu.language') },
    ...(contactLink
      ? [
          {
            key: 'contact',
            icon: <MailOutlined aria-hidden />,
            label: (
              <a href={contactLink} target="_blank" rel="noopener noreferrer">
                {t('menu.contact')}
              </a>
            ),
          },
        ]
      : []),
    // Internal staff have no account of version 2 to switch to.
    ...(v2Url && !internal ? [{ key: 'v2', icon: <SwapOutlined aria-hidden />, label: t('menu.versionTwo') }] : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('menu.logout'), danger: true },
  ];

  const choose: MenuProps['onClick'] = ({ key }) => {
    if (key === 'packages') navigate('/packages');
    if (key === 'audit') navigate('/audit');
    if (key === 'schoolSignIn') navigate('/school-sign-in');
    if (key === 'language') setLanguageOpen(true);
    if (key === 'v2' && v2Url) openVersionTwo(v2Url);
    if (key === 'logout') logout.mutate();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick: choose }} trigger={['click']} placement="bottomRight">
        <button type="button" className={styles.userButton} aria-label={t('menu.open', { name: username })}>
          <UserAvatar image={image} />
          <span className={styles.username}>{username}</span>
          <DownOutlined className={styles.caret} aria-hidden />
        </button>
      </Dropdown>
      {languageOpen && (
        <Suspense>
          <LanguageDialog open onClose={() => setLanguageOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
