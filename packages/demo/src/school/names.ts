/** A name as written in its own script, and the romanised form used for the student account. */
type Name = readonly [native: string, roman: string];

interface NamingCulture {
  given: readonly Name[];
  family: readonly Name[];
  /** How a full name is written in this language. */
  write: (given: string, family: string) => string;
}

const familyFirst = (given: string, family: string) => `${family}${given}`;
const givenFirst = (given: string, family: string) => `${given} ${family}`;

const CULTURES: readonly NamingCulture[] = [
  {
    given: [
      ['美玲', 'meiling'],
      ['志明', 'chihming'],
      ['怡君', 'yichun'],
      ['家豪', 'chiahao'],
      ['雅婷', 'yating'],
      ['冠宇', 'kuanyu'],
      ['詩涵', 'shihhan'],
      ['承恩', 'chengen'],
      ['子晴', 'tzuching'],
      ['宇翔', 'yuhsiang'],
    ],
    family: [
      ['林', 'lin'],
      ['陳', 'chen'],
      ['王', 'wang'],
      ['張', 'chang'],
      ['李', 'lee'],
      ['黃', 'huang'],
    ],
    write: familyFirst,
  },
  {
    given: [
      ['結衣', 'yui'],
      ['陽翔', 'haruto'],
      ['葵', 'aoi'],
      ['蓮', 'ren'],
      ['さくら', 'sakura'],
      ['大翔', 'hiroto'],
      ['美咲', 'misaki'],
      ['悠真', 'yuma'],
      ['陽菜', 'hina'],
      ['湊', 'minato'],
    ],
    family: [
      ['佐藤', 'sato'],
      ['鈴木', 'suzuki'],
      ['高橋', 'takahashi'],
      ['田中', 'tanaka'],
      ['伊藤', 'ito'],
      ['渡辺', 'watanabe'],
    ],
    write: familyFirst,
  },
  {
    given: [
      ['민준', 'minjun'],
      ['서연', 'seoyeon'],
      ['도윤', 'doyun'],
      ['지우', 'jiwoo'],
      ['하준', 'hajun'],
      ['서윤', 'seoyun'],
      ['예준', 'yejun'],
      ['하은', 'haeun'],
      ['시우', 'siwoo'],
      ['지민', 'jimin'],
    ],
    family: [
      ['김', 'kim'],
      ['이', 'lee'],
      ['박', 'park'],
      ['최', 'choi'],
      ['정', 'jung'],
      ['강', 'kang'],
    ],
    write: familyFirst,
  },
  {
    given: [
      ['สมชาย', 'somchai'],
      ['มะลิ', 'mali'],
      ['ณัฐวุฒิ', 'nattawut'],
      ['พิมพ์ชนก', 'pimchanok'],
      ['ธนากร', 'thanakorn'],
      ['กมลชนก', 'kamonchanok'],
      ['อนันต์', 'anan'],
      ['ปิยะดา', 'piyada'],
      ['วีรยุทธ', 'weerayut'],
      ['ศิริพร', 'siriporn'],
    ],
    family: [
      ['ใจดี', 'jaidee'],
      ['ศรีสุข', 'srisuk'],
      ['วงศ์ไทย', 'wongthai'],
      ['บุญมา', 'boonma'],
      ['แก้วมณี', 'kaewmanee'],
      ['สุขสวัสดิ์', 'suksawat'],
    ],
    write: givenFirst,
  },
  {
    given: [
      ['Sofía', 'sofia'],
      ['Mateo', 'mateo'],
      ['Valentina', 'valentina'],
      ['Santiago', 'santiago'],
      ['Camila', 'camila'],
      ['Diego', 'diego'],
      ['Lucía', 'lucia'],
      ['Sebastián', 'sebastian'],
      ['Isabella', 'isabella'],
      ['Joaquín', 'joaquin'],
    ],
    family: [
      ['García', 'garcia'],
      ['Rodríguez', 'rodriguez'],
      ['Martínez', 'martinez'],
      ['López', 'lopez'],
      ['Hernández', 'hernandez'],
      ['Torres', 'torres'],
    ],
    write: givenFirst,
  },
  {
    given: [
      ['Emma', 'emma'],
      ['Liam', 'liam'],
      ['Olivia', 'olivia'],
      ['Noah', 'noah'],
      ['Ava', 'ava'],
      ['Ethan', 'ethan'],
      ['Mia', 'mia'],
      ['Lucas', 'lucas'],
      ['Chloe', 'chloe'],
      ['Jack', 'jack'],
    ],
    family: [
      ['Johnson', 'johnson'],
      ['Smith', 'smith'],
      ['Brown', 'brown'],
      ['Taylor', 'taylor'],
      ['Wilson', 'wilson'],
      ['Clark', 'clark'],
    ],
    write: givenFirst,
  },
];

export interface DemoName {
  /** Display name in the student's own script, e.g. 林美玲. */
  username: string;
  /** Sign-in account, e.g. meiling.lin. */
  account: string;
}

/**
 * `count` distinct names, the six languages taking turns so every class gets a mix.
 * Deterministic, so a reset gives the same roster.
 */
export function demoNames(count: number, offset = 0): DemoName[] {
  const names: DemoName[] = [];
  for (let i = offset; names.length < count; i++) {
    const culture = CULTURES[i % CULTURES.length]!;
    const n = Math.floor(i / CULTURES.length);
    const given = culture.given[n % culture.given.length]!;
    // Moving the family name on each round through the given names keeps every pair new.
    const family = culture.family[(n + Math.floor(n / culture.given.length)) % culture.family.length]!;
    names.push({ username: culture.write(given[0], family[0]), account: `${given[1]}.${family[1]}` });
  }
  return names;
}
