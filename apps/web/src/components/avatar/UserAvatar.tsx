import { ManFace, WomanFace } from './faces';
import styles from './UserAvatar.module.css';

interface UserAvatarProps {
  /** The profile's image value: "1" draws the man, anything else the woman. */
  image: string;
  size?: number;
}

export function UserAvatar({ image, size = 32 }: UserAvatarProps) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      {image === '1' ? <ManFace /> : <WomanFace />}
    </span>
  );
}
