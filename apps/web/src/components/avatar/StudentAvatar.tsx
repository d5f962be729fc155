import styles from './UserAvatar.module.css';

/** One background per student avatar (user01 to user10), each dark enough for the white face outline. */
const BACKGROUNDS = [
  '#2156c9',
  '#237a45',
  '#a35f00',
  '#b03a6f',
  '#6a4bc4',
  '#0f7a80',
  '#c0392b',
  '#46607f',
  '#7a5a00',
  '#8a3fa0',
];

interface StudentAvatarProps {
  /** The student's avatar, "user01" to "user10". */
  avatar: string;
  /** The picture's name for screen readers; none when the name beside it says enough. */
  label?: string;
  size?: number;
}

/** A student's avatar: a drawn face on the colour of their chosen avatar. */
export function StudentAvatar({ avatar, label, size = 56 }: StudentAvatarProps) {
  const number = Number.parseInt(avatar.replace(/\D/g, ''), 10) || 1;
  const background = BACKGROUNDS[(number - 1) % BACKGROUNDS.length];
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      <svg
        viewBox="0 0 64 64"
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
      >
        <rect width="64" height="64" fill={background} />
        <circle cx="32" cy="30" r="16" fill="#fff" />
        <circle cx="26.5" cy="28" r="2" fill="#1d2433" />
        <circle cx="37.5" cy="28" r="2" fill="#1d2433" />
        <path d="M26 35c3.5 3 8.5 3 12 0" stroke="#1d2433" strokeWidth="2" fill="none" strokeLinecap="round" />
        <path d="M12 64c3-10 10-15 20-15s17 5 20 15z" fill="#fff" opacity="0.85" />
      </svg>
    </span>
  );
}
