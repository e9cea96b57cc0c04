/** How the import file's checks collect what is wrong, each with its JSON path, for one complete report. */

export interface ImportProblem {
  /** Where in the file, e.g. `orders[0].states[1]`; empty for the file itself. */
  path: string;
  /** German, precise enough to fix the file. */
  message: string;
}

const MAX_ITEMS = 5000;
const ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const describe = (v: unknown) =>
  v === null ? 'null' : Array.isArray(v) ? 'eine Liste' : typeof v === 'object' ? 'ein Objekt' : JSON.stringify(v);

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export class Problems {
  readonly list: ImportProblem[] = [];
  add(path: string, message: string) {
    this.list.push({ path, message });
  }
  /** Unknown keys are refused: a typo ("treecount") would otherwise be dropped without a word. */
  only(obj: Obj, path: string, keys: readonly string[]) {
    for (const key of Object.keys(obj)) {
      if (!keys.includes(key))
        this.add(`${path}${path ? '.' : ''}${key}`, `Unbekanntes Feld; erlaubt sind ${keys.join(', ')}.`);
    }
  }
  list_(value: unknown, path: string, { optional = false } = {}): unknown[] {
    if (value === undefined && optional) return [];
    if (!Array.isArray(value)) {
      this.add(path, `Muss eine Liste sein, ist ${value === undefined ? 'nicht angegeben' : describe(value)}.`);
      return [];
    }
    if (value.length > MAX_ITEMS) {
      this.add(path, `Höchstens ${MAX_ITEMS} Einträge je Datei.`);
      return [];
    }
    return value;
  }
  id(value: unknown, path: string): string | null {
    if (typeof value === 'string' && ID.test(value)) return value;
    this.add(
      path,
      `Muss eine Kennung sein (Buchstaben, Ziffern, . _ : -, höchstens 100 Zeichen), ist ${describe(value)}.`,
    );
    return null;
  }
}
