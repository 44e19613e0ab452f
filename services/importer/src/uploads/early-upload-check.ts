import { BIBLE_UPLOAD_EXTENSIONS } from '@strongs/contracts';
import { formatOfExtension, UnsupportedFileError } from '../files/content-sniffer';
import type { EarlyCheck } from '../files/multer-options';
import { versionSlot } from './version-slots';

/**
 * The version (sent before the file, as the web form does) and the file's type are checked when the
 * file part starts, so a version without a slot or a wrong type is refused before the upload is read.
 */
export const earlyBibleUploadCheck: EarlyCheck = (fields, originalName) => {
  if (typeof fields.bibleVersion === 'string' && fields.bibleVersion.trim())
    versionSlot(fields.bibleVersion.trim());
  if (!formatOfExtension(originalName)) {
    throw new UnsupportedFileError(
      `Unsupported file type: ${originalName.slice(-40)} (accepted: ${BIBLE_UPLOAD_EXTENSIONS.join(', ')})`,
    );
  }
};
