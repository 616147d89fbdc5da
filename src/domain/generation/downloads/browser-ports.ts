import type { DownloadPorts } from './downloads';

/** The browser's side of a download: fetch the file, save it through a link, or open it in a new tab. */
export const browserDownloadPorts: DownloadPorts = {
  fetchBlob: async (url, signal) => {
    const response = await fetch(url, { signal, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`The file answered ${response.status}.`);
    return response.blob();
  },
  save: (blob, fileName) => {
    const href = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = href;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    // The click starts the download asynchronously; revoking at once could cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  },
  openTab: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
};
