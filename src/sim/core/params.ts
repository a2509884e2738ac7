import { badRequest } from './http';
import { parseIsoDay } from './clock';

/**
 * Case-insensitive access to query parameters with typed parsing.
 * Parsing problems are collected into a ModelState and raised together, the
 * way the real service reports them (one 400 listing every bad field).
 *
 * A repeated parameter binds like it does on the gateway's framework: a
 * single value (Keywords, $top, a flag) takes its first occurrence, a list
 * (AssetTypes, Uics, ...) takes the items of every occurrence.
 */
export class QueryParams {
  private readonly values = new Map<string, string[]>();
  private readonly problems: Record<string, string[]> = {};

  constructor(search: URLSearchParams) {
    for (const [name, value] of search) {
      const key = name.toLowerCase();
      const existing = this.values.get(key);
      if (existing) existing.push(value);
      else this.values.set(key, [value]);
    }
  }

  /** The first value, trimmed; undefined when absent or empty. */
  string(name: string): string | undefined {
    const raw = this.values.get(name.toLowerCase())?.[0]?.trim();
    return raw ? raw : undefined;
  }

  problem(name: string, message: string): void {
    (this.problems[name] ??= []).push(message);
  }

  integer(name: string, options: { min?: number; max?: number } = {}): number | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    if (!/^[+-]?\d+$/.test(raw)) {
      this.problem(name, `The value '${raw}' is not valid for ${name}.`);
      return undefined;
    }
    const value = Number(raw);
    if (!Number.isSafeInteger(value) || value > 2_147_483_647 || value < -2_147_483_648) {
      this.problem(name, `The value '${raw}' is not valid for ${name}.`);
      return undefined;
    }
    if (options.min !== undefined && value < options.min) {
      this.problem(name, `The field ${name} must be greater than or equal to ${options.min}.`);
      return undefined;
    }
    if (options.max !== undefined && value > options.max) {
      this.problem(name, `The field ${name} must be between ${options.min ?? 0} and ${options.max}.`);
      return undefined;
    }
    return value;
  }

  number(name: string): number | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(raw) || !Number.isFinite(value)) {
      this.problem(name, `The value '${raw}' is not valid for ${name}.`);
      return undefined;
    }
    return value;
  }

  boolean(name: string): boolean | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const lower = raw.toLowerCase();
    if (lower === 'true') return true;
    if (lower === 'false') return false;
    this.problem(name, `The value '${raw}' is not valid for ${name}.`);
    return undefined;
  }

  /** Non-empty items of a comma-separated list, over every occurrence of the parameter. */
  list(name: string): string[] | undefined {
    const items = (this.values.get(name.toLowerCase()) ?? [])
      .flatMap((value) => value.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0);
    return items.length > 0 ? items : undefined;
  }

  integerList(name: string): number[] | undefined {
    const items = this.list(name);
    if (!items) return undefined;
    const out: number[] = [];
    for (const item of items) {
      if (!/^\d+$/.test(item) || Number(item) > 2_147_483_647) {
        this.problem(name, `The value '${item}' is not valid for ${name}.`);
        continue;
      }
      out.push(Number(item));
    }
    return out;
  }

  /**
   * One value of an enumeration, matched case-insensitively and returned in
   * its canonical spelling.
   */
  enumValue<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const match = allowed.find((value) => value.toLowerCase() === raw.toLowerCase());
    if (!match) this.problem(name, `The value '${raw}' is not valid for ${name}.`);
    return match;
  }

  enumList<T extends string>(name: string, allowed: readonly T[]): T[] | undefined {
    const items = this.list(name);
    if (!items) return undefined;
    const out: T[] = [];
    for (const item of items) {
      const match = allowed.find((value) => value.toLowerCase() === item.toLowerCase());
      if (match) out.push(match);
      else this.problem(name, `The value '${item}' is not valid for ${name}.`);
    }
    return out;
  }

  /** A calendar date (`YYYY-MM-DD`, a midnight timestamp also accepted), as a day number. */
  day(name: string): number | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    const day = parseIsoDay(raw);
    if (day === undefined) this.problem(name, `The value '${raw}' is not valid for ${name}.`);
    return day;
  }

  hasProblems(): boolean {
    return Object.keys(this.problems).length > 0;
  }

  /** Throws a 400 with every collected problem, when there is any. */
  assertValid(errorCode: string, message = 'One or more properties of the request are invalid!'): void {
    if (this.hasProblems()) throw badRequest(errorCode, message, { ...this.problems });
  }
}
