import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { toast } from '../../../../../ui/components/ui/toast';
import { type SchemaForm, showServerErrors } from '../../../lib/forms';
import { errorMessage } from './error-message';

/**
 * A product dialog's failure: the server's field messages at their fields, and the form's own message
 * (`<FormError>`): the page under the modal is inert, so the dialog says what went wrong itself as well
 * as in a toast.
 */
export const useProductFormErrors = <Values extends FieldValues>(form: SchemaForm<Values>) => {
  const [formError, setFormError] = useState<string>();

  return {
    formError,
    /** Sends the save, with nothing left from the last attempt. Resolves to whether it was saved. */
    save: async (send: () => Promise<unknown>): Promise<boolean> => {
      setFormError(undefined);
      try {
        await send();
        return true;
      } catch (error) {
        showServerErrors(form, error);
        const message = errorMessage(error, 'Failed to update product');
        setFormError(message);
        toast.error('Error', message);
        return false;
      }
    },
  };
};
