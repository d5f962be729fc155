import type { Language } from '@lms/shared';

/** One of the product's names in a language: the words it is always written with, and the ones it must not be. */
export interface GlossaryTerm {
  concept: string;
  term: string;
  notWritten: string[];
}

/**
 * The product's names in each language, kept in one place: a screen, a report or the audit log
 * calls each thing by the one name here. Echo Valley is the product's name in every language.
 * Teacher and class are the staff's words for them (ja: 教師, the staff role, not 先生, what
 * children call a teacher), since every screen here is for the school's staff.
 */
export const GLOSSARY: Record<Language, GlossaryTerm[]> = {
  'zh-TW': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['回聲谷'] },
    { concept: 'support mode', term: '支援模式', notWritten: ['協助模式'] },
    { concept: 'My Library', term: '我的圖書館', notWritten: ['我的書庫'] },
    { concept: 'teacher', term: '老師', notWritten: ['教師', '導師'] },
    { concept: 'class', term: '班級', notWritten: ['課程', '課堂'] },
  ],
  'en-US': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['Echo valley', 'EchoValley'] },
    { concept: 'support mode', term: 'support mode', notWritten: ['help mode', 'assistance mode'] },
    { concept: 'teacher', term: 'teacher', notWritten: ['instructor', 'Instructor', 'tutor', 'Tutor'] },
    { concept: 'class', term: 'class', notWritten: ['course', 'Course'] },
  ],
  es: [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['Valle del Eco'] },
    { concept: 'support mode', term: 'modo de soporte', notWritten: ['modo de ayuda', 'modo de asistencia'] },
    { concept: 'teacher', term: 'docente', notWritten: ['profesor', 'Profesor', 'maestro', 'Maestro'] },
    { concept: 'class', term: 'clase', notWritten: ['grupo', 'Grupo', 'aula', 'Aula'] },
  ],
  'ja-JP': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['エコーバレー', 'こだまの谷'] },
    { concept: 'support mode', term: 'サポートモード', notWritten: ['支援モード'] },
    { concept: 'teacher', term: '教師', notWritten: ['先生', '講師'] },
    { concept: 'class', term: 'クラス', notWritten: ['学級', 'コース'] },
  ],
  'ko-KR': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['에코 밸리', '메아리 계곡'] },
    { concept: 'support mode', term: '지원 모드', notWritten: ['도움 모드'] },
    { concept: 'My Library', term: '내 도서관', notWritten: ['내 라이브러리'] },
    { concept: 'teacher', term: '교사', notWritten: ['선생님', '강사'] },
    { concept: 'class', term: '반', notWritten: ['학급', '클래스'] },
  ],
  'th-TH': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['หุบเขาเสียงสะท้อน'] },
    { concept: 'support mode', term: 'โหมดสนับสนุน', notWritten: ['โหมดช่วยเหลือ'] },
    { concept: 'teacher', term: 'ครู', notWritten: ['อาจารย์'] },
    { concept: 'class', term: 'ชั้นเรียน', notWritten: ['ห้องเรียน', 'คลาส'] },
  ],
};
