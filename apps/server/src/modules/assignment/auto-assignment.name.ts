import { type Language, writtenDay } from '@lms/shared';

const WEEKLY_READING: Record<Language, string> = {
  'zh-TW': '每週閱讀',
  'en-US': 'Weekly reading',
  es: 'Lectura semanal',
  'ja-JP': '今週の読書',
  'ko-KR': '주간 읽기',
  'th-TH': 'การอ่านประจำสัปดาห์',
};

/**
 * An auto assignment's name, in the language the class's teacher chose for the app, with the
 * week's first day as the app shows dates (YYYY.MM.DD), e.g. "Weekly reading 2026.11.23".
 */
export function autoAssignmentName(language: Language, weekStart: string): string {
  return `${WEEKLY_READING[language]} ${writtenDay(weekStart)}`;
}
