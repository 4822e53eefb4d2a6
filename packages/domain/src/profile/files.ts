// 000 §5 / §9: CVs are PDF or DOCX up to 5 MB; photos are jpeg, jpg or png.
export const CV_EXTENSIONS = ['pdf', 'docx'] as const;
export const CV_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
// "5MB" read as 5 MiB: the more permissive reading, so no file the documents accept is refused.
export const MAX_CV_BYTES = 5 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ['jpeg', 'jpg', 'png'] as const;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
// The browsers' accept attribute for the CV inputs (000 §2).
export const CV_ACCEPT = '.pdf,.docx';
export const PHOTO_ACCEPT = '.jpeg,.jpg,.png';

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedCvFileName(fileName: string): boolean {
  return (CV_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}
export function isAllowedPhotoFileName(fileName: string): boolean {
  return (PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** 000 §5 / 002 §5: a CV can be removed only if more than one exists (by a recruiter: only HR-added ones). */
export function canRemoveCv(
  cvCount: number,
  options: { byRecruiter?: boolean; addedByHr?: boolean } = {},
): boolean {
  if (cvCount <= 1) return false;
  return options.byRecruiter ? options.addedByHr === true : true;
}
