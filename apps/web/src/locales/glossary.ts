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
 */
export const GLOSSARY: Record<Language, GlossaryTerm[]> = {
  'zh-TW': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['回聲谷'] },
    { concept: 'support mode', term: '支援模式', notWritten: ['協助模式'] },
    { concept: 'My Library', term: '我的圖書館', notWritten: ['我的書庫'] },
  ],
  'en-US': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['Echo valley', 'EchoValley'] },
    { concept: 'support mode', term: 'support mode', notWritten: ['help mode', 'assistance mode'] },
  ],
  es: [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['Valle del Eco'] },
    { concept: 'support mode', term: 'modo de soporte', notWritten: ['modo de ayuda', 'modo de asistencia'] },
  ],
  'ja-JP': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['エコーバレー', 'こだまの谷'] },
    { concept: 'support mode', term: 'サポートモード', notWritten: ['支援モード'] },
  ],
  'ko-KR': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['에코 밸리', '메아리 계곡'] },
    { concept: 'support mode', term: '지원 모드', notWritten: ['도움 모드'] },
    { concept: 'My Library', term: '내 도서관', notWritten: ['내 라이브러리'] },
  ],
  'th-TH': [
    { concept: 'Echo Valley', term: 'Echo Valley', notWritten: ['หุบเขาเสียงสะท้อน'] },
    { concept: 'support mode', term: 'โหมดสนับสนุน', notWritten: ['โหมดช่วยเหลือ'] },
  ],
};
