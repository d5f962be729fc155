import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { AppError } from '../app-error.js';

/** Reading the XML parts of an uploaded workbook as a stream of events, a piece at a time. */

export type Attributes = Record<string, string>;

export interface XmlHandlers {
  open?: (name: string, attributes: Attributes) => void;
  text?: (text: string) => void;
  close?: (name: string) => void;
}

const XML_CHUNK = 16 * 1024;

const malformed = () => new AppError('import.malformed');

/** Element and attribute names without their namespace prefix (`x:row` is a row). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

export function attribute(attributes: Attributes, name: string): string | undefined {
  for (const [key, value] of Object.entries(attributes)) if (localName(key) === name) return value;
  return undefined;
}

/**
 * Feeds an XML part to the handlers a chunk at a time, until it ends or `done()` answers true;
 * XML that is not well formed makes the workbook malformed.
 */
export function readXml(xml: Buffer, handlers: XmlHandlers, done: () => boolean = () => false): void {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes as Attributes));
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  parser.on('error', () => {
    // Once the reader has what it wants, the rest is never looked at, broken or not.
    if (!done()) throw malformed();
  });
  // Decoded a piece at a time (a character split between pieces is kept for the next one).
  const decoder = new StringDecoder('utf8');
  for (let at = 0; at < xml.length; at += XML_CHUNK) {
    const text = decoder.write(xml.subarray(at, at + XML_CHUNK));
    parser.write(at === 0 ? text.replace(/^\uFEFF/, '') : text);
    if (done()) return;
  }
  parser.write(decoder.end());
  parser.close();
}

/**
 * Collects the text of `<t>` elements inside `container`, leaving out phonetic guides
 * (`<rPh>`), as Excel shows a cell; `onEnd` receives each container's text.
 */
export function textCollector(container: string, onEnd: (text: string) => void): XmlHandlers {
  let inside = false;
  let inText = false;
  let phonetic = 0;
  let text = '';
  return {
    open(name) {
      if (name === container) [inside, text] = [true, ''];
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't' && inside && phonetic === 0) inText = true;
    },
    text(chunk) {
      if (inText) text += chunk;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === container && inside) {
        inside = false;
        onEnd(text);
      }
    },
  };
}
