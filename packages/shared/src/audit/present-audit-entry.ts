import type { AuditEntry } from '../contracts/audit.js';
import type { Language } from '../domain/enums.js';
import { writtenDay } from '../domain/written-day.js';
import { AUDIT_ACTIONS, AUDIT_FIELDS, type AuditAction, type AuditField, type AuditWords } from './audit-words.js';
import { EN_US } from './words/en-US.js';
import { ES } from './words/es.js';
import { JA_JP } from './words/ja-JP.js';
import { KO_KR } from './words/ko-KR.js';
import { TH_TH } from './words/th-TH.js';
import { ZH_TW } from './words/zh-TW.js';

/** The audit log's words in each language of the product. */
export const AUDIT_WORDS: Record<Language, AuditWords> = {
  'zh-TW': ZH_TW,
  'en-US': EN_US,
  es: ES,
  'ja-JP': JA_JP,
  'ko-KR': KO_KR,
  'th-TH': TH_TH,
};

/** One changed field as a reader sees it: its name and its values in words (null: the side it has none). */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** An entry as every screen and file shows it. */
export interface PresentedAuditEntry {
  /** Who did what to what, in which class: "Amy Lin changed the teacher of Herons". */
  sentence: string;
  changes: AuditChange[];
  /** Who of the product's support made it, and why; null outside support mode. */
  support: string | null;
}

const isAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);
const isField = (field: string): field is AuditField => (AUDIT_FIELDS as readonly string[]).includes(field);

/** A recorded value in words: yes and no, states and kinds by name, dates as the product writes them. */
function valueWords(field: AuditField, value: unknown, words: AuditWords, moment: (iso: string) => string): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  const text = String(value);
  const named: Partial<Record<AuditField, Record<string, string>>> = {
    state: words.quizState,
    kind: words.quizKind,
    placement: words.placement,
    type: words.courseType,
    grade_tag: words.gradeTag,
  };
  const name = named[field]?.[text];
  if (name) return name;
  if (field === 'start_date' || field === 'expiry_date') return writtenDay(text);
  if (field === 'joined') return moment(text);
  if (field === 'length' && typeof value === 'number') return words.characters(value);
  if (Array.isArray(value)) return value.join(', ');
  return text;
}

/** The name of what changed: as it is now, else as the entry recorded it, else what it was. */
function objectName(entry: AuditEntry, words: AuditWords): string {
  const recorded = entry.after?.name ?? entry.before?.name ?? entry.after?.username ?? entry.before?.username;
  if (entry.entity_name) return entry.entity_name;
  if (typeof recorded === 'string' && recorded !== '') return recorded;
  return words.something[entry.entity as keyof AuditWords['something']] ?? words.something.request;
}

/**
 * An audit entry as a sentence in the reader's language, with its changed fields in words: the
 * one way the audit log, a staff member's recent activity and the log's export show an entry.
 * `moment` writes a moment as the side showing it writes moments (YYYY.MM.DD HH:mm, its time zone).
 */
export function presentAuditEntry(
  entry: AuditEntry,
  language: Language,
  moment: (iso: string) => string,
): PresentedAuditEntry {
  const words = AUDIT_WORDS[language];
  const count = entry.after?.count;
  const parts = {
    who: entry.user_name ?? words.someone,
    object: objectName(entry, words),
    course: entry.course_name,
    count: typeof count === 'number' ? count : 0,
  };
  const sentence = isAction(entry.action) ? words.sentence[entry.action](parts) : words.otherChange(parts);
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(isField);
  const side = (values: Record<string, unknown> | null, field: AuditField) =>
    values && field in values ? valueWords(field, values[field], words, moment) : null;
  return {
    sentence,
    changes: fields.map((field) => ({
      field: words.fields[field],
      before: side(entry.before, field),
      after: side(entry.after, field),
    })),
    support: entry.support ? words.support(entry.support.staff_name, entry.support.reason) : null,
  };
}
