/** The guarded workbook reader and upload gate (issue 12): see gate.ts for who uses it and why. */
export { WORKBOOK_LIMITS, WorkbookRefusal, type RefusalReason, type WorkbookLimits } from './limits';
export {
  entryChunks,
  GuardedZip,
  isOle2,
  isZip,
  readZipDirectory,
  type InflateBudget,
  type ZipEntry,
} from './zip';
export { GuardedWorkbookReader, type StreamReaderOptions, type StreamWorksheet } from './reader';
export {
  bulkRefusalMessage,
  gateBulkOrders,
  gateBulkWorkbook,
  normalizeFileName,
  openWorkbook,
  sniffWorkbookKind,
  type BulkGate,
  type BulkOrdersGate,
  type WorkbookKind,
} from './gate';
export {
  countSheets,
  readBulkRows,
  readBulkWorkbook,
  readGatedBulkRows,
  readSheetRecords,
  sheetRecordStream,
  shownValue,
  type SheetRecords,
} from './sheets';
export { legacyAsXlsx, readLegacyBulkRows } from './legacy';
