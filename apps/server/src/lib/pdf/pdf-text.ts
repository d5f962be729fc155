import type PDFDocument from 'pdfkit';
import { type DocumentFonts, textRuns } from './pdf-fonts.js';

type Doc = InstanceType<typeof PDFDocument>;

/** The width of one line of mixed-script text at the size, each run in the font that has its characters. */
export function textWidth(doc: Doc, fonts: DocumentFonts, text: string, size: number): number {
  return textRuns(text, fonts).reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
}

/** Draws one line of mixed-script text from (x, y), each run in the font that has its characters. */
export function drawLine(
  doc: Doc,
  fonts: DocumentFonts,
  text: string,
  x: number,
  y: number,
  size: number,
  colour: string,
) {
  const runs = textRuns(text, fonts);
  doc.fillColor(colour);
  runs.forEach((run, index) => {
    doc.font(run.font).fontSize(size);
    const options = { lineBreak: false, continued: index < runs.length - 1 };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
}
