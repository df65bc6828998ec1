import { bodyProblem, shapeProblem } from './answer';
import { PublicDataError } from './http';

type DataGoKrAnswer = {
  OpenAPI_ServiceResponse?: {
    cmmMsgHeader?: { returnAuthMsg?: string; errMsg?: string; returnReasonCode?: string };
  };
  response?: {
    header?: { resultCode?: string | number; resultMsg?: string };
    body?: { items?: unknown; totalCount?: number | string; pageNo?: number | string };
  };
};

export type DataGoKrPage = { items: Record<string, unknown>[]; totalCount: number; pageNo: number };

/** data.go.kr's "no data" result code: an empty page, not a failure. */
const NO_DATA = '03';

/** The answer as JSON, or a `PublicDataError` that names what came instead (answer.ts). */
export function parseJsonAnswer(body: string): unknown {
  const problem = bodyProblem(body);
  if (problem) throw new PublicDataError(problem.kind, problem.message);
  return JSON.parse(body.trim()) as unknown;
}

/**
 * Reads an answer of the data.go.kr animal APIs (spec/public-data-apis.md §4a/4b):
 * `response.body.items.item` may be an array, a single object, `""` or `{}`; key errors
 * come back as an `OpenAPI_ServiceResponse` envelope, often in XML even when JSON was asked.
 */
export function parseDataGoKr(text: string): DataGoKrPage {
  const root = parseJsonAnswer(text) as DataGoKrAnswer | null;
  if (root?.OpenAPI_ServiceResponse) {
    const header = root.OpenAPI_ServiceResponse.cmmMsgHeader ?? {};
    const said = [header.returnReasonCode, header.returnAuthMsg ?? header.errMsg];
    throw new PublicDataError('api-error', said.filter(Boolean).join(' ') || 'service error');
  }
  if (!root || typeof root !== 'object' || !root.response || typeof root.response !== 'object') {
    const problem = shapeProblem(root, 'response.header/body');
    throw new PublicDataError(problem.kind, problem.message);
  }
  const code = root.response.header?.resultCode;
  if (code !== undefined && String(code) === NO_DATA)
    return { items: [], totalCount: 0, pageNo: 1 };
  if (code !== undefined && String(code) !== '00') {
    throw new PublicDataError(
      'api-error',
      `${code} ${root.response.header?.resultMsg ?? ''}`.trim(),
    );
  }
  const body = root.response.body ?? {};
  if (!isItems(body.items)) {
    const problem = shapeProblem(body.items, 'response.body.items.item');
    throw new PublicDataError(problem.kind, problem.message);
  }
  return {
    items: toItems(body.items),
    totalCount: Number(body.totalCount ?? 0) || 0,
    pageNo: Number(body.pageNo ?? 1) || 1,
  };
}

/** What `items` may be: missing, "", {} or `{ item }`. */
const isItems = (items: unknown) =>
  items === undefined ||
  items === null ||
  items === '' ||
  (typeof items === 'object' && !Array.isArray(items));

/** `items.item` as an array whatever shape it came in. */
export function toItems(items: unknown): Record<string, unknown>[] {
  if (!items || typeof items !== 'object') return [];
  const item = (items as { item?: unknown }).item;
  if (Array.isArray(item))
    return item.filter((i): i is Record<string, unknown> => !!i && typeof i === 'object');
  if (item && typeof item === 'object') return [item as Record<string, unknown>];
  return [];
}

/** A text field, trimmed; empty and missing are both undefined. */
export function text(item: Record<string, unknown>, key: string): string | undefined {
  const value = item[key];
  if (value === null || value === undefined) return undefined;
  const s = String(value).trim();
  return s === '' ? undefined : s;
}
