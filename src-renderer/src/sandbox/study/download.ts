/** Saves a file the player asked for through the browser's download (works in Electron and in a browser). */

function clickLink(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadText(fileName: string, content: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }));
  clickLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A data URL (the chart's PNG) as a Blob download. */
export function downloadDataUrl(fileName: string, dataUrl: string): void {
  const [head = '', body = ''] = dataUrl.split(',', 2);
  const type = /^data:([^;,]+)/.exec(head)?.[1] ?? 'application/octet-stream';
  const bytes = Uint8Array.from(atob(body), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  clickLink(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
