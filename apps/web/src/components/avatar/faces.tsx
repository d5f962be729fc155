// Two simple drawn portraits for staff profiles (SPEC §2: image "1" is a man, anything else a woman).
const SKIN = '#f4cfae';

export function ManFace() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" fill="#dce8ff" />
      <path d="M10 64c2-12 11-19 22-19s20 7 22 19z" fill="#2156c9" />
      <path d="M27 38h10v9c-3 3-7 3-10 0z" fill={SKIN} />
      <ellipse cx="32" cy="28" rx="12" ry="13.5" fill={SKIN} />
      <path d="M19.5 27c-1-10 4.5-16 12.5-16s14 5 12.5 16c-1.5-5-5.5-8-12.5-8s-11 3-12.5 8z" fill="#3a2a1f" />
      <circle cx="27" cy="29" r="1.6" fill="#2b2b2b" />
      <circle cx="37" cy="29" r="1.6" fill="#2b2b2b" />
      <path d="M28 35c2.4 2 5.6 2 8 0" stroke="#b5654a" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function WomanFace() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" fill="#ffe3ee" />
      <path d="M17 30c0-12 6.5-19 15-19s15 7 15 19v17H17z" fill="#5b3a26" />
      <path d="M10 64c2-12 11-19 22-19s20 7 22 19z" fill="#d6457f" />
      <path d="M27 38h10v9c-3 3-7 3-10 0z" fill={SKIN} />
      <ellipse cx="32" cy="28" rx="11.5" ry="13" fill={SKIN} />
      <path d="M20.5 27c0-9 5-14 11.5-14s11.5 5 11.5 14c-4-1-9-4-11-8-2 4-7 7-12 8z" fill="#5b3a26" />
      <circle cx="27" cy="29.5" r="1.6" fill="#2b2b2b" />
      <circle cx="37" cy="29.5" r="1.6" fill="#2b2b2b" />
      <path d="M28 35.5c2.4 2 5.6 2 8 0" stroke="#c0566a" strokeWidth="1.6" fill="none" strokeLinecap="round" />
    </svg>
  );
}
