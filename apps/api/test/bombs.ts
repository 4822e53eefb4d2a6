import { deflateRawSync, constants as zlibConstants } from 'node:zlib';

// Decompression bombs made in the test (issue 21): a few MB that inflate to a GB and more, built in
// milliseconds. A deflate segment ended by a full flush depends on nothing before it, so one compressed 16 MB
// run repeated n times is a valid deflate stream of n × 16 MB.

const SEGMENT_BYTES = 16 * 1024 * 1024;

/** Raw deflate data of `prefix`, then `totalBytes` of `fill`, then `suffix` (a final block). */
function deflateRun(prefix: string, fill: number, totalBytes: number, suffix: string): Buffer {
  const full = { finishFlush: zlibConstants.Z_FULL_FLUSH, level: 9 };
  const segment = deflateRawSync(Buffer.alloc(SEGMENT_BYTES, fill), full);
  const parts = [deflateRawSync(Buffer.from(prefix, 'latin1'), full)];
  for (let written = 0; written < totalBytes; written += SEGMENT_BYTES) parts.push(segment);
  parts.push(deflateRawSync(Buffer.from(suffix, 'latin1'), { level: 9 }));
  return Buffer.concat(parts);
}

/** Adler-32 of `prefix`, then `count` bytes of `fill`, then `suffix` (the zlib trailer of the data above). */
function adler32(prefix: string, fill: number, count: number, suffix: string): number {
  const modulus = 65521n;
  let a = 1n;
  let b = 0n;
  const add = (byte: number) => {
    a = (a + BigInt(byte)) % modulus;
    b = (b + a) % modulus;
  };
  for (const character of prefix) add(character.charCodeAt(0));
  // count bytes of one value f: a grows by n·f, b by n·a + f·n(n+1)/2.
  const n = BigInt(count);
  const f = BigInt(fill);
  b = (b + n * a + (f * n * (n + 1n)) / 2n) % modulus;
  a = (a + n * f) % modulus;
  for (const character of suffix) add(character.charCodeAt(0));
  return Number((b << 16n) | a);
}

/**
 * A one-page PDF whose single content stream (FlateDecode) inflates to `inflatedBytes` of text operators' spaces:
 * about 1 MB per GB, as the issue's attacker sent it.
 */
export function pdfStreamBomb(inflatedBytes: number): Buffer {
  const segments = Math.ceil(inflatedBytes / SEGMENT_BYTES);
  const prefix = 'BT /F1 12 Tf 72 712 Td (';
  const suffix = ') Tj ET';
  const body = deflateRun(prefix, 0x41, inflatedBytes, suffix);
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler32(prefix, 0x41, segments * SEGMENT_BYTES, suffix));
  const stream = Buffer.concat([Buffer.from([0x78, 0xda]), body, trailer]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((object, index) => {
    offsets.push(length);
    if (object === null) {
      push(Buffer.from(`${index + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`));
      push(stream);
      push(Buffer.from('\nendstream\nendobj\n'));
    } else {
      push(Buffer.from(`${index + 1} 0 obj\n${object}\nendobj\n`));
    }
  });
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/**
 * A DOCX (a ZIP) whose word/document.xml inflates to `inflatedBytes` of text while its headers declare
 * `declaredBytes`: it passes any check that believes the headers.
 */
export function docxWithForgedSizes(inflatedBytes: number, declaredBytes = 150 * 1024): Buffer {
  const files: Array<{ name: string; data: Buffer; declared: number }> = [
    {
      name: '[Content_Types].xml',
      ...deflated(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
    },
    {
      name: '_rels/.rels',
      ...deflated(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    {
      name: 'word/document.xml',
      data: deflateRun(
        '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
        0x41,
        inflatedBytes,
        '</w:t></w:r></w:p></w:body></w:document>',
      ),
      declared: declaredBytes,
    },
  ];
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(file.data.length, 18);
    header.writeUInt32LE(file.declared, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, file.data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(file.data.length, 20);
    entry.writeUInt32LE(file.declared, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.length + name.length + file.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

function deflated(text: string): { data: Buffer; declared: number } {
  const bytes = Buffer.from(text);
  return { data: deflateRawSync(bytes), declared: bytes.length };
}
