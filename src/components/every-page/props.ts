import type { PagedList } from '@/api/fetch-every-page';

export interface EveryPageProps {
  list: PagedList;
  /** What a row is, plural (e.g. "instruments", "events"). */
  noun: string;
  /** The downloads' file name, without date and extension. */
  fileName: string;
  disabled?: boolean;
}
