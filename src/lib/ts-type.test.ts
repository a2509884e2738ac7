import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import details from '@/api/__fixtures__/samples/instruments-details-1.json';
import caEvents from '@/api/__fixtures__/samples/ca-events-saxospec.json';
import { inferTypeScript, pascalCase, propertyName } from './ts-type';

/**
 * Compiles the declarations with the value assigned to their root type, in memory with the standard library:
 * the syntax diagnostics, then the type checker's (an answer that does not fit its own inferred type fails here).
 */
function compile(declarations: string, value: unknown, root = 'Answer'): { syntax: string[]; semantic: string[] } {
  const fileName = '/answer.ts';
  const text = `${declarations}\nexport const answer: ${root} = ${JSON.stringify(value)};\n`;
  const options: ts.CompilerOptions = { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], skipLibCheck: true, types: [] };
  const host = ts.createCompilerHost(options);
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, version, ...rest) => (name === fileName ? source : getSourceFile(name, version, ...rest));
  const program = ts.createProgram([fileName], options, host);
  const message = (diagnostic: ts.Diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
  return { syntax: program.getSyntacticDiagnostics(source).map(message), semantic: program.getSemanticDiagnostics(source).map(message) };
}

describe('inferTypeScript', () => {
  it('merges the items of an array: a key missing in some is optional, mixed types a union, null kept', () => {
    const value = {
      __count: 3,
      Data: [
        { Uic: 1, Symbol: 'A', Price: 1.5, Tags: ['x'], Exchange: { Id: 'XNAS' } },
        { Uic: 2, Symbol: null, Price: '2.5', Tags: [], Exchange: null },
        { Uic: 3, Symbol: 'C', Price: 3, Extra: true, Exchange: { Id: 'XCSE', Name: 'Copenhagen' } },
      ],
      __next: null,
    };
    expect(inferTypeScript(value)).toBe(
      [
        'export interface Answer {',
        '  __count: number;',
        '  Data: DataItem[];',
        '  __next: null;',
        '}',
        '',
        'export interface DataItem {',
        '  Uic: number;',
        '  Symbol: string | null;',
        '  Price: string | number;',
        '  Tags?: string[];',
        '  Exchange: Exchange | null;',
        '  Extra?: boolean;',
        '}',
        '',
        'export interface Exchange {',
        '  Id: string;',
        '  Name?: string;',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('quotes keys that are no identifiers, and names interfaces in PascalCase from their keys', () => {
    const value = { 'Some-Field': 1, '2nd': 'x', ok_name: { 'inner key': [1, 'a', null] }, $ref: 'y', ünï: [[1, 2]], empty: [], none: {} };
    const text = inferTypeScript(value, { rootName: 'event list' });
    expect(text).toBe(
      [
        'export interface EventList {',
        '  "Some-Field": number;',
        '  "2nd": string;',
        '  ok_name: OkName;',
        '  $ref: string;',
        '  "ünï": number[][];',
        '  empty: unknown[];',
        '  none: Record<string, unknown>;',
        '}',
        '',
        'export interface OkName {',
        '  "inner key": (string | number | null)[];',
        '}',
        '',
      ].join('\n'),
    );
    expect(compile(text, value, 'EventList')).toEqual({ syntax: [], semantic: [] });
  });

  it('gives another shape under a taken name a number, and writes the same shape once', () => {
    const value = { A: { Format: { Decimals: 2 } }, B: { Format: { Decimals: 4 } }, C: { Format: { Pattern: 'x' } } };
    const text = inferTypeScript(value);
    expect(text).toContain('export interface A {\n  Format: Format;\n}');
    expect(text).toContain('export interface B {\n  Format: Format;\n}');
    expect(text).toContain('export interface C {\n  Format: Format2;\n}');
    expect(text.match(/export interface Format\b/g)).toHaveLength(1);
    expect(text).toContain('export interface Format2 {\n  Pattern: string;\n}');
    expect(compile(text, value)).toEqual({ syntax: [], semantic: [] });
  });

  it('writes a list or a plain value at the root as a type alias', () => {
    expect(inferTypeScript([{ a: 1 }, { a: 2, b: 'x' }])).toBe('export type Answer = AnswerItem[];\n\nexport interface AnswerItem {\n  a: number;\n  b?: string;\n}\n');
    expect(inferTypeScript('text')).toBe('export type Answer = string;\n');
    expect(inferTypeScript(null)).toBe('export type Answer = null;\n');
    expect(inferTypeScript({})).toBe('export type Answer = Record<string, unknown>;\n');
    expect(inferTypeScript([])).toBe('export type Answer = unknown[];\n');
  });

  it('puts a comment first, on lines of its own', () => {
    expect(inferTypeScript({ a: 1 }, { comment: ['GET /x?a=1', 'two\nlines */'] })).toBe('// GET /x?a=1\n// two lines */\n\nexport interface Answer {\n  a: number;\n}\n');
  });

  it('on a real answer (instrument details): deterministic, compiles, and the answer fits its type', () => {
    const text = inferTypeScript(details, { rootName: 'InstrumentDetailsList' });
    expect(inferTypeScript(structuredClone(details), { rootName: 'InstrumentDetailsList' })).toBe(text);
    expect(text.startsWith('export interface InstrumentDetailsList {\n  __count: number;\n  Data: DataItem[];\n}')).toBe(true);
    // Every item has these; only some have the others.
    expect(text).toMatch(/\n {2}AssetType: string;\n/);
    expect(text).toMatch(/\n {2}Exchange: Exchange;\n/);
    const items = details.Data as Record<string, unknown>[];
    const someOnly = Object.keys(Object.assign({}, ...items) as object).filter((key) => items.some((item) => !(key in item)));
    expect(someOnly.length).toBeGreaterThan(0);
    for (const key of someOnly) expect(text).toContain(`\n  ${propertyName(key)}?: `);
    expect(compile(text, details, 'InstrumentDetailsList')).toEqual({ syntax: [], semantic: [] });
  });

  it('on a real answer (corporate-action events): compiles and fits', () => {
    const text = inferTypeScript(caEvents, { rootName: 'EventList' });
    expect(compile(text, caEvents, 'EventList')).toEqual({ syntax: [], semantic: [] });
  });

  it('is caught by the compiler when the answer does not fit (the check is real)', () => {
    const text = inferTypeScript({ Data: [{ Uic: 1 }] });
    expect(compile(text, { Data: [{ Uic: 'one' }] }).semantic.length).toBeGreaterThan(0);
  });
});

describe('names', () => {
  it('writes keys as PascalCase interface names', () => {
    expect(['order_distances', 'Exchange', 'tickSizeScheme', '__count', '2fa', '-', 'a.b c'].map(pascalCase)).toEqual([
      'OrderDistances',
      'Exchange',
      'TickSizeScheme',
      'Count',
      'T2fa',
      'Field',
      'ABC',
    ]);
  });

  it('quotes only what is no identifier', () => {
    expect(['Uic', '_x', '$top', 'a-b', '1a', '', 'with space'].map(propertyName)).toEqual(['Uic', '_x', '$top', '"a-b"', '"1a"', '""', '"with space"']);
  });
});
