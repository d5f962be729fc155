// Announcements and the school's logo.

export const ANNOUNCEMENT_PATHS = {
  list: '/ores/getanncmnt',
  logo: '/ores/getinslogo',
} as const;
