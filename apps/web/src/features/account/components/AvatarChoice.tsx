import type { UserImage } from '@lms/shared';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/avatar/UserAvatar';
import styles from './AvatarChoice.module.css';

const CHOICES: { image: UserImage; label: 'man' | 'woman' }[] = [
  { image: '1', label: 'man' },
  { image: '2', label: 'woman' },
];

interface AvatarChoiceProps {
  value: UserImage;
  onChange(image: UserImage): void;
}

/** Real radio buttons under the pictures, so the choice works with keyboard and screen readers. */
export function AvatarChoice({ value, onChange }: AvatarChoiceProps) {
  const { t } = useTranslation('account');
  return (
    <fieldset className={styles.choices}>
      <legend className={styles.legend}>{t('profile.avatar')}</legend>
      {CHOICES.map(({ image, label }) => (
        <label key={image} className={styles.choice} data-checked={value === image}>
          <input
            className="visually-hidden"
            type="radio"
            name="avatar"
            value={image}
            checked={value === image}
            onChange={() => onChange(image)}
          />
          <UserAvatar image={image} size={64} />
          <span>{t(`profile.${label}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
