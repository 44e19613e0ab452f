import { InitialSchema1732000000000 } from './1732000000000-initial-schema';
import { SearchIndex1732000001000 } from './1732000001000-search-index';
import { LexiconSearch1732000002000 } from './1732000002000-lexicon-search';
import { Users1732000003000 } from './1732000003000-users';
import { UploadFiles1732000004000 } from './1732000004000-upload-files';
import { Admin1732000005000 } from './1732000005000-admin';
import { UserEmailAndSpecPageSizes1732000006000 } from './1732000006000-user-email-and-spec-page-sizes';
import { VerseMappings1732000010000 } from './1732000010000-verse-mappings';
import { SearchApostrophes1732000012000 } from './1732000012000-search-apostrophes';
import { VersionStrongsNote1732000012001 } from './1732000012001-version-strongs-note';
import { UploadFormats1732000013000 } from './1732000013000-upload-formats';
import { VersionHistory1732000014000 } from './1732000014000-version-history';
import { ApplicationRole1732000015000 } from './1732000015000-application-role';
import { AccountSessions1732000015001 } from './1732000015001-account-sessions';
import { OriginalWords1732000016000 } from './1732000016000-original-words';
import { VersionWrites1764000100000 } from './1764000100000-version-writes';
import { NumberedGenerations1764000200000 } from './1764000200000-numbered-generations';
import { SearchGeneration1764000400000 } from './1764000400000-search-generation';
import { GenerationPublication1764000400100 } from './1764000400100-generation-publication';
import { BotReportRecurrence1764000300000 } from './1764000300000-bot-report-recurrence';
import { VersionPublishGate1764000300100 } from './1764000300100-version-publish-gate';
import { OriginalWordsEnglish1764000500000 } from './1764000500000-original-words-english';
import { VersesJoiningRenumberedKjvVerses1765000100100 } from './1765000100100-verses-joining-renumbered-kjv-verses';
import { QereSearch1765000200000 } from './1765000200000-qere-search';
import { ReferenceWorks1766000100000 } from './1766000100000-reference-works';
import { SpanishFold1766000200000 } from './1766000200000-spanish-fold';
import { CommentaryEntries1766000300000 } from './1766000300000-commentary-entries';
import { Topics1766000400000 } from './1766000400000-topics';
import { PersonalStudy1766000600000 } from './1766000600000-personal-study';
import { ReadingPlans1766000700000 } from './1766000700000-reading-plans';
import { EmailVerification1766000800000 } from './1766000800000-email-verification';
import { ReferenceWorkGenerations1766000900000 } from './1766000900000-reference-work-generations';

/** Listed explicitly so the same list works from source (tests) and from the build. */
export const MIGRATIONS = [
  InitialSchema1732000000000,
  SearchIndex1732000001000,
  LexiconSearch1732000002000,
  Users1732000003000,
  UploadFiles1732000004000,
  Admin1732000005000,
  UserEmailAndSpecPageSizes1732000006000,
  VerseMappings1732000010000,
  SearchApostrophes1732000012000,
  VersionStrongsNote1732000012001,
  UploadFormats1732000013000,
  VersionHistory1732000014000,
  ApplicationRole1732000015000,
  AccountSessions1732000015001,
  OriginalWords1732000016000,
  VersionWrites1764000100000,
  NumberedGenerations1764000200000,
  BotReportRecurrence1764000300000,
  VersionPublishGate1764000300100,
  SearchGeneration1764000400000,
  GenerationPublication1764000400100,
  OriginalWordsEnglish1764000500000,
  VersesJoiningRenumberedKjvVerses1765000100100,
  QereSearch1765000200000,
  ReferenceWorks1766000100000,
  SpanishFold1766000200000,
  CommentaryEntries1766000300000,
  Topics1766000400000,
  PersonalStudy1766000600000,
  ReadingPlans1766000700000,
  EmailVerification1766000800000,
  ReferenceWorkGenerations1766000900000,
];
