/** The time zones page's address: `zone`, the broker zone id to highlight. */
import { z } from 'zod';
import { searchValidator } from '@/lib/search-params';

export const timeZonesSearch = searchValidator({ zone: z.coerce.number().int().min(0).max(9999) });
