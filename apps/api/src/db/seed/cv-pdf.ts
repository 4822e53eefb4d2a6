import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export interface CvContent {
  name: string;
  headline: string;
  location: string;
  email: string;
  summary: string;
  skills: readonly string[];
  languages: readonly string[];
  /** Shown as the document's last line, to tell two CVs of one person apart. */
  footer?: string;
}

const PAGE = { width: 595, height: 842, margin: 56 };

/** Splits text into lines that fit `width` at `size` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

// Helvetica's WinAnsi encoding has every Latin-1 letter (ã, ç, é…) but not typographic quotes outside it.
function printable(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
}

/** A one-page PDF CV whose text (name, summary, skills) is real, extractable text. */
export async function buildCvPdf(cv: CvContent, createdAt: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Currículo - ${printable(cv.name)}`);
  doc.setAuthor(printable(cv.name));
  doc.setCreator('Mosaico demo');
  doc.setProducer('pdf-lib');
  // Fixed dates keep the bytes the same on every fresh start.
  doc.setCreationDate(createdAt);
  doc.setModificationDate(createdAt);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.height - PAGE.margin;
  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(printable(text), font, size, width)) {
      y -= size;
      page.drawText(line, { x: PAGE.margin, y, size, font, color: rgb(0.1, 0.1, 0.12) });
      y -= gap;
    }
  };
  write(cv.name, bold, 22, 6);
  write(cv.headline, regular, 13);
  write(`${cv.location} | ${cv.email}`, regular, 10, 16);
  write('Resumo', bold, 13, 6);
  write(cv.summary, regular, 11, 14);
  write('Competências', bold, 13, 6);
  write(cv.skills.join(', '), regular, 11, 14);
  if (cv.languages.length > 0) {
    write('Idiomas', bold, 13, 6);
    write(cv.languages.join(', '), regular, 11, 14);
  }
  if (cv.footer) write(cv.footer, regular, 9);
  return doc.save({ useObjectStreams: false });
}
