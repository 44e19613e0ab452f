export { chapterQueryOptions, getChapter, useChapter } from '../../../lib/api/get-chapter';
