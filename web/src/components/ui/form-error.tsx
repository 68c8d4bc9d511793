/**
 * A form's failure shown inside it (role="alert"): in a modal dialog the page's toasts are inert, so
 * the dialog has to say what went wrong itself.
 */
export const FormError = ({ message }: { message: string | undefined }) =>
  message ? (
    <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
