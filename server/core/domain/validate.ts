import { badInput, type FieldErrors } from '../errors.js';

/** Collects field errors and throws them all at once, so a form can show every problem in one go. */
export class Validator {
  private readonly errors: FieldErrors = {};

  check(ok: boolean, field: string, message: string): this {
    if (!ok && !(field in this.errors)) this.errors[field] = message;
    return this;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfInvalid(): void {
    if (!this.ok) throw badInput(this.errors);
  }
}

/** Trims a string; empty becomes null. */
export function cleanOptional(value: string | null | undefined): string | null {
  const t = value?.trim();
  return t ? t : null;
}

export const hasMaxLength = (value: string | null | undefined, max: number): boolean => (value ?? '').length <= max;
