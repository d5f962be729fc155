import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import type { Language } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { LightIcon } from '../../../components/icon/LightIcon';
import { useChangeLanguage } from '../hooks/use-change-language';
import { offeredLanguages } from '../offered-languages';
import styles from './LanguageSelect.module.css';

/**
 * A compact language switcher. It is the browser's own select, styled: it sits on the
 * login page, where every kilobyte counts, and works with any keyboard or screen reader.
 * Each language is named in itself so anyone can find theirs.
 */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <label className={`${styles.picker} ${className}`}>
      <LightIcon icon={GlobalOutlined} className={styles.globe} />
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        className={styles.select}
        value={i18n.language}
        onChange={(event) => changeLanguage(event.target.value as Language)}
      >
        {offeredLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
      <LightIcon icon={DownOutlined} className={styles.caret} />
    </label>
  );
}
