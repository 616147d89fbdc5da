// What useMediaDownloads loads on the first download: one module, so the screens that offer downloads do not carry it.
export { zipFileName } from './download-names';
export { downloadOne, zipItems, ZipUnavailableError } from './downloads';
export { collectProjectEntries } from './project-entries';
