import { downloadMessages, type DownloadReport } from './use-media-downloads';

/**
 * What a screen tells the user after a download, in its language, or null when the file simply saved: a file
 * opened in a tab reads under the 'Download Failed' title (spec part 2 §8).
 */
export function downloadReportText(
  report: DownloadReport | null,
  translate: (key: (typeof downloadMessages)[keyof typeof downloadMessages]) => string,
): string | null {
  if (!report || report.kind === 'saved') return null;
  if (report.kind === 'opened') return `${translate(downloadMessages.failedTitle)}: ${translate(report.messageKey)}`;
  return translate(report.messageKey);
}
