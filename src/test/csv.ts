/** The app's CSV reader, for tests that check what the app exports. */
export { parseCsv } from '../lib/csv-read';
