import type { Language, StudentField } from '@lms/shared';

interface TemplateTexts {
  studentsSheet: string;
  notesSheet: string;
  notesHeader: [string, string];
  notes: Record<StudentField, string>;
  general: string[];
  /** An example student, replaced by the teacher: a name in the language, an ASCII account. */
  example: { username: string; account: string };
}

/** The import template's sheet names, notes sheet and example row, in each language of the app. */
export const TEMPLATE_TEXTS: Record<Language, TemplateTexts> = {
  'zh-TW': {
    studentsSheet: '學生',
    notesSheet: '說明',
    notesHeader: ['欄位', '填寫說明'],
    notes: {
      username: '必填。學生在班上的姓名，最多 50 個字元。',
      account:
        '必填。3–40 個英文字母、數字、句點、連字號或底線，在學校內不可重複。若帳號已屬於本校學生，該學生會加入此班級（姓名須相符）。',
      password: '至少 6 個字元。留白時系統會自動產生密碼；匯入後新密碼會印在登入卡上。',
      pin: '選填。學生可用來登入的 4–12 位數字，在學校內不可重複。',
      parent_phone: '選填。數字，可用 + 開頭，在學校內不可重複。',
      parent_account: '選填。家長的電子郵件地址，用於家長登入。',
      remarks: '選填。最多 200 個字元。',
    },
    general: [
      '請保留標題列，從第 2 列開始每列填寫一位學生，並取代範例列。',
      '每個檔案最多 1,000 位學生、2 MB。任何一列有問題時不會匯入任何資料，預覽會顯示需要修正的列與欄位。',
    ],
    example: { username: '王小明', account: 'xiaoming.wang' },
  },
  'en-US': {
    studentsSheet: 'Students',
    notesSheet: 'Notes',
    notesHeader: ['Column', 'What to enter'],
    notes: {
      username: "Required. The student's name as the class knows it, up to 50 characters.",
      account:
        'Required. 3–40 letters, digits, dots, dashes or underscores, unique in the school. If the account already belongs to a student of the school, that student joins this class (the name must match).',
      password:
        'At least 6 characters. Leave it blank and a password is generated; new passwords are printed on login cards after the import.',
      pin: 'Optional. 4–12 digits the student can sign in with, unique in the school.',
      parent_phone: 'Optional. Digits, may start with +, unique in the school.',
      parent_account: "Optional. The parent's e-mail address, used for the parent sign-in.",
      remarks: 'Optional. Up to 200 characters.',
    },
    general: [
      'Keep the header row and enter one student per row from row 2 on, replacing the example row.',
      'At most 1,000 students and 2 MB per file. If any row has a problem, nothing is imported and the preview shows which row and column to fix.',
    ],
    example: { username: 'Amy Chen', account: 'amy.chen' },
  },
  es: {
    studentsSheet: 'Estudiantes',
    notesSheet: 'Notas',
    notesHeader: ['Columna', 'Qué escribir'],
    notes: {
      username: 'Obligatorio. El nombre del estudiante tal como lo conoce la clase, hasta 50 caracteres.',
      account:
        'Obligatorio. De 3 a 40 letras, dígitos, puntos, guiones o guiones bajos, único en la escuela. Si la cuenta ya pertenece a un estudiante de la escuela, ese estudiante se une a esta clase (el nombre debe coincidir).',
      password:
        'Al menos 6 caracteres. Si se deja en blanco, se genera una contraseña; las contraseñas nuevas se imprimen en las tarjetas de acceso después de importar.',
      pin: 'Opcional. De 4 a 12 dígitos con los que el estudiante puede iniciar sesión, único en la escuela.',
      parent_phone: 'Opcional. Dígitos, puede empezar con +, único en la escuela.',
      parent_account: 'Opcional. El correo electrónico del padre o la madre, para su inicio de sesión.',
      remarks: 'Opcional. Hasta 200 caracteres.',
    },
    general: [
      'Conserve la fila de encabezados y escriba un estudiante por fila a partir de la fila 2, en lugar de la fila de ejemplo.',
      'Como máximo 1.000 estudiantes y 2 MB por archivo. Si alguna fila tiene un problema, no se importa nada y la vista previa indica qué fila y columna corregir.',
    ],
    example: { username: 'Lucía Gómez', account: 'lucia.gomez' },
  },
  'ja-JP': {
    studentsSheet: '生徒',
    notesSheet: '説明',
    notesHeader: ['列', '入力内容'],
    notes: {
      username: '必須。クラスで呼ばれている生徒の氏名（50文字以内）。',
      account:
        '必須。3～40文字の英字・数字・ピリオド・ハイフン・アンダースコアで、学校内で重複できません。学校の生徒のアカウントがすでにある場合は、その生徒がこのクラスに追加されます（氏名が一致している必要があります）。',
      password:
        '6文字以上。空欄にするとパスワードが自動で作成され、インポート後に新しいパスワードがログインカードに印刷されます。',
      pin: '任意。生徒がログインに使える4～12桁の数字で、学校内で重複できません。',
      parent_phone: '任意。数字（先頭に + も可）で、学校内で重複できません。',
      parent_account: '任意。保護者ログインに使う保護者のメールアドレス。',
      remarks: '任意。200文字以内。',
    },
    general: [
      '見出し行はそのまま残し、2行目から1行に1人ずつ入力してください。例の行は書き換えてください。',
      '1ファイルにつき生徒1,000人、2 MBまでです。問題のある行が1つでもあると何もインポートされず、プレビューに修正が必要な行と列が表示されます。',
    ],
    example: { username: '山田花子', account: 'hanako.yamada' },
  },
  'ko-KR': {
    studentsSheet: '학생',
    notesSheet: '안내',
    notesHeader: ['열', '입력 내용'],
    notes: {
      username: '필수. 반에서 부르는 학생 이름이며 최대 50자입니다.',
      account:
        '필수. 영문자, 숫자, 마침표, 하이픈 또는 밑줄 3~40자이며 학교 안에서 중복될 수 없습니다. 이미 학교 학생의 계정이면 그 학생이 이 반에 추가됩니다(이름이 일치해야 합니다).',
      password:
        '6자 이상. 비워 두면 비밀번호가 자동으로 만들어지며, 가져오기 후 새 비밀번호가 로그인 카드에 인쇄됩니다.',
      pin: '선택. 학생이 로그인에 쓸 수 있는 4~12자리 숫자이며 학교 안에서 중복될 수 없습니다.',
      parent_phone: '선택. 숫자(+로 시작 가능)이며 학교 안에서 중복될 수 없습니다.',
      parent_account: '선택. 학부모 로그인에 쓰는 학부모 이메일 주소입니다.',
      remarks: '선택. 최대 200자입니다.',
    },
    general: [
      '머리글 행은 그대로 두고 2행부터 한 행에 학생 한 명씩 입력하세요. 예시 행은 바꿔 쓰세요.',
      '파일 하나에 학생 1,000명, 2MB까지 가능합니다. 문제가 있는 행이 하나라도 있으면 아무것도 가져오지 않으며, 미리 보기에서 고칠 행과 열을 알려 줍니다.',
    ],
    example: { username: '김민준', account: 'minjun.kim' },
  },
  'th-TH': {
    studentsSheet: 'นักเรียน',
    notesSheet: 'คำอธิบาย',
    notesHeader: ['คอลัมน์', 'สิ่งที่ต้องกรอก'],
    notes: {
      username: 'จำเป็น ชื่อนักเรียนที่ใช้ในชั้นเรียน ไม่เกิน 50 ตัวอักษร',
      account:
        'จำเป็น ตัวอักษรภาษาอังกฤษ ตัวเลข จุด ขีดกลาง หรือขีดล่าง 3–40 ตัว ห้ามซ้ำกันภายในโรงเรียน หากบัญชีนี้เป็นของนักเรียนในโรงเรียนอยู่แล้ว นักเรียนคนนั้นจะเข้าร่วมชั้นเรียนนี้ (ชื่อต้องตรงกัน)',
      password: 'อย่างน้อย 6 ตัวอักษร หากเว้นว่างไว้ ระบบจะสร้างรหัสผ่านให้ และรหัสผ่านใหม่จะพิมพ์อยู่บนบัตรเข้าสู่ระบบหลังการนำเข้า',
      pin: 'ไม่บังคับ ตัวเลข 4–12 หลักที่นักเรียนใช้เข้าสู่ระบบได้ ห้ามซ้ำกันภายในโรงเรียน',
      parent_phone: 'ไม่บังคับ ตัวเลข ขึ้นต้นด้วย + ได้ ห้ามซ้ำกันภายในโรงเรียน',
      parent_account: 'ไม่บังคับ อีเมลของผู้ปกครองสำหรับการเข้าสู่ระบบของผู้ปกครอง',
      remarks: 'ไม่บังคับ ไม่เกิน 200 ตัวอักษร',
    },
    general: [
      'เก็บแถวหัวตารางไว้ แล้วกรอกนักเรียนแถวละหนึ่งคนตั้งแต่แถวที่ 2 โดยแทนที่แถวตัวอย่าง',
      'ไฟล์ละไม่เกิน 1,000 คนและ 2 MB หากแถวใดมีปัญหา จะไม่มีการนำเข้าข้อมูลใดเลย และหน้าตัวอย่างจะแสดงแถวและคอลัมน์ที่ต้องแก้ไข',
    ],
    example: { username: 'สมหญิง ใจดี', account: 'somying.jaidee' },
  },
};
