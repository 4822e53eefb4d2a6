import { inflateRawSync, constants as zlibConstants } from 'node:zlib';

/**
 * What a ZIP archive (a DOCX is one) declares about itself, read from its central directory without unpacking
 * anything: how many entries, how many bytes they unpack to, and the largest compression ratio. Used to refuse
 * decompression bombs before any library inflates them (issue 12).
 */
export interface ZipSummary {
  entries: number;
  uncompressedBytes: number;
  largestRatio: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_MARKER = 0xffffffff;
const LOCAL_FILE_HEADER = 0x04034b50;

/** The summary, or null when the bytes are not a ZIP with a readable central directory (or are ZIP64). */
export function inspectZip(bytes: Uint8Array): ZipSummary | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 + 65,535 bytes (its comment is at most 64 KiB).
  let end = -1;
  for (let offset = bytes.length - 22; offset >= Math.max(0, bytes.length - 22 - 65_535); offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end === -1) return null;
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (directoryOffset === ZIP64_MARKER || count === 0xffff) return null;
  let offset = directoryOffset;
  let uncompressedBytes = 0;
  let largestRatio = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== CENTRAL_DIRECTORY_ENTRY) return null;
    const compressed = view.getUint32(offset + 20, true);
    const uncompressed = view.getUint32(offset + 24, true);
    if (compressed === ZIP64_MARKER || uncompressed === ZIP64_MARKER) return null;
    uncompressedBytes += uncompressed;
    largestRatio = Math.max(largestRatio, uncompressed / Math.max(compressed, 1));
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return { entries: count, uncompressedBytes, largestRatio };
}

/** Limits for a DOCX: far above any real CV (a 40-page CV with images unpacks to a few MB in a few dozen parts). */
export const DOCX_LIMITS = {
  maxEntries: 1_000,
  maxUncompressedBytes: 20 * 1024 * 1024,
  maxRatio: 200,
} as const;

/**
 * Whether a ZIP's entries really unpack to at most `maxBytes` together, whatever their headers declare: each entry
 * is inflated with a cap on its real output (issue 21: a DOCX whose central directory declares 150 KB for 1 GB of
 * text passed the declared-size check). Runs where a text extraction runs, in its child process. Only the
 * methods a DOCX uses (stored, deflated) are readable; any other, or a broken header, fails.
 */
export function zipUnpacksWithin(bytes: Uint8Array, maxBytes: number): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const summary = inspectZip(bytes);
  if (!summary) return false;
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_CENTRAL_DIRECTORY) end -= 1;
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < summary.entries; index += 1) {
    const method = view.getUint16(offset + 10, true);
    const compressed = view.getUint32(offset + 20, true);
    const localHeader = view.getUint32(offset + 42, true);
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
    if (localHeader + 30 > bytes.length || view.getUint32(localHeader, true) !== LOCAL_FILE_HEADER)
      return false;
    const dataStart =
      localHeader + 30 + view.getUint16(localHeader + 26, true) + view.getUint16(localHeader + 28, true);
    const data = bytes.subarray(dataStart, Math.min(bytes.length, dataStart + compressed));
    if (method === 0) {
      total += data.length;
    } else if (method === 8) {
      try {
        total += inflateRawSync(data, {
          maxOutputLength: Math.max(1, maxBytes - total),
          finishFlush: zlibConstants.Z_SYNC_FLUSH,
        }).length;
      } catch {
        // Past the cap (ERR_BUFFER_TOO_LARGE) or unreadable: either way not a document to extract.
        return false;
      }
    } else {
      return false;
    }
    if (total > maxBytes) return false;
  }
  return true;
}

/** Whether a DOCX's declared contents stay within DOCX_LIMITS (an unreadable directory fails too). */
export function docxWithinLimits(bytes: Uint8Array): boolean {
  const summary = inspectZip(bytes);
  return (
    summary !== null &&
    summary.entries <= DOCX_LIMITS.maxEntries &&
    summary.uncompressedBytes <= DOCX_LIMITS.maxUncompressedBytes &&
    summary.largestRatio <= DOCX_LIMITS.maxRatio
  );
}
