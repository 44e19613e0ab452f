/** Shapes of the import API: libs/contracts/src/imports.ts, plus the web's normalised conversion report. */
export type {
  ActiveImport,
  AvailableImportFile as AvailableFile,
  CompletedImport,
  ConvertedFile,
  ImportStatusResponse as ImportStatus,
  ImportSqlResponse as SqlImportResult,
} from '@strongs/contracts';
export {
  BIBLE_UPLOAD_EXTENSIONS,
  BIBLE_UPLOAD_UNSUPPORTED,
  BIBLE_UPLOAD_VERSIONS as UPLOAD_VERSIONS,
  CONVERTER_REPORTED_ERRORS as UNREADABLE_SHOWN,
  unsupportedUploadVersion,
} from '@strongs/contracts';

export interface UnreadableLine {
  line: number;
  text: string;
}

/** The conversion answer as the web shows it: every unreadable line counted, the first 20 listed. */
export interface ConversionResult {
  success: boolean;
  message: string;
  count: number;
  outputFile: string;
  unreadableCount: number;
  unreadableLines: UnreadableLine[];
}
