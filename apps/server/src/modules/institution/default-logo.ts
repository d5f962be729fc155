const PALETTE = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'];

/** Up to two letters: the first letter of the first two words, or the first two characters of a name without spaces. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((word) => [...word][0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A round badge with the school's initials, for schools that have not uploaded a logo. */
export function defaultLogoSvg(schoolName: string): string {
  const colour = PALETTE[[...schoolName].reduce((sum, c) => sum + (c.codePointAt(0) ?? 0), 0) % PALETTE.length];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<title>${escapeXml(schoolName)}</title>`,
    `<circle cx="64" cy="64" r="64" fill="${colour}"/>`,
    '<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="52" font-weight="600" fill="#fff">',
    escapeXml(initialsOf(schoolName)),
    '</text></svg>',
  ].join('');
}
