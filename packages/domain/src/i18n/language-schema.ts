import { z } from 'zod';
import { LANGUAGES } from './languages';

// Apart from languages.ts so the web's first page can use the language rules without zod (issue 11).
export const languageSchema = z.enum(LANGUAGES);
