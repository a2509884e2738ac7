import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useKeptData, type QueryState } from './use-kept-data';

interface Request {
  list: string;
  skip: number;
}
const sameList = (a: Request, b: Request) => a.list === b.list;
const key = (request: Request) => JSON.stringify(request);
const state = (patch: Partial<QueryState<string[]>>): QueryState<string[]> => ({
  data: undefined,
  isPlaceholderData: false,
  isError: false,
  error: null,
  dataUpdatedAt: 0,
  ...patch,
});

function setup(first: { query: QueryState<string[]>; request: Request }) {
  return renderHook(({ query, request }) => useKeptData(query, request, key(request), sameList), { initialProps: first });
}

describe('useKeptData', () => {
  const page1 = { list: 'shell', skip: 0 };
  const page2 = { list: 'shell', skip: 50 };
  const failure = new Error('503');

  it('shows the query’s own data, and reports a failed refresh of it beside the data', () => {
    const hook = setup({ query: state({ data: ['a'], dataUpdatedAt: 10 }), request: page1 });
    expect(hook.result.current).toEqual({ data: ['a'], shown: page1, kept: false, staleError: undefined, updatedAt: 10 });
    hook.rerender({ query: state({ data: ['a'], dataUpdatedAt: 10, isError: true, error: failure }), request: page1 });
    expect(hook.result.current).toEqual({ data: ['a'], shown: page1, kept: false, staleError: failure, updatedAt: 10 });
  });

  it('keeps the last page of the same list when the next page fails, with the failure and the time of the page kept', () => {
    const hook = setup({ query: state({ data: ['a'], dataUpdatedAt: 10 }), request: page1 });
    // While page 2 loads, page 1 is its placeholder.
    hook.rerender({ query: state({ data: ['a'], dataUpdatedAt: 10, isPlaceholderData: true }), request: page2 });
    expect(hook.result.current).toMatchObject({ data: ['a'], shown: page1, kept: false, staleError: undefined });
    hook.rerender({ query: state({ isError: true, error: failure }), request: page2 });
    expect(hook.result.current).toEqual({ data: ['a'], shown: page1, kept: true, staleError: failure, updatedAt: 10 });
    // Page 2 comes after all.
    hook.rerender({ query: state({ data: ['b'], dataUpdatedAt: 20 }), request: page2 });
    expect(hook.result.current).toEqual({ data: ['b'], shown: page2, kept: false, staleError: undefined, updatedAt: 20 });
  });

  it('keeps nothing of another list: its failure is the whole answer', () => {
    const hook = setup({ query: state({ data: ['a'], dataUpdatedAt: 10 }), request: page1 });
    hook.rerender({ query: state({ isError: true, error: failure }), request: { list: 'apple', skip: 0 } });
    expect(hook.result.current).toMatchObject({ data: undefined, kept: false, staleError: undefined });
  });
});
