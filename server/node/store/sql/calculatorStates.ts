import { and, eq, isNull, lte } from 'drizzle-orm';
import type { CalculatorStateRepository } from '../../../core/repositories/types.js';
import * as rows from '../rows.js';
import * as t from '../schema.js';
import type { Query } from '../sqlDatabase.js';

export function createSqlCalculatorStates(q: Query): CalculatorStateRepository {
  return {
    async find(userId, country) {
      const [row] = await q()
        .select()
        .from(t.calculatorStates)
        .where(and(eq(t.calculatorStates.userId, userId), eq(t.calculatorStates.country, country)));
      return row && rows.stateFromRow(row);
    },
    async save(state) {
      const row = rows.stateToRow(state);
      await q()
        .insert(t.calculatorStates)
        .values(row)
        .onConflictDoUpdate({ target: [t.calculatorStates.userId, t.calculatorStates.country], set: row });
    },
    async delete(userId, country) {
      const deleted = await q()
        .delete(t.calculatorStates)
        .where(and(eq(t.calculatorStates.userId, userId), eq(t.calculatorStates.country, country)))
        .returning({ userId: t.calculatorStates.userId });
      return deleted.length > 0;
    },
    async deleteAllOfUser(userId) {
      await q().delete(t.calculatorStates).where(eq(t.calculatorStates.userId, userId));
    },
    async listByUser(userId) {
      const found = await q()
        .select()
        .from(t.calculatorStates)
        .where(eq(t.calculatorStates.userId, userId))
        .orderBy(t.calculatorStates.country);
      return found.map(rows.stateFromRow);
    },
    async listRecheckDue(savedBefore) {
      const found = await q()
        .select()
        .from(t.calculatorStates)
        .where(and(isNull(t.calculatorStates.recheckMailedAt), lte(t.calculatorStates.createdAt, savedBefore)))
        .orderBy(t.calculatorStates.createdAt);
      return found.map(rows.stateFromRow);
    },
    async markRecheckMailed(userId, country, createdAt, mailedAt) {
      const marked = await q()
        .update(t.calculatorStates)
        .set({ recheckMailedAt: mailedAt })
        .where(
          and(
            eq(t.calculatorStates.userId, userId),
            eq(t.calculatorStates.country, country),
            eq(t.calculatorStates.createdAt, createdAt),
            isNull(t.calculatorStates.recheckMailedAt),
          ),
        )
        .returning({ userId: t.calculatorStates.userId });
      return marked.length > 0;
    },
  };
}
