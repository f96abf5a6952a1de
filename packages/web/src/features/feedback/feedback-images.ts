import { CONSTANTS } from '@wl/contract/constants';

const { types, maxBytes, maxFiles } = CONSTANTS.uploads;

/** An image the visitor attached, read into the data: URL the feedback call sends. */
export interface PickedImage {
  id: string;
  name: string;
  dataUrl: string;
}

/** What went wrong with a file, as its i18n key (spec 5: png or jpg, 5 MB at most, 3 images at most). */
export type ImageProblem = 'feedback_error_type' | 'feedback_error_size' | 'feedback_error_count';

export const IMAGE_ACCEPT = types.join(',');
export const IMAGE_MAX_MB = maxBytes / (1024 * 1024);
export const IMAGE_MAX_FILES = maxFiles;

/**
 * Sorts a selection into the files that may be attached next to `already` attached ones and the first problem
 * of the others, checked before anything is read or sent.
 */
export function sortImages(
  files: readonly File[],
  already: number,
): { accepted: File[]; problem: ImageProblem | null } {
  const accepted: File[] = [];
  let problem: ImageProblem | null = null;
  for (const file of files) {
    if (!(types as readonly string[]).includes(file.type)) problem ??= 'feedback_error_type';
    else if (file.size > maxBytes) problem ??= 'feedback_error_size';
    else if (already + accepted.length >= maxFiles) problem ??= 'feedback_error_count';
    else accepted.push(file);
  }
  return { accepted, problem };
}

/** The file as a data: URL (FileReader), the form the feedback call takes images in. */
export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unread')));
    reader.onerror = () => reject(reader.error ?? new Error('unread'));
    reader.readAsDataURL(file);
  });
}
