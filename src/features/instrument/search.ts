/**
 * URL search params of the instrument details page: the field groups
 * (`groups`, comma-separated), the account and client the details are for
 * (`accountKey`, `clientKey`) and the tab (`tab=json` for the raw payload).
 */
import { z } from 'zod';
import { searchValidator } from '../../lib/search-params';
import { FIELD_GROUPS, fieldGroupOf, groupsParam } from './model';

const key = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, 'expected a key').max(200, 'too long'));

export const detailsSearch = searchValidator({
  groups: z
    .string({ error: `expected a comma-separated list of ${FIELD_GROUPS.join(', ')}` })
    .refine((value) => value.split(',').every((item) => item.trim() === '' || fieldGroupOf(item) !== undefined), {
      error: `expected a comma-separated list of ${FIELD_GROUPS.join(', ')}`,
    })
    .transform((value) => groupsParam(value.split(',').map((item) => fieldGroupOf(item) ?? ''))),
  accountKey: key,
  clientKey: key,
  tab: z.enum(['overview', 'json'], { error: 'expected overview or json' }),
});

export interface DetailsSearch {
  groups?: string | undefined;
  accountKey?: string | undefined;
  clientKey?: string | undefined;
  tab?: 'overview' | 'json' | undefined;
}


