// Tools → Import's file, sent to the server as the request's body (the server reads it as it
// arrives); XMLHttpRequest rather than fetch, for the upload's progress.
import type { ImportReport } from '@warehouse/domain/imports';
import type { ImportRequest } from '@warehouse/screens';

/** Where the server answers the API. */
const API_BASE = '/api';

/** A refusal of the whole file (too large, not a spreadsheet, not allowed): its problem's title and detail. */
export class ImportRefused extends Error {
  constructor(
    readonly title: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends the file: a preview (nothing kept) or the import. Resolves with the report, also when the
 * import was refused for its rows (nothing kept, every row's error in it); rejects with
 * ImportRefused when the file itself was.
 */
export function uploadImport(
  request: ImportRequest,
  { preview, onProgress }: { preview: boolean; onProgress?: (fraction: number) => void },
): Promise<ImportReport> {
  const query = new URLSearchParams({
    mode: request.mode,
    rows: request.validOnly ? 'valid' : 'all',
    preview: preview ? '1' : '0',
  });
  if (request.mapping) query.set('mapping', JSON.stringify(request.mapping));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/imports/${request.kind}?${query}`);
    xhr.setRequestHeader('content-type', request.file.type || 'application/octet-stream');
    xhr.responseType = 'json';
    if (onProgress)
      xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as
        | (ImportReport & { report?: undefined })
        | { title?: string; detail?: string; report?: ImportReport }
        | null;
      if (xhr.status === 200 && body) return resolve(body as ImportReport);
      if (body?.report) return resolve(body.report);
      const problem = (body ?? {}) as { title?: string; detail?: string };
      reject(
        new ImportRefused(
          problem.title ?? 'Import Failed',
          problem.detail ?? `The server answered ${xhr.status}.`,
        ),
      );
    };
    xhr.onerror = () =>
      reject(new ImportRefused('Import Failed', 'The file could not be sent: check the connection.'));
    xhr.send(request.file);
  });
}
