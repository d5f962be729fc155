/**
 * What a resource's `information` holds (SPEC §3): nothing, plain text, text with a web
 * address (shown as a link), or JSON whose `download_link` points at the content host.
 */
export type Information =
  | { kind: 'none' }
  | { kind: 'text'; text: string }
  | { kind: 'link'; before: string; href: string; after: string }
  | { kind: 'download'; description: string; href: string };

const WEB_ADDRESS = /https?:\/\/[^\s"'<>]+/;
// Only web addresses and paths on this site become links: never "javascript:" or the like.
const SAFE_HREF = /^(https?:\/\/|\/)/;

function downloadOf(information: string): Information | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(information);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { download_link: href, description } = parsed as Record<string, unknown>;
  if (typeof href !== 'string' || !SAFE_HREF.test(href)) return null;
  return { kind: 'download', href, description: typeof description === 'string' ? description : '' };
}

export function readInformation(information: string): Information {
  const text = information.trim();
  if (text === '') return { kind: 'none' };
  if (text.startsWith('{')) {
    const download = downloadOf(text);
    if (download) return download;
  }
  const address = WEB_ADDRESS.exec(text);
  if (!address) return { kind: 'text', text };
  return {
    kind: 'link',
    before: text.slice(0, address.index),
    href: address[0],
    after: text.slice(address.index + address[0].length),
  };
}
