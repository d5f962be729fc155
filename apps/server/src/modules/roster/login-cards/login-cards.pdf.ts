import type { Language } from '@lms/shared';
import PDFDocument from 'pdfkit';
import {
  type DocumentFonts,
  documentFonts,
  type PdfFonts,
  pdfBytes,
  registerFonts,
} from '../../../lib/pdf/pdf-fonts.js';
import { drawLine, textWidth } from '../../../lib/pdf/pdf-text.js';
import { CARD_LABELS } from './card-labels.js';
import type { LoginCard, PrintableCards } from './login-card.js';
import { signInLink, signInQr } from './sign-in-qr.js';

// A4 in points, ten cards per page (two across, five down) with room to cut between them.
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const GRID = { columns: 2, rows: 5, gap: 12 };
const CARD = {
  width: (PAGE.width - 2 * PAGE.margin - (GRID.columns - 1) * GRID.gap) / GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin - (GRID.rows - 1) * GRID.gap) / GRID.rows,
  padding: 12,
};
/** The QR code's square in the card's top right corner (about 23 mm), quiet zone included. */
const QR = { size: 66, quietModules: 2, gap: 8 };
const INNER_WIDTH = CARD.width - 2 * CARD.padding;
const TEXT_WIDTH = INNER_WIDTH - QR.size - QR.gap;

type Doc = InstanceType<typeof PDFDocument>;

interface Line {
  text: string;
  x: number;
  y: number;
  size: number;
  width: number;
  color?: string;
  centred?: boolean;
}

/** Writes one line of mixed-script text, shrinking it until it fits the width. */
function line(doc: Doc, fonts: DocumentFonts, { text, x, y, size, width, color = '#000000', centred = false }: Line) {
  let fontSize = size;
  while (fontSize > 5 && textWidth(doc, fonts, text, fontSize) > width) fontSize -= 0.5;
  const start = centred ? x + Math.max(0, (width - textWidth(doc, fonts, text, fontSize)) / 2) : x;
  drawLine(doc, fonts, text, start, y, fontSize, color);
}

/** The QR code of the sign-in link, dark modules drawn as filled runs along each row. */
function drawQr(doc: Doc, link: string, x: number, y: number) {
  const qr = signInQr(link);
  const module = QR.size / (qr.size + 2 * QR.quietModules);
  const origin = { x: x + QR.quietModules * module, y: y + QR.quietModules * module };
  for (let row = 0; row < qr.size; row++) {
    let column = 0;
    while (column < qr.size) {
      if (!qr.dark(column, row)) {
        column++;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark(column, row)) column++;
      doc.rect(origin.x + start * module, origin.y + row * module, (column - start) * module, module);
    }
  }
  doc.fillColor('#000000').fill();
}

function drawCard(
  doc: Doc,
  fonts: DocumentFonts,
  batch: PrintableCards,
  card: LoginCard,
  language: Language,
  at: number,
) {
  const labels = CARD_LABELS[language];
  const column = at % GRID.columns;
  const row = Math.floor(at / GRID.columns) % GRID.rows;
  const left = PAGE.margin + column * (CARD.width + GRID.gap);
  const top = PAGE.margin + row * (CARD.height + GRID.gap);
  doc.save().lineWidth(0.75).dash(4, { space: 3 }).strokeColor('#888888');
  doc.roundedRect(left, top, CARD.width, CARD.height, 6).stroke();
  doc.restore();

  const x = left + CARD.padding;
  const qrLeft = x + TEXT_WIDTH + QR.gap;
  drawQr(doc, signInLink(batch.signIn.address, batch.signIn.schoolCode), qrLeft, top + CARD.padding);
  const caption = { x: qrLeft, y: top + CARD.padding + QR.size + 1, size: 6.5, width: QR.size, centred: true };
  line(doc, fonts, { text: labels.scan, ...caption });

  let y = top + CARD.padding;
  const text = (value: string, size: number, gap: number, color?: string) => {
    line(doc, fonts, { text: value, x, y, size, width: TEXT_WIDTH, ...(color ? { color } : {}) });
    y += gap;
  };
  text(batch.school, 8, 11, '#555555');
  text(`${labels.course}${labels.colon}${batch.course}`, 8, 14, '#555555');
  text(card.username, 15, 21);
  text(`${labels.schoolCode}${labels.colon}${batch.signIn.schoolCode}`, 10.5, 15);
  text(`${labels.account}${labels.colon}${card.account}`, 10.5, 15);
  if (card.password) text(`${labels.password}${labels.colon}${card.password}`, 10.5, 15);
  if (card.pin) text(`${labels.pin}${labels.colon}${card.pin}`, 10.5, 15);
  line(doc, fonts, {
    text: `${labels.signInAt}${labels.colon}${batch.signIn.address}`,
    x,
    y: top + CARD.height - CARD.padding - 9,
    size: 8,
    width: INNER_WIDTH,
    color: '#333333',
  });
}

/**
 * The printable login cards, ten to an A4 page: school and class, the student's name, where
 * to sign in (school code, address and its QR code) and how (account with password, or
 * login number).
 */
export function renderLoginCards(batch: PrintableCards, language: Language, fonts: PdfFonts): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false, info: { Title: batch.course } });
  registerFonts(doc, fonts);
  const cardFonts = documentFonts(fonts, language);
  const finished = pdfBytes(doc);
  const perPage = GRID.columns * GRID.rows;
  batch.cards.forEach((card, index) => {
    if (index % perPage === 0) doc.addPage();
    drawCard(doc, cardFonts, batch, card, language, index);
  });
  doc.end();
  return finished;
}
