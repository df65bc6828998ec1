import type { FastifyInstance } from 'fastify';

/**
 * A lost report just went public: a member's on saving it, a visitor's when its mailed link is
 * opened (ADR 243). The one place both paths call, so what follows publication (matching, the
 * 동네 알림 fan-out) follows it for both. `poster` is whom the match queue is fair by: the
 * member, or for a visitor the report itself.
 */
export async function reportPublished(app: FastifyInstance, reportId: number, poster: number) {
  await app.matcher.afterReportSaved(reportId, poster);
  await app.neighbours.onLostReportPublished(reportId);
}
