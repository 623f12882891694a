/**
 * Writing CSV for people's spreadsheets: semicolons (what Swedish Excel expects), quotes where needed, and
 * cells that start with =, +, - or @ neutralised so a spreadsheet never runs them as formulas.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

function quote(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>, delimiter = ';'): string {
  return rows
    .map((row) =>
      row
        .map((cell) => quote(neutraliseCell(cell === null || cell === undefined ? '' : String(cell)), delimiter))
        .join(delimiter),
    )
    .join('\r\n');
}
