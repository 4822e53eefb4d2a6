import { inflateSync, constants as zlibConstants } from 'node:zlib';

/**
 * What a PDF really unpacks to, measured before a PDF library reads it (issue 21). A PDF's streams are compressed
 * and their declared /Length says nothing of what they inflate to: one 1 MB content stream can hold 1 GB of text.
 * This walks every stream a text extraction would decode (content streams, fonts, object streams; not images,
 * which text extraction never decodes), decodes it with a cap on the real output, and counts pages and objects.
 * Runs in the extraction child process: its own memory stays bounded by the caps.
 */

export const PDF_LIMITS = {
  /** Decoded bytes of all non-image streams together: a 40-page CV with embedded fonts decodes to a few MB. */
  maxDecodedBytes: 20 * 1024 * 1024,
  maxPages: 500,
  maxObjects: 200_000,
} as const;

export type PdfSummary =
  | { withinLimits: true; decodedBytes: number; pages: number; objects: number }
  | { withinLimits: false; reason: 'decoded-size' | 'pages' | 'objects' };

const latin1 = new TextDecoder('latin1');

/** The summary of `bytes`; `limits` are PDF_LIMITS unless a test passes smaller ones. */
export function inspectPdf(bytes: Uint8Array, limits: typeof PDF_LIMITS = PDF_LIMITS): PdfSummary {
  // Latin-1 maps each byte to one character, so string offsets are byte offsets.
  const text = latin1.decode(bytes);
  let decodedBytes = 0;
  let pages = countPages(text);
  let objects = count(text, /\d+\s+\d+\s+obj\b/g);
  const streamStart = /\bstream(\r\n|\n|\r)/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd === -1) break;
    streamStart.lastIndex = dataEnd + 'endstream'.length;
    const dictionary = dictionaryBefore(text, match.index);
    if (/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const budget = limits.maxDecodedBytes - decodedBytes;
    const decoded = decodeStream(bytes.subarray(dataStart, dataEnd), filtersOf(dictionary), budget);
    if (decoded === 'over') return { withinLimits: false, reason: 'decoded-size' };
    decodedBytes += decoded.length;
    if (/\/Type\s*\/ObjStm\b/.test(dictionary)) {
      // Objects packed in an object stream: their pages and count are only visible once it is decoded.
      const packed = latin1.decode(decoded);
      pages += countPages(packed);
      objects += Number(/\/N\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    }
    if (pages > limits.maxPages) return { withinLimits: false, reason: 'pages' };
    if (objects > limits.maxObjects) return { withinLimits: false, reason: 'objects' };
  }
  if (pages > limits.maxPages) return { withinLimits: false, reason: 'pages' };
  if (objects > limits.maxObjects) return { withinLimits: false, reason: 'objects' };
  return { withinLimits: true, decodedBytes, pages, objects };
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/** Page objects (`/Type /Page`, not the `/Pages` tree nodes). */
function countPages(text: string): number {
  return count(text, /\/Type\s*\/Page(?![A-Za-z])/g);
}

/** The text of the object a stream belongs to, from its `obj` keyword (or at most 4 KB back) to `stream`. */
function dictionaryBefore(text: string, streamIndex: number): string {
  const from = Math.max(0, streamIndex - 4096);
  const window = text.slice(from, streamIndex);
  const objectStart = window.lastIndexOf(' obj');
  return objectStart === -1 ? window : window.slice(objectStart);
}

/** The stream's filter names in order (`/Filter /FlateDecode` or `/Filter [/ASCII85Decode /FlateDecode]`). */
function filtersOf(dictionary: string): string[] {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1];
  if (!filter) return [];
  return [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => name[1] as string);
}

/**
 * The stream decoded through its filters with at most `budget` bytes of output at each step, or 'over' when it
 * would exceed the budget. Filters that only images use (DCT, JPX, JBIG2, CCITT) and encryption stop the walk
 * with what was decoded so far: a text extraction does not decode them, and an encrypted stream cannot be read
 * here (the process limits still bound what the library does with it). Corrupt data decodes as far as it goes,
 * as PDF readers do.
 */
function decodeStream(data: Uint8Array, filters: readonly string[], budget: number): Uint8Array | 'over' {
  let current: Uint8Array = data;
  for (const filter of filters) {
    let next: Uint8Array | 'over' | null;
    switch (filter) {
      case 'FlateDecode':
      case 'Fl':
        next = inflateCapped(current, budget);
        break;
      case 'LZWDecode':
      case 'LZW':
        // LZW expands up to some 2,700 times: its decoded length is counted without building the output.
        next = lzwDecodedLength(current) > budget ? 'over' : new Uint8Array(0);
        if (next !== 'over') return next;
        break;
      case 'RunLengthDecode':
      case 'RL':
        next = runLengthDecodedLength(current) > budget ? 'over' : new Uint8Array(0);
        if (next !== 'over') return next;
        break;
      case 'ASCIIHexDecode':
      case 'AHx':
        next = asciiHexDecode(current);
        break;
      case 'ASCII85Decode':
      case 'A85':
        next = ascii85Decode(current);
        break;
      default:
        next = null;
    }
    if (next === 'over') return 'over';
    if (next === null) return current.length > budget ? 'over' : current;
    current = next;
  }
  return current.length > budget ? 'over' : current;
}

function inflateCapped(data: Uint8Array, budget: number): Uint8Array | 'over' {
  try {
    // Z_SYNC_FLUSH: a truncated or corrupt stream yields what it decodes to instead of throwing.
    return inflateSync(data, {
      maxOutputLength: Math.max(1, budget),
      finishFlush: zlibConstants.Z_SYNC_FLUSH,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'over';
    return new Uint8Array(0);
  }
}

/** The length LZW data (PDF's variant: 9–12-bit codes, early change) decodes to, with no output kept. */
export function lzwDecodedLength(data: Uint8Array): number {
  const clearTable = 256;
  const endOfData = 257;
  // The length of each table entry: an entry is its predecessor's string plus one byte.
  const lengths = new Uint32Array(4096);
  let nextCode = 258;
  let codeLength = 9;
  let previousLength = 0;
  let total = 0;
  let bitBuffer = 0;
  let bitCount = 0;
  for (const byte of data) {
    bitBuffer = ((bitBuffer << 8) | byte) >>> 0;
    bitCount += 8;
    while (bitCount >= codeLength) {
      const code = (bitBuffer >>> (bitCount - codeLength)) & ((1 << codeLength) - 1);
      bitCount -= codeLength;
      bitBuffer &= (1 << bitCount) - 1;
      if (code === endOfData) return total;
      if (code === clearTable) {
        nextCode = 258;
        codeLength = 9;
        previousLength = 0;
        continue;
      }
      let length: number;
      if (code < 256) length = 1;
      else if (code < nextCode) length = lengths[code] ?? 1;
      else length = previousLength + 1; // the entry being defined by this very code
      total += length;
      if (previousLength > 0 && nextCode < 4096) {
        lengths[nextCode] = previousLength + 1;
        nextCode += 1;
      }
      previousLength = length;
      // Early change (PDF's default): the code grows one entry before the table fills its width.
      if (nextCode + 1 >= 1 << codeLength && codeLength < 12) codeLength += 1;
    }
  }
  return total;
}

/** The length RunLength data decodes to. */
export function runLengthDecodedLength(data: Uint8Array): number {
  let total = 0;
  let index = 0;
  while (index < data.length) {
    const control = data[index] as number;
    if (control === 128) break;
    if (control < 128) {
      total += control + 1;
      index += control + 2;
    } else {
      total += 257 - control;
      index += 2;
    }
  }
  return total;
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const digits = latin1
    .decode(data)
    .replace(/>.*$/s, '')
    .replace(/[^0-9A-Fa-f]/g, '');
  const padded = digits.length % 2 === 0 ? digits : `${digits}0`;
  return Buffer.from(padded, 'hex');
}

function ascii85Decode(data: Uint8Array): Uint8Array {
  const text = latin1.decode(data).replace(/~>.*$/s, '').replace(/\s/g, '');
  const output: number[] = [];
  let group: number[] = [];
  const flush = (size: number) => {
    while (group.length < 5) group.push(84);
    let value = 0;
    for (const digit of group) value = value * 85 + digit;
    const bytes = [(value >>> 24) & 255, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    output.push(...bytes.slice(0, size));
    group = [];
  };
  for (const character of text) {
    if (character === 'z' && group.length === 0) {
      output.push(0, 0, 0, 0);
      continue;
    }
    const digit = character.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) continue;
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Uint8Array.from(output);
}
