import { useState } from 'react';
import { Button } from '../../../../../ui/components/ui/button';
import { appName } from '../../../../../ui/config/app';
import { copyText } from '../../../utils/clipboard';

const fileText = (codes: readonly string[]) =>
  [
    `${appName}: recovery codes for two-factor sign-in`,
    'Each code works once, instead of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

const download = (codes: readonly string[]) => {
  const url = URL.createObjectURL(new Blob([fileText(codes)], { type: 'text/plain' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = 'recovery-codes.txt';
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Ten recovery codes, shown this once: copy or download them, then Done. */
export const RecoveryCodes = ({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) => {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  return (
    <div className="mt-4 grid gap-4" data-testid="recovery-codes">
      <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">Save these recovery codes now.</p>
        <p className="mt-1">
          This is the only time they are shown. If you lose your phone, each code signs you in once instead of
          a code from your app. Keep them somewhere safe, such as a password manager.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={async () => {
            try {
              await copyText(codes.join('\n'));
              setCopied('yes');
            } catch {
              setCopied('failed');
            }
          }}
        >
          Copy codes
        </Button>
        <Button variant="secondary" onClick={() => download(codes)}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
        <span role="status" className="text-sm text-slate-600">
          {copied === 'yes'
            ? 'Copied to the clipboard.'
            : copied === 'failed'
              ? 'Copy failed: select the codes instead.'
              : ''}
        </span>
      </div>
    </div>
  );
};
