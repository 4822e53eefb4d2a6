import { isAllowedCvFileName, MAX_CV_BYTES } from '@mosaico/domain';

export type CvFileProblem = 'wrongType' | 'tooLarge';

/**
 * A CV chosen in the browser, checked by name and size so the screen can answer at once (000 §5: PDF or DOCX,
 * up to 5 MB) instead of after an upload. Only a first filter: the API judges the type by the bytes.
 */
export function cvFileProblem(file: Pick<File, 'name' | 'size'>): CvFileProblem | null {
  if (!isAllowedCvFileName(file.name)) return 'wrongType';
  if (file.size > MAX_CV_BYTES) return 'tooLarge';
  return null;
}
