const CHARSET = '<meta charset="UTF-8" />';

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * index.html with a meta tag right after the character set (which must come first), so the
 * inline script after it can read the tag. Fails the build if the script does not read it.
 */
export function withMeta(html: string, name: string, content: string): string {
  if (!html.includes(CHARSET)) throw new Error(`index.html has no ${CHARSET}`);
  if (!html.includes(`meta[name="${name}"]`)) throw new Error(`index.html's script does not read the ${name} tag`);
  return html.replace(CHARSET, `${CHARSET}\n    <meta name="${name}" content="${escapeAttribute(content)}" />`);
}
