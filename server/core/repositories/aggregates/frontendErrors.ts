export interface FrontendErrorRecord {
  id: string;
  message: string;
  stacktrace: string | null;
  url: string | null;
  userAgent: string | null;
  userId: string | null;
  reportedAt: Date;
}

export interface FrontendErrorRepository {
  save(error: FrontendErrorRecord): Promise<void>;
  list(): Promise<FrontendErrorRecord[]>;
  listByUser(userId: string): Promise<FrontendErrorRecord[]>;
  /** Unlinks a dropped user's reports: the technical report stays, nothing points to the person. */
  detachUser(userId: string): Promise<void>;
}
