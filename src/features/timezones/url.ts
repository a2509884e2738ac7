/** The time zones page's address: `zone`, the broker zone id to highlight. */
import { z } from 'zod/mini';
import { searchValidator, wholeNumber } from '@/lib/search-params';

export const timeZonesSearch = searchValidator({ zone: z.pipe(z.coerce.number(), wholeNumber(0, 9999)) });
