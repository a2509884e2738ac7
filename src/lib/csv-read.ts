/** CSV read back (a file the user imports), apart from the writer so that pages that only export do not load it. */
/**
 * Reads CSV text into rows of fields: quoted fields with doubled quotes, CRLF or LF line ends (a spreadsheet's own
 * files as well as this app's), a leading byte-order mark dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || (char === '\r' && source[i + 1] === '\n')) {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (char === '\r') i += 1;
    } else field += char;
  }
  // A last line without its line end.
  if (field || row.length) rows.push([...row, field]);
  return rows;
}
