export const ROLES = ['admin', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['invited', 'active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** "1" shows the man avatar, anything else the woman avatar (SPEC §2). */
export const USER_IMAGES = ['1', '2'] as const;
export type UserImage = (typeof USER_IMAGES)[number];

export const GRADE_TAGS = ['grade2', 'grade3', 'grade4', 'summer', 'winter'] as const;
export type GradeTag = (typeof GRADE_TAGS)[number];

export const COURSE_TYPES = ['regular', 'trial'] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

export const LANGUAGES = ['zh-TW', 'en-US', 'es', 'ja-JP', 'ko-KR', 'th-TH'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

/**
 * Deployment variants: the two regional internal variants hide contact-us,
 * `americas` offers only English and Spanish.
 */
export const APP_VARIANTS = ['global', 'internal-tw', 'internal-hk', 'americas'] as const;
export type AppVariant = (typeof APP_VARIANTS)[number];

export const ANNOUNCEMENT_TYPES = ['maintenance', 'general', 'activity'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export function variantShowsContact(variant: AppVariant): boolean {
  return variant !== 'internal-tw' && variant !== 'internal-hk';
}

export function variantLanguages(variant: AppVariant): readonly Language[] {
  return variant === 'americas' ? (['en-US', 'es'] as const) : LANGUAGES;
}

/** Student avatar pictures (SPEC §9). */
export const STUDENT_AVATARS = [
  'user01',
  'user02',
  'user03',
  'user04',
  'user05',
  'user06',
  'user07',
  'user08',
  'user09',
  'user10',
] as const;
export type StudentAvatar = (typeof STUDENT_AVATARS)[number];

/** Level placement: done, or a retest requested by a teacher and not yet taken. */
export const PLACEMENT_STATES = ['done', 'pending'] as const;
export type PlacementState = (typeof PLACEMENT_STATES)[number];

/** What a learning event records: reading a book, listening to it read aloud, or watching a video. */
export const LEARNING_KINDS = ['read', 'listen', 'watch'] as const;
export type LearningKind = (typeof LEARNING_KINDS)[number];
