import { inflateSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { PrintableCards } from './login-card.js';
import { renderLoginCards } from './login-cards.pdf.js';
import { signInAddress } from './sign-in-address.js';
import { type QrModules, signInLink, signInQr } from './sign-in-qr.js';

/** What a phone's camera reads from the code: its modules drawn 4 px each with a 4-module margin. */
function scan(qr: QrModules): string | undefined {
  const scale = 4;
  const side = (qr.size + 8) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const column = Math.floor(x / scale) - 4;
      const row = Math.floor(y / scale) - 4;
      const inside = column >= 0 && row >= 0 && column < qr.size && row < qr.size;
      if (inside && qr.dark(column, row)) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return jsQR(pixels, side, side)?.data;
}

/** The lines of text a PDF drawn with the built-in font shows, in drawing order. */
function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...shown[1]!.matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines;
}

const batch = (cards: PrintableCards['cards']): PrintableCards => ({
  school: 'Harbour School',
  course: 'Storytellers',
  cards,
  signIn: { address: 'https://lms.harbour.example/echo/', schoolCode: 'HARB7' },
});
const noFonts = { cjk: null, thai: null };

describe('the sign-in address on the cards', () => {
  const request = (host: string, protocol: 'http' | 'https' = 'https') => ({ host, protocol }) as FastifyRequest;
  const unset = { publicUrl: 'http://localhost:3000', publicUrlGiven: false, basePath: '/echo/' };

  it('is the address the teacher reached the app at, under the base path', () => {
    expect(signInAddress(unset, request('lms.school.example:8443'))).toBe('https://lms.school.example:8443/echo/');
    expect(signInAddress(unset, request('192.168.1.20:3000', 'http'))).toBe('http://192.168.1.20:3000/echo/');
    expect(signInAddress(unset, request('[fd00::1]:3000', 'http'))).toBe('http://[fd00::1]:3000/echo/');
  });

  it('is PUBLIC_URL when it is set, and never a Host header that is not a host', () => {
    const given = { publicUrl: 'https://echo.school.example', publicUrlGiven: true, basePath: '/' };
    expect(signInAddress(given, request('internal:3000'))).toBe('https://echo.school.example/');
    expect(signInAddress(unset, request('evil.example/phish?x='))).toBe('http://localhost:3000/echo/');
    expect(signInAddress(unset, request(''))).toBe('http://localhost:3000/echo/');
  });
});

describe('login card content', () => {
  it("links to the sign-in page with the school's code, in a QR code a phone reads", () => {
    const link = signInLink('https://lms.harbour.example/echo/', 'HARB 7&');
    expect(link).toBe('https://lms.harbour.example/echo/?school=HARB%207%26');
    expect(scan(signInQr(link))).toBe(link);
  });

  it('says where and how to sign in: address, school code, account and password or login number', async () => {
    const pdf = await renderLoginCards(
      batch([
        { username: 'Amy Chen', account: 'amy.chen', password: 'tiger-lamp-42', pin: null },
        { username: 'Ben Wu', account: 'ben.wu', password: null, pin: '20240117' },
      ]),
      'en-US',
      noFonts,
    );
    const lines = pdfLines(pdf);
    const card = (name: string) => {
      const start = lines.indexOf(name);
      return lines.slice(start - 2, lines.indexOf('Sign in at: https://lms.harbour.example/echo/', start) + 1);
    };
    expect(card('Amy Chen')).toEqual([
      'Harbour School',
      'Class: Storytellers',
      'Amy Chen',
      'School code: HARB7',
      'Account: amy.chen',
      'Password: tiger-lamp-42',
      'Sign in at: https://lms.harbour.example/echo/',
    ]);
    expect(card('Ben Wu')).toEqual([
      'Harbour School',
      'Class: Storytellers',
      'Ben Wu',
      'School code: HARB7',
      'Account: ben.wu',
      'Login number: 20240117',
      'Sign in at: https://lms.harbour.example/echo/',
    ]);
    expect(lines.filter((line) => line === 'Scan to sign in')).toHaveLength(2);
  });

  it("prints the labels in the teacher's language", async () => {
    const pdf = await renderLoginCards(
      batch([{ username: 'Lucia', account: 'lucia', password: 'river-cloud-73', pin: null }]),
      'es',
      noFonts,
    );
    expect(pdfLines(pdf)).toEqual(
      expect.arrayContaining(['Código de la escuela: HARB7', 'Contraseña: river-cloud-73', 'Escanea para entrar']),
    );
  });
});
