import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { EmailConfirm } from '../../features/auth/components/EmailConfirm';
import { SignedOutFrame } from '../shell/SignedOutFrame';

/** The link mailed to a new e-mail address: confirming it makes it the sign-in address. */
export function Component() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  useDocumentTitle(t('emailChange.title'));
  return (
    <SignedOutFrame>
      <EmailConfirm token={token} />
    </SignedOutFrame>
  );
}
