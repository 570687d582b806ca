import { parseDay } from './dates';
import { invalid } from './errors';
import { parseMoney, type Cents } from './money';

/**
 * A money parameter whose shape the caller has checked, in cents; request.invalid when its cents are past
 * what a number holds exactly (Number.MAX_SAFE_INTEGER).
 */
export function moneyParam(text: string, name: string): Cents {
  try {
    return parseMoney(text);
  } catch (error) {
    if (error instanceof RangeError) throw invalid(`${name} is too large`);
    throw error;
  }
}

/** Optional integer query parameter within [min, max]; anything else is request.invalid. */
export function intParam(query: URLSearchParams, name: string, fallback: number, min: number, max: number): number {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^-?\d+$/.test(raw)) throw invalid(`${name} must be an integer`);
  const value = Number(raw);
  if (value < min || value > max) throw invalid(`${name} must be between ${min} and ${max}`);
  return value;
}

/** Required YYYY-MM-DD query parameter → UTC day number. */
export function dayParam(query: URLSearchParams, name: string): number {
  const raw = query.get(name);
  if (!raw) throw invalid(`${name} is required (YYYY-MM-DD)`);
  const day = parseDay(raw);
  if (day === null) throw invalid(`${name} must be a date YYYY-MM-DD`);
  return day;
}

/** startDate/endDate, inclusive, start ≤ end. */
export function dateRange(query: URLSearchParams): { start: number; end: number } {
  const start = dayParam(query, 'startDate');
  const end = dayParam(query, 'endDate');
  if (start > end) throw invalid('startDate is after endDate');
  return { start, end };
}

/** Parses a JSON object body; an empty body is `{}`. */
export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('body is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalid('body must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** Admin bodies: an optional boolean field. */
export function optionalBool(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalid(`${name} must be a boolean`);
  return value;
}

/** Admin bodies: a non-blank string field. */
export function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw invalid(`${name} is required`);
  return value;
}

/** Admin bodies: an optional string field. */
export function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw invalid(`${name} must be a string`);
  return value;
}

const MONEY = /^\d{1,15}(?:\.\d{1,2})?$/;

/** An optional money field of an admin body: a decimal string like "1000.00". */
export function optionalMoney(body: Record<string, unknown>, name: string): Cents | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !MONEY.test(value)) throw invalid(`${name} must be a decimal string like "1000.00"`);
  return moneyParam(value, name);
}

/** An admin body with keys other than `allowed` → request.invalid, and nothing changes. */
export function onlyKeys(body: Record<string, unknown>, allowed: readonly string[]): void {
  const unknown = Object.keys(body).filter((k) => !allowed.includes(k));
  if (unknown.length > 0) throw invalid(`unknown keys: ${unknown.join(', ')}`);
}

export interface Page<T> {
  items: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

/** 1-based paging; a page beyond the end is empty. */
export function paginate<T>(items: readonly T[], pageNo: number, pageSize: number): Page<T> {
  const start = (pageNo - 1) * pageSize;
  return {
    items: items.slice(start, start + pageSize),
    pageNum: pageNo,
    totalPages: Math.ceil(items.length / pageSize),
    total: items.length,
  };
}
