import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES, type UploadPurpose, uploadAccept } from '../../../../contracts/uploads';
import { cn } from '../../../../ui/utils/cn';
import { ApiError } from '../../lib/api-client';
import { UploadRefused, type UploadStage, uploadImage, uploadProblem } from '../../lib/uploads';
import { ProgressBar } from './progress-bar';

/** What the field holds once an image is chosen and processed: the upload to attach and its preview. */
export interface UploadedImage {
  uploadId: string;
  url: string;
}

export interface ImageUploadProps {
  /** Stable id: the file input's (`{id}-error` is its message). */
  id: string;
  label: string;
  purpose: UploadPurpose;
  /** The image shown now (the saved one, or the one just uploaded); null: none. */
  value: string | null;
  /** A processed upload to attach, or null when the image is removed. */
  onChange: (image: UploadedImage | null) => void;
  /** A message from the form (the server's refusal at the field). */
  error?: string | undefined;
  hint?: string;
  /** How the preview is framed: a round avatar, a wide header or cover, or the image's own shape. */
  shape?: 'round' | 'wide' | 'free';
  /** The form's field name on the input (focus on a server error goes to it). */
  name?: string;
}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / 1024 / 1024);

/**
 * The one way people add an image (issue 34): avatar, storefront header, collection cover, UGC. Choose a
 * file (a real file input, so keyboard and screen readers work as with any control) or drop one on the
 * field; the type and size are checked here with the server's messages; the upload shows its progress,
 * then a spinner while the image is processed, then the preview with Replace and Remove. What happens is
 * announced (aria-live); a refusal is the field's error, linked to the input.
 */
export const ImageUpload = ({
  id,
  label,
  purpose,
  value,
  onChange,
  error,
  hint = `JPEG, PNG, WebP or GIF, up to ${MAX_MB} MB.`,
  shape = 'free',
  name,
}: ImageUploadProps) => {
  const input = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const running = useRef<AbortController | null>(null);
  const labelId = useId();
  useEffect(() => () => running.current?.abort(), []);

  const shown = problem ?? error;
  const busy = stage !== null;

  const start = async (file: File) => {
    const early = uploadProblem(file);
    if (early) {
      setProblem(early);
      setAnnouncement(early);
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setProblem(undefined);
    setAnnouncement(`Uploading ${file.name}`);
    try {
      const upload = await uploadImage(file, purpose, setStage, controller.signal);
      onChange({ uploadId: upload.id, url: upload.url ?? '' });
      setAnnouncement(`${label} uploaded`);
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === 'AbortError') return;
      const message =
        failure instanceof UploadRefused
          ? failure.message
          : failure instanceof ApiError
            ? (Object.values(failure.fields)[0] ?? failure.message)
            : 'The upload failed; try again';
      setProblem(message);
      setAnnouncement(message);
    } finally {
      if (running.current === controller) running.current = null;
      setStage(null);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void start(file);
  };

  const remove = () => {
    setProblem(undefined);
    onChange(null);
    setAnnouncement(`${label} removed`);
    input.current?.focus();
  };

  const describedBy = [shown ? `${id}-error` : `${id}-hint`].join(' ');
  const frame =
    shape === 'round'
      ? 'h-24 w-24 rounded-full'
      : shape === 'wide'
        ? 'aspect-[16/5] w-full rounded-xl'
        : 'max-h-64 w-full rounded-xl';

  return (
    <div className="space-y-1.5" data-testid={`${id}-field`}>
      <span id={labelId} className="block text-sm font-medium text-slate-800">
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a shortcut; the file input below is the control. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          // A wide image takes the whole width with its buttons below; a round or free one sits beside them.
          'flex flex-col gap-4 rounded-xl border-2 border-dashed p-4',
          shape !== 'wide' && 'sm:flex-row sm:items-center',
          dragging ? 'border-violet-600 bg-violet-50' : shown ? 'border-red-400' : 'border-slate-300',
        )}
        data-testid={`${id}-dropzone`}
      >
        {value ? (
          <img
            src={value}
            alt={`${label} preview`}
            className={cn('shrink-0 bg-slate-100 object-cover', frame, shape === 'free' && 'sm:max-w-xs')}
            data-testid={`${id}-preview`}
          />
        ) : (
          <div
            className={cn(
              'flex shrink-0 items-center justify-center bg-slate-100 text-sm text-slate-600',
              shape === 'round'
                ? frame
                : shape === 'wide'
                  ? 'h-20 w-full rounded-xl'
                  : 'h-20 w-full sm:w-40 rounded-xl',
            )}
          >
            No image
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          {stage?.stage === 'sending' && (
            <ProgressBar
              label={`Uploading ${label.toLowerCase()}`}
              value={Math.round(stage.fraction * 100)}
              max={100}
              valueText={`${Math.round(stage.fraction * 100)}% uploaded`}
              data-testid={`${id}-progress`}
            />
          )}
          {stage?.stage === 'processing' && (
            <p className="flex items-center gap-2 text-sm text-slate-700" data-testid={`${id}-processing`}>
              <span
                aria-hidden="true"
                className="h-4 w-4 animate-spin rounded-full border-2 border-violet-600 border-t-transparent motion-reduce:animate-none"
              />
              Processing the image…
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <input
              ref={input}
              id={id}
              name={name}
              type="file"
              accept={uploadAccept}
              disabled={busy}
              aria-labelledby={`${labelId} ${id}-button`}
              aria-describedby={describedBy}
              aria-invalid={shown ? true : undefined}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void start(file);
              }}
            />
            <label
              id={`${id}-button`}
              htmlFor={id}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center whitespace-nowrap rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 shadow-sm hover:bg-slate-50',
                'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-600',
                busy && 'cursor-not-allowed opacity-60',
              )}
            >
              {value ? 'Replace image' : 'Choose image'}
            </label>
            {value && !busy && (
              <button
                type="button"
                onClick={remove}
                className="inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-violet-600"
                data-testid={`${id}-remove`}
              >
                Remove
              </button>
            )}
            <span className="hidden whitespace-nowrap text-sm text-slate-600 sm:inline">
              or drop a file here
            </span>
          </div>
        </div>
      </div>
      {shown ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700" data-testid={`${id}-error`}>
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      <p className="sr-only" aria-live="polite" data-testid={`${id}-status`}>
        {announcement}
      </p>
    </div>
  );
};
