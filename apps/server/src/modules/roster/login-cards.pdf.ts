import type { Language } from '@lms/shared';
import PDFDocument from 'pdfkit';
import { type CardFonts, textRuns } from './card-fonts.js';
import { CARD_LABELS } from './card-labels.js';
import type { CardSheet, LoginCard } from './login-cards.service.js';

// A4 in points, ten cards per page (two across, five down) with room to cut between them.
const PAGE = { width: 595.28, height: 841.89, margin: 36 };
const GRID = { columns: 2, rows: 5, gap: 12 };
const CARD = {
  width: (PAGE.width - 2 * PAGE.margin - (GRID.columns - 1) * GRID.gap) / GRID.columns,
  height: (PAGE.height - 2 * PAGE.margin - (GRID.rows - 1) * GRID.gap) / GRID.rows,
  padding: 12,
};

type Doc = InstanceType<typeof PDFDocument>;

/** Writes one line of mixed-script text, shrinking it until it fits the card's width. */
function line(doc: Doc, fonts: CardFonts, text: string, x: number, y: number, size: number, color = '#000000') {
  const runs = textRuns(text, fonts);
  const width = CARD.width - 2 * CARD.padding;
  const measure = (fontSize: number) =>
    runs.reduce((sum, run) => sum + doc.font(run.font).fontSize(fontSize).widthOfString(run.text), 0);
  let fontSize = size;
  while (fontSize > 6 && measure(fontSize) > width) fontSize -= 0.5;
  doc.fillColor(color);
  runs.forEach((run, index) => {
    doc.font(run.font).fontSize(fontSize);
    const options = { lineBreak: false, continued: index < runs.length - 1 };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}

function drawCard(doc: Doc, fonts: CardFonts, sheet: CardSheet, card: LoginCard, language: Language, at: number) {
  const labels = CARD_LABELS[language];
  const column = at % GRID.columns;
  const row = Math.floor(at / GRID.columns) % GRID.rows;
  const left = PAGE.margin + column * (CARD.width + GRID.gap);
  const top = PAGE.margin + row * (CARD.height + GRID.gap);
  doc.save().lineWidth(0.75).dash(4, { space: 3 }).strokeColor('#888888');
  doc.roundedRect(left, top, CARD.width, CARD.height, 6).stroke();
  doc.restore();

  const x = left + CARD.padding;
  let y = top + CARD.padding;
  line(doc, fonts, sheet.school, x, y, 9, '#555555');
  y += 14;
  line(doc, fonts, `${labels.course}: ${sheet.course}`, x, y, 9, '#555555');
  y += 20;
  line(doc, fonts, card.username, x, y, 17);
  y += 30;
  line(doc, fonts, `${labels.account}: ${card.account}`, x, y, 12);
  y += 20;
  if (card.password) {
    line(doc, fonts, `${labels.password}: ${card.password}`, x, y, 12);
    y += 20;
  }
  if (card.pin) line(doc, fonts, `${labels.pin}: ${card.pin}`, x, y, 12);
}

/** The printable login cards: school, class, name, account, password and pin, ten to an A4 page. */
export function renderLoginCards(sheet: CardSheet, language: Language, fonts: CardFonts): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: PAGE.margin, autoFirstPage: false, info: { Title: sheet.course } });
  if (fonts.cjk) doc.registerFont('cjk', fonts.cjk.data, fonts.cjk.postscriptName);
  if (fonts.thai) doc.registerFont('thai', fonts.thai.data, fonts.thai.postscriptName);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const perPage = GRID.columns * GRID.rows;
  sheet.cards.forEach((card, index) => {
    if (index % perPage === 0) doc.addPage();
    drawCard(doc, fonts, sheet, card, language, index);
  });
  doc.end();
  return finished;
}
