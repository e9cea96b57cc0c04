import type { Clock, IdGenerator } from '../../ports.js';
import type { FrontendErrorRepository } from '../../repositories/types.js';

export interface FrontendErrorInput {
  message: string;
  stacktrace?: string | null;
  url?: string | null;
  userAgent?: string | null;
}

/** Error reports are cut, not refused: a report about a failure must not fail itself. */
const cut = (value: string | null | undefined, max: number) => (value == null ? null : value.slice(0, max));

export class FrontendErrorService {
  constructor(
    private readonly errors: FrontendErrorRepository,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
  ) {}

  async report(input: FrontendErrorInput, userId: string | null): Promise<void> {
    await this.errors.save({
      id: this.newId(),
      message: cut(input.message, 2000) || '(ohne Meldung)',
      stacktrace: cut(input.stacktrace, 20_000),
      url: cut(input.url, 2000),
      userAgent: cut(input.userAgent, 500),
      userId,
      reportedAt: this.clock(),
    });
  }
}
