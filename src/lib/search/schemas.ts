/**
 * The search query of `GET /api/v1/search` (issue 29 §1): `q`, 1 to 100 characters once trimmed.
 */
import '~/lib/schemas/locale';
import { object, type InferType } from 'yup';
import { text } from '~/lib/schemas/fields';
import { SEARCH_Q_MAX } from '~/lib/search/model';

export const SEARCH_MESSAGES = {
  required: 'Search is required',
  tooLong: `Search should not be greater than ${SEARCH_Q_MAX} characters long`,
} as const;

export const searchQuerySchema = object({
  q: text({ label: 'Search', max: SEARCH_Q_MAX, maxMessage: SEARCH_MESSAGES.tooLong }).required(SEARCH_MESSAGES.required),
});
export type SearchQuery = InferType<typeof searchQuerySchema>;
