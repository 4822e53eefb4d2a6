/** Plain names as browsers send them; others in RFC 5987 form (busboy decodes it), so any name can arrive. */
function fileNameParameter(fileName: string): string {
  return /^[\x20-\x7e]*$/.test(fileName) && !fileName.includes('"')
    ? `filename="${fileName}"`
    : `filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** A multipart/form-data body with one `file` part (and optional fields sent before it). */
export function multipart(
  fileName: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  contentType = 'application/octet-stream',
) {
  const boundary = `----mosaico${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ${fileNameParameter(fileName)}\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
