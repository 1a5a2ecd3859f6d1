// `@perpkit/stream/recording`: market recordings as files. Node only, and kept apart from the
// main entry, so no browser bundle of it carries file reading; the format's reader and writer
// of single lines are in the main entry. The package README documents both.
export {
  type ConvertCsvOptions,
  type ConvertCsvSummary,
  convertCsvToRecording,
} from "./recording/csv/convert.js";
export { type CsvKind, type CsvTimeUnit, csvColumns } from "./recording/csv/events.js";
export { type CsvColumn, CsvRowError } from "./recording/csv/rows.js";
export { BookState, ShownBook } from "./recording/file/book-state.js";
export {
  DAY_MS,
  listRecordingFolder,
  type RecordingDay,
  type RecordingFolder,
  type RecordingSelection,
  selectDays,
} from "./recording/file/folder.js";
export { GZIP_RATIO, GZIP_SLACK_BYTES, MAX_LINE_BYTES } from "./recording/file/lines.js";
export { type OpenRecordingOptions, openRecording } from "./recording/file/open.js";
export {
  type LineSource,
  MAX_PEEK_LINES,
  type MarketEntry,
  type RecordedProductLine,
  type RecordingLine,
  type RecordingReader,
} from "./recording/file/reader.js";
export { type OpenRecordingsOptions, openRecordings } from "./recording/file/recordings.js";
export {
  createRecordingWriter,
  openRecordingFile,
  type RecordingFile,
  type RecordingFileOptions,
  type RecordingWriter,
  type RecordingWriterOptions,
} from "./recording/file/writer.js";
