import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstitutionLogo } from '../api/get-institution-logo';

/** The signed-in person's school logo, or the fallback while it loads or if there is none. */
export function MyInstitutionLogo({ className, fallback }: { className?: string; fallback: ReactNode }) {
  const { t } = useTranslation();
  const logo = useInstitutionLogo();
  return logo.isSuccess ? <img className={className} src={logo.data} alt={t('schoolLogo')} /> : fallback;
}
