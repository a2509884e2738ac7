/**
 * URL search params of the instrument details page: the field groups
 * (`groups`, comma-separated), the account and client the details are for
 * (`accountKey`, `clientKey`) and the tab (`tab=json` for the raw payload).
 */
import { z } from 'zod';
import { PartialValue, searchValidator } from '../../lib/search-params';
import { FIELD_GROUPS, fieldGroupOf, groupsParam } from './model';

const key = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, 'expected a key').max(200, 'too long'));

export const detailsSearch = searchValidator({
  // Known field groups are kept; unknown names are ignored with a note.
  groups: z.string({ error: `expected a comma-separated list of ${FIELD_GROUPS.join(', ')}` }).transform((value, ctx) => {
    const items = value.split(',').map((item) => item.trim()).filter(Boolean);
    const unknown = items.filter((item) => fieldGroupOf(item) === undefined);
    const kept = groupsParam(items.map((item) => fieldGroupOf(item) ?? ''));
    const message = `expected a comma-separated list of ${FIELD_GROUPS.join(', ')}`;
    if (kept === undefined) {
      if (items.length === 0) return undefined;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return unknown.length ? new PartialValue(kept, unknown.join(','), `not a field group: ${unknown.join(', ')}`) : kept;
  }),
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


