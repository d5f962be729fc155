import type { Language } from '@lms/shared';
import type { MailMessage } from '../mailer.js';

interface Wording {
  subject: string;
  greeting: (name: string) => string;
  request: string;
  singleUse: string;
}

const WORDING: Record<Language, Wording> = {
  'zh-TW': {
    subject: '重設您的密碼',
    greeting: (name) => `${name} 您好：`,
    request: '我們收到了重設您帳號密碼的請求。請在一小時內開啟下方連結，設定新的密碼：',
    singleUse: '此連結僅能使用一次。如果您沒有要求重設密碼，請忽略這封郵件，您的密碼不會變更。',
  },
  'en-US': {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    request:
      'We received a request to reset the password of your account. Open the link below within one hour to choose a new password:',
    singleUse:
      'The link works once. If you did not ask for a new password, you can ignore this e-mail; your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: (name) => `Hola, ${name}:`,
    request:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta. Abre el siguiente enlace en el plazo de una hora para elegir una nueva contraseña:',
    singleUse:
      'El enlace solo se puede usar una vez. Si no solicitaste una nueva contraseña, puedes ignorar este correo; tu contraseña no cambiará.',
  },
  'ja-JP': {
    subject: 'パスワードの再設定',
    greeting: (name) => `${name} 様`,
    request:
      'お使いのアカウントのパスワード再設定のリクエストを受け付けました。1時間以内に下のリンクを開いて、新しいパスワードを設定してください。',
    singleUse:
      'このリンクは一度だけ使用できます。パスワードの再設定をリクエストしていない場合は、このメールを破棄してください。パスワードは変更されません。',
  },
  'ko-KR': {
    subject: '비밀번호 재설정',
    greeting: (name) => `${name}님, 안녕하세요.`,
    request: '계정의 비밀번호 재설정 요청을 받았습니다. 1시간 이내에 아래 링크를 열어 새 비밀번호를 설정해 주세요.',
    singleUse:
      '이 링크는 한 번만 사용할 수 있습니다. 비밀번호 재설정을 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 변경되지 않습니다.',
  },
  'th-TH': {
    subject: 'รีเซ็ตรหัสผ่านของคุณ',
    greeting: (name) => `สวัสดีคุณ ${name}`,
    request: 'เราได้รับคำขอให้รีเซ็ตรหัสผ่านบัญชีของคุณ โปรดเปิดลิงก์ด้านล่างภายใน 1 ชั่วโมงเพื่อตั้งรหัสผ่านใหม่',
    singleUse: 'ลิงก์นี้ใช้ได้เพียงครั้งเดียว หากคุณไม่ได้ขอรีเซ็ตรหัสผ่าน คุณสามารถเพิกเฉยต่ออีเมลนี้ได้ รหัสผ่านของคุณจะไม่เปลี่ยนแปลง',
  },
};

/** The password-reset mail, written in the language the person chose for the app. */
export function passwordResetMail(to: { email: string; name: string; language: Language }, link: string): MailMessage {
  const wording = WORDING[to.language];
  return {
    to: to.email,
    subject: wording.subject,
    text: [wording.greeting(to.name), '', wording.request, '', link, '', wording.singleUse, '', '— Echo LMS'].join(
      '\n',
    ),
  };
}
