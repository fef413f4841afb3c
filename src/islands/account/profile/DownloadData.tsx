// The profile's 'Download my data' (docs/rules/open-data.md#your-own-data): the export comes through
// the typed client (it needs the bearer, so a plain link to the REST path cannot fetch it) and is
// saved from a Blob through a temporary <a download>. The CSP does not govern downloads, and the
// object URL is this page's own, so nothing needs allowing.
import { useState } from 'react';
import { ACCOUNT_EXPORT_FILENAME } from '#shared/accounts/export.ts';
import { api } from '#stores/auth.ts';
import { ErrorBanner } from '#islands/ui/Banner.tsx';
import { useRequest } from './use-request';
import { DOWNLOAD_TEXTS } from './student-texts';

/** Saves a value as a pretty-printed JSON file under the given name. */
export function saveJsonFile(value: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function DownloadData() {
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useRequest(setError);

  function download() {
    setSaved(false);
    setError(null);
    return run(async () => {
      saveJsonFile(await api.account.export.query(), ACCOUNT_EXPORT_FILENAME);
      setSaved(true);
    });
  }

  return (
    <section aria-labelledby="download-data-heading" className="mt-6 border-t border-slate-200 pt-6">
      <h2 id="download-data-heading" className="text-lg font-semibold">
        {DOWNLOAD_TEXTS.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{DOWNLOAD_TEXTS.explain}</p>
      <button type="button" className="btn-secondary mt-3" disabled={busy} onClick={() => void download()}>
        {busy ? DOWNLOAD_TEXTS.busy : DOWNLOAD_TEXTS.button}
      </button>
      {error && (
        <div className="mt-3">
          <ErrorBanner onDismiss={() => setError(null)}>{error}</ErrorBanner>
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-slate-700">
        {saved ? DOWNLOAD_TEXTS.done : ''}
      </p>
    </section>
  );
}
