import type { Language } from '@lms/shared';
import type { MailMessage } from '../mailer.js';

interface Wording {
  confirmSubject: string;
  greeting: (name: string) => string;
  confirm: string;
  validity: (hours: number) => string;
  noticeSubject: string;
  notice: (email: string) => string;
  noticeAdvice: string;
}

const WORDING: Record<Language, Wording> = {
  'zh-TW': {
    confirmSubject: '請確認您的新電子郵件地址',
    greeting: (name) => `${name} 您好：`,
    confirm: '您要求將 Echo LMS 的登入電子郵件改為這個地址。請開啟下方連結完成變更：',
    validity: (hours) =>
      `此連結在 ${hours} 小時內有效，且僅能使用一次。變更後，所有已登入的裝置都需要用新地址重新登入。`,
    noticeSubject: '您的登入電子郵件即將變更',
    notice: (email) => `有人以您的帳號要求將登入電子郵件改為 ${email}。變更會在該地址收到的連結被開啟後生效。`,
    noticeAdvice: '如果這不是您本人的要求，請立即變更密碼並通知學校管理員。',
  },
  'en-US': {
    confirmSubject: 'Confirm your new e-mail address',
    greeting: (name) => `Hello ${name},`,
    confirm: 'You asked to sign in to Echo LMS with this address. Open the link below to make the change:',
    validity: (hours) =>
      `The link works once, within ${hours} hours. After the change, every signed-in device signs in again with the new address.`,
    noticeSubject: 'Your sign-in e-mail is about to change',
    notice: (email) =>
      `Someone signed in to your account asked to change its sign-in e-mail to ${email}. The change happens only when the link sent to that address is opened.`,
    noticeAdvice: 'If this was not you, change your password now and tell your school’s administrator.',
  },
  es: {
    confirmSubject: 'Confirma tu nueva dirección de correo',
    greeting: (name) => `Hola, ${name}:`,
    confirm: 'Pediste iniciar sesión en Echo LMS con esta dirección. Abre el siguiente enlace para hacer el cambio:',
    validity: (hours) =>
      `El enlace solo se puede usar una vez, en un plazo de ${hours} horas. Después del cambio, cada dispositivo con la sesión abierta deberá iniciar sesión de nuevo con la nueva dirección.`,
    noticeSubject: 'Tu correo de inicio de sesión va a cambiar',
    notice: (email) =>
      `Alguien con la sesión abierta en tu cuenta pidió cambiar su correo de inicio de sesión a ${email}. El cambio solo se hace cuando se abre el enlace enviado a esa dirección.`,
    noticeAdvice: 'Si no fuiste tú, cambia tu contraseña ahora y avisa al administrador de tu escuela.',
  },
  'ja-JP': {
    confirmSubject: '新しいメールアドレスの確認',
    greeting: (name) => `${name} 様`,
    confirm: 'Echo LMS のログインにこのアドレスを使うよう依頼がありました。下のリンクを開いて変更を完了してください。',
    validity: (hours) =>
      `このリンクは ${hours} 時間以内に一度だけ使用できます。変更後は、ログイン中のすべての端末で新しいアドレスで再度ログインしてください。`,
    noticeSubject: 'ログイン用メールアドレスの変更依頼',
    notice: (email) =>
      `あなたのアカウントで、ログイン用メールアドレスを ${email} に変更する依頼がありました。そのアドレスに送ったリンクが開かれたときにだけ変更されます。`,
    noticeAdvice: '心当たりがない場合は、すぐにパスワードを変更し、学校の管理者に連絡してください。',
  },
  'ko-KR': {
    confirmSubject: '새 이메일 주소를 확인해 주세요',
    greeting: (name) => `${name}님, 안녕하세요.`,
    confirm: 'Echo LMS 로그인에 이 주소를 사용하도록 요청하셨습니다. 아래 링크를 열어 변경을 완료해 주세요.',
    validity: (hours) =>
      `이 링크는 ${hours}시간 이내에 한 번만 사용할 수 있습니다. 변경 후에는 로그인된 모든 기기에서 새 주소로 다시 로그인해야 합니다.`,
    noticeSubject: '로그인 이메일 변경 요청',
    notice: (email) =>
      `회원님의 계정에서 로그인 이메일을 ${email}(으)로 바꾸는 요청이 있었습니다. 그 주소로 보낸 링크를 열어야만 변경됩니다.`,
    noticeAdvice: '본인이 요청하지 않았다면 지금 비밀번호를 바꾸고 학교 관리자에게 알려 주세요.',
  },
  'th-TH': {
    confirmSubject: 'โปรดยืนยันอีเมลใหม่ของคุณ',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    confirm: 'คุณขอใช้อีเมลนี้เข้าสู่ระบบ Echo LMS โปรดเปิดลิงก์ด้านล่างเพื่อยืนยันการเปลี่ยนแปลง',
    validity: (hours) =>
      `ลิงก์นี้ใช้ได้เพียงครั้งเดียวภายใน ${hours} ชั่วโมง หลังการเปลี่ยนแปลง ทุกอุปกรณ์ที่เข้าสู่ระบบอยู่จะต้องเข้าสู่ระบบใหม่ด้วยอีเมลใหม่`,
    noticeSubject: 'อีเมลสำหรับเข้าสู่ระบบของคุณกำลังจะเปลี่ยน',
    notice: (email) =>
      `มีผู้ที่เข้าสู่ระบบบัญชีของคุณขอเปลี่ยนอีเมลสำหรับเข้าสู่ระบบเป็น ${email} การเปลี่ยนแปลงจะเกิดขึ้นเมื่อมีการเปิดลิงก์ที่ส่งไปยังอีเมลนั้นเท่านั้น`,
    noticeAdvice: 'หากไม่ใช่คุณ โปรดเปลี่ยนรหัสผ่านทันทีและแจ้งผู้ดูแลระบบของโรงเรียน',
  },
};

type Person = { name: string; language: Language };

/** To the new address: the link that makes it the account's sign-in e-mail. */
export function emailConfirmMail(person: Person, newEmail: string, link: string, hours: number): MailMessage {
  const wording = WORDING[person.language];
  return {
    to: newEmail,
    subject: wording.confirmSubject,
    text: [
      wording.greeting(person.name),
      '',
      wording.confirm,
      '',
      link,
      '',
      wording.validity(hours),
      '',
      '— Echo LMS',
    ].join('\n'),
  };
}

/** To the current address: a change was asked for, and what to do if it was not the owner. */
export function emailChangeNoticeMail(person: Person & { email: string }, newEmail: string): MailMessage {
  const wording = WORDING[person.language];
  return {
    to: person.email,
    subject: wording.noticeSubject,
    text: [
      wording.greeting(person.name),
      '',
      wording.notice(newEmail),
      '',
      wording.noticeAdvice,
      '',
      '— Echo LMS',
    ].join('\n'),
  };
}
