import type { Language } from '@lms/shared';
import type { MailMessage } from '../mailer.js';

interface Wording {
  subject: (school: string) => string;
  greeting: (name: string) => string;
  invitation: (school: string) => string;
  validity: string;
}

const WORDING: Record<Language, Wording> = {
  'zh-TW': {
    subject: (school) => `邀請您以老師身分加入 ${school}`,
    greeting: (name) => `${name} 您好：`,
    invitation: (school) => `${school} 邀請您以老師身分使用 Echo LMS。請開啟下方連結設定您的密碼：`,
    validity: '此連結在 7 天內有效，且僅能使用一次。如果您不認識這所學校，請忽略這封郵件。',
  },
  'en-US': {
    subject: (school) => `You are invited to join ${school}`,
    greeting: (name) => `Hello ${name},`,
    invitation: (school) =>
      `${school} invites you to Echo LMS as a teacher. Open the link below to choose your password:`,
    validity: 'The link works once, within 7 days. If you do not know this school, you can ignore this e-mail.',
  },
  es: {
    subject: (school) => `Te invitan a unirte a ${school}`,
    greeting: (name) => `Hola, ${name}:`,
    invitation: (school) =>
      `${school} te invita a Echo LMS como docente. Abre el siguiente enlace para elegir tu contraseña:`,
    validity:
      'El enlace solo se puede usar una vez, en un plazo de 7 días. Si no conoces esta escuela, puedes ignorar este correo.',
  },
  'ja-JP': {
    subject: (school) => `${school} への招待`,
    greeting: (name) => `${name} 様`,
    invitation: (school) =>
      `${school} から Echo LMS に教師として招待されました。下のリンクを開いてパスワードを設定してください。`,
    validity:
      'このリンクは 7 日以内に一度だけ使用できます。この学校に心当たりがない場合は、このメールを破棄してください。',
  },
  'ko-KR': {
    subject: (school) => `${school}에 초대되었습니다`,
    greeting: (name) => `${name}님, 안녕하세요.`,
    invitation: (school) => `${school}에서 Echo LMS 교사로 초대했습니다. 아래 링크를 열어 비밀번호를 설정해 주세요.`,
    validity: '이 링크는 7일 이내에 한 번만 사용할 수 있습니다. 이 학교를 모르신다면 이 메일을 무시하셔도 됩니다.',
  },
  'th-TH': {
    subject: (school) => `คุณได้รับเชิญให้เข้าร่วม ${school}`,
    greeting: (name) => `สวัสดีคุณ ${name}`,
    invitation: (school) => `${school} เชิญคุณใช้ Echo LMS ในฐานะครู โปรดเปิดลิงก์ด้านล่างเพื่อตั้งรหัสผ่านของคุณ`,
    validity: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียวภายใน 7 วัน หากคุณไม่รู้จักโรงเรียนนี้ คุณสามารถเพิกเฉยต่ออีเมลนี้ได้',
  },
};

/** The invitation to a school, written in the language the administrator chose for the teacher. */
export function staffInvitationMail(
  to: { email: string; name: string; language: Language },
  school: string,
  link: string,
): MailMessage {
  const wording = WORDING[to.language];
  return {
    to: to.email,
    subject: wording.subject(school),
    text: [
      wording.greeting(to.name),
      '',
      wording.invitation(school),
      '',
      link,
      '',
      wording.validity,
      '',
      '— Echo LMS',
    ].join('\n'),
  };
}
