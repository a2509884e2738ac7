/**
 * How the app writes search params into the address: the router's default
 * (JSON-aware) format, with commas and colons left literal so lists such as
 * `types=Stock,Etf` or `items=211:Stock,21:FxSpot` stay readable. Both are
 * allowed unescaped in a query string.
 */
import { defaultStringifySearch } from '@tanstack/react-router';

export function stringifySearch(search: Record<string, unknown>): string {
  return defaultStringifySearch(search).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}
