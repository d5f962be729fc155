import type { AnswerState, Language, StudentQuizState } from '@lms/shared';

interface EchoExportTexts {
  sheet: string;
  columns: { student: string; submission: string; score: string };
  /** Where the student stands with the quiz. */
  submission: Record<StudentQuizState, string>;
  /** The column of a question's automatic score; `n` counts from 1. */
  automatic(n: number, text: string): string;
  /** The column of a question's teacher's score. */
  teacher(n: number, text: string): string;
  /** An answer's cell while it has no score. */
  state: Record<Exclude<AnswerState, 'scored'>, string>;
  /** A scored answer in which nothing of the question was heard. */
  nothingHeard: string;
}

/** The words of the Echo Valley progress export, in each language of the app. */
export const ECHO_EXPORT_TEXTS: Record<Language, EchoExportTexts> = {
  'zh-TW': {
    sheet: '口說測驗進度',
    columns: { student: '學生', submission: '繳交狀態', score: '分數' },
    submission: { submitted: '已繳交', in_progress: '作答中', not_submitted: '未繳交' },
    automatic: (n, text) => `第 ${n} 題 自動評分（${text}）`,
    teacher: (n, text) => `第 ${n} 題 老師評分（${text}）`,
    state: { queued: '等待評分', scoring: '評分中', failed: '無法評分' },
    nothingHeard: '沒有聽到',
  },
  'en-US': {
    sheet: 'Quiz progress',
    columns: { student: 'Student', submission: 'Submission', score: 'Score' },
    submission: { submitted: 'Submitted', in_progress: 'In progress', not_submitted: 'Not submitted' },
    automatic: (n, text) => `Q${n} automatic score (${text})`,
    teacher: (n, text) => `Q${n} teacher's score (${text})`,
    state: { queued: 'Waiting to be scored', scoring: 'Being scored', failed: 'Could not be scored' },
    nothingHeard: 'Nothing heard',
  },
  es: {
    sheet: 'Progreso del cuestionario',
    columns: { student: 'Alumno', submission: 'Entrega', score: 'Puntuación' },
    submission: { submitted: 'Entregada', in_progress: 'En curso', not_submitted: 'Sin entregar' },
    automatic: (n, text) => `P${n}: puntuación automática (${text})`,
    teacher: (n, text) => `P${n}: puntuación del docente (${text})`,
    state: { queued: 'Pendiente de puntuar', scoring: 'Puntuando', failed: 'No se pudo puntuar' },
    nothingHeard: 'No se oyó nada',
  },
  'ja-JP': {
    sheet: 'スピーキングテストの進捗',
    columns: { student: '生徒', submission: '提出状況', score: '得点' },
    submission: { submitted: '提出済み', in_progress: '回答中', not_submitted: '未提出' },
    automatic: (n, text) => `問${n} 自動採点（${text}）`,
    teacher: (n, text) => `問${n} 教師の採点（${text}）`,
    state: { queued: '採点待ち', scoring: '採点中', failed: '採点できません' },
    nothingHeard: '聞き取れません',
  },
  'ko-KR': {
    sheet: '말하기 퀴즈 진도',
    columns: { student: '학생', submission: '제출 여부', score: '점수' },
    submission: { submitted: '제출함', in_progress: '진행 중', not_submitted: '미제출' },
    automatic: (n, text) => `${n}번 자동 채점 (${text})`,
    teacher: (n, text) => `${n}번 교사 채점 (${text})`,
    state: { queued: '채점 대기 중', scoring: '채점 중', failed: '채점할 수 없음' },
    nothingHeard: '들리지 않음',
  },
  'th-TH': {
    sheet: 'ความคืบหน้าแบบทดสอบการพูด',
    columns: { student: 'นักเรียน', submission: 'การส่ง', score: 'คะแนน' },
    submission: { submitted: 'ส่งแล้ว', in_progress: 'กำลังทำ', not_submitted: 'ยังไม่ส่ง' },
    automatic: (n, text) => `ข้อ ${n} คะแนนอัตโนมัติ (${text})`,
    teacher: (n, text) => `ข้อ ${n} คะแนนจากครู (${text})`,
    state: { queued: 'รอให้คะแนน', scoring: 'กำลังให้คะแนน', failed: 'ให้คะแนนไม่ได้' },
    nothingHeard: 'ไม่ได้ยินเสียง',
  },
};
