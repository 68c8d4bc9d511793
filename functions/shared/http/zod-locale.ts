import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini loads no locale: without this its default messages are all "Invalid input". Classic zod
 * loads English on import; validate.ts imports this module once for every handler, so the default
 * messages ("Too big: expected string to have <=64 characters", "Unrecognized key: …") are English.
 */
config(en());
