import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { knownFieldErrors, useFieldErrors } from '../../../lib/use-field-errors';
import { errorMessage } from './error-message';

/**
 * A product dialog's errors: at the fields, and the form's own message (`<FormError>`): the page under
 * the modal is inert, so the dialog says what went wrong itself as well as in a toast.
 */
export const useProductFormErrors = <Field extends string>(fieldIds: Record<Field, string>) => {
  const { errors, setErrors, showErrors } = useFieldErrors(fieldIds);
  const [formError, setFormError] = useState<string>();

  return {
    errors,
    showErrors,
    formError,
    /**
     * Sends the save, with nothing left from the last attempt; if it fails, the server's field messages
     * show at their fields and its message in the dialog. Resolves to whether it was saved.
     */
    save: async (send: () => Promise<unknown>): Promise<boolean> => {
      setErrors({});
      setFormError(undefined);
      try {
        await send();
        return true;
      } catch (error) {
        if (error instanceof ApiError) setErrors(knownFieldErrors(error.fields, fieldIds));
        const message = errorMessage(error, 'Failed to update product');
        setFormError(message);
        toast.error('Error', message);
        return false;
      }
    },
  };
};
