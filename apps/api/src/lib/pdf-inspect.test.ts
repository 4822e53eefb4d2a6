import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { docxWithForgedSizes, pdfStreamBomb } from '../../test/bombs';
import { inspectPdf, lzwDecodedLength, PDF_LIMITS, runLengthDecodedLength } from './pdf-inspect';
import { DOCX_LIMITS, docxWithinLimits, zipUnpacksWithin } from './zip-inspect';

const fixture = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../../test/fixtures', name));

/** A PDF with one stream object of the given dictionary entries and data. */
function pdfWithStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Page ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

describe('what a PDF really unpacks to (issue 21)', () => {
  it('finds the content stream that inflates 1 MB into 1 GB, past the cap, without inflating it all', () => {
    const bomb = pdfStreamBomb(1024 ** 3);
    expect(bomb.length).toBeLessThan(1.2 * 1024 * 1024);
    expect(inspectPdf(bomb)).toEqual({ withinLimits: false, reason: 'decoded-size' });
  });

  it('passes a real CV, counting its page and what its streams decode to', () => {
    const summary = inspectPdf(fixture('cv.pdf'));
    expect(summary).toMatchObject({ withinLimits: true, pages: 1 });
    expect(summary.withinLimits && summary.decodedBytes).toBeGreaterThan(0);
  });

  it('counts pages packed in object streams and refuses past the page cap', async () => {
    const document = await PDFDocument.create();
    for (let index = 0; index < PDF_LIMITS.maxPages + 1; index += 1) document.addPage();
    // pdf-lib packs the page objects into compressed object streams.
    const bytes = Buffer.from(await document.save({ useObjectStreams: true }));
    expect(bytes.includes(Buffer.from('/Type /Page '))).toBe(false);
    expect(inspectPdf(bytes)).toEqual({ withinLimits: false, reason: 'pages' });
    const fewer = await PDFDocument.create();
    for (let index = 0; index < 3; index += 1) fewer.addPage();
    expect(inspectPdf(Buffer.from(await fewer.save({ useObjectStreams: true })))).toMatchObject({
      withinLimits: true,
      pages: 3,
    });
  });

  it('decodes filter chains (ASCIIHex then Flate) and counts them against the cap', () => {
    const text = Buffer.alloc(64 * 1024, 0x41);
    const hex = Buffer.from(`${deflateSync(text).toString('hex')}>`);
    const bytes = pdfWithStream('/Filter [/ASCIIHexDecode /FlateDecode]', hex);
    expect(inspectPdf(bytes)).toMatchObject({ withinLimits: true, decodedBytes: 64 * 1024 });
    const small = { ...PDF_LIMITS, maxDecodedBytes: 32 * 1024 };
    expect(inspectPdf(bytes, small)).toEqual({ withinLimits: false, reason: 'decoded-size' });
  });

  it('does not count image streams, which text extraction never decodes', () => {
    const image = deflateSync(Buffer.alloc(1024 * 1024, 0));
    const bytes = pdfWithStream('/Subtype /Image /Filter /FlateDecode', image);
    expect(inspectPdf(bytes, { ...PDF_LIMITS, maxDecodedBytes: 1024 })).toMatchObject({ withinLimits: true });
  });

  it('measures LZW and RunLength output without building it', () => {
    // LZW, 9-bit codes: clear, 'A', 'B', 258 ('AB'), end of data → "ABAB", 4 bytes.
    const codes = [256, 65, 66, 258, 257];
    const bits = codes.map((code) => code.toString(2).padStart(9, '0')).join('');
    const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0');
    const lzw = Uint8Array.from(padded.match(/.{8}/g) ?? [], (byte) => Number.parseInt(byte, 2));
    expect(lzwDecodedLength(lzw)).toBe(4);
    // RunLength: 2 literal bytes, then one byte repeated 128 times (control 129), then end of data.
    expect(runLengthDecodedLength(Uint8Array.from([1, 10, 11, 129, 7, 128]))).toBe(130);
  });
});

describe('what a DOCX really unpacks to (issue 21)', () => {
  it('inflates each part with a cap: a DOCX declaring 150 KB for 1 GB passes the declared check but not this one', () => {
    const forged = docxWithForgedSizes(1024 ** 3);
    expect(forged.length).toBeLessThan(1.2 * 1024 * 1024);
    expect(docxWithinLimits(forged)).toBe(true);
    expect(zipUnpacksWithin(forged, DOCX_LIMITS.maxUncompressedBytes)).toBe(false);
  });

  it('passes a real DOCX', () => {
    const docx = fixture('cv.docx');
    expect(zipUnpacksWithin(docx, DOCX_LIMITS.maxUncompressedBytes)).toBe(true);
  });
});
